import { describe, expect, it } from 'vitest'
import { shownImage } from './chat-image.ts'

describe('shownImage', () => {
  it('shows only a base64 data URL of a png, jpeg, gif or webp', () => {
    for (const type of ['png', 'jpeg', 'gif', 'webp'])
      expect(shownImage(`data:image/${type};base64,iVBORw0K`)).toBe(`data:image/${type};base64,iVBORw0K`)
    expect(shownImage('data:image/svg+xml;base64,PHN2Zz4=')).toBeNull()
    expect(shownImage('data:text/html;base64,PHNjcmlwdD4=')).toBeNull()
    expect(shownImage('javascript:alert(1)')).toBeNull()
    expect(shownImage('data:image/png;base64,AA"onerror="x')).toBeNull()
    expect(shownImage(null)).toBeNull()
  })
})

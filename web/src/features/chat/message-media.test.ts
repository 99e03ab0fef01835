import { describe, expect, it } from 'vitest'
import { shownMedia } from './message-media.ts'

describe('shownMedia', () => {
  it('keeps http(s) images and media and drops every other scheme', () => {
    const shown = shownMedia({
      imageUrls: ['https://img.test/a.png', 'javascript:alert(1)', 'HTTP://img.test/b.png', 'data:image/png;base64,AA'],
      media: [{ url: 'JavaScript:alert(1)' }, { url: 'https://video.test/c.mp4' }, { url: 'vbscript:x' }]
    })
    expect(shown).toEqual({
      images: ['https://img.test/a.png', 'HTTP://img.test/b.png'],
      media: [{ url: 'https://video.test/c.mp4' }]
    })
  })
})

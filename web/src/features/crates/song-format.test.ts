import { describe, expect, it } from 'vitest'
import { artworkOf, formatDuration } from './song-format.ts'

describe('formatDuration', () => {
  it('shows minutes and seconds, then hours and days when there are any', () => {
    expect(formatDuration(0)).toBe('0:00')
    expect(formatDuration(65.4)).toBe('1:05')
    expect(formatDuration(3 * 3600 + 7)).toBe('3:00:07')
    expect(formatDuration(86_400 + 3600 + 60 + 1)).toBe('1:01:01:01')
  })
})

describe('artworkOf', () => {
  it('takes the first non-empty artwork', () => {
    expect(artworkOf({ spotify: '', uploadService: '/a.jpg' })).toBe('/a.jpg')
    expect(artworkOf(undefined)).toBeUndefined()
  })
})

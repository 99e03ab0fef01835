import { describe, expect, it } from 'vitest'
import { nextNewCrateName } from './new-crate-name.ts'

describe('nextNewCrateName', () => {
  it('takes the lowest unused positive number', () => {
    expect(nextNewCrateName([])).toBe('New Playlist #1')
    expect(nextNewCrateName(['New Playlist #1', 'New Playlist #3', 'Warm-up'])).toBe('New Playlist #2')
    expect(nextNewCrateName(['New Playlist #2', 'New Playlist #x'])).toBe('New Playlist #1')
  })
})

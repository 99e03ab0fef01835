import { PREVIEW_SONGS_THRESHOLD } from '@spinroom/schemas'
import { describe, expect, it } from 'vitest'
import { previewAllowance } from './preview-allowance.ts'

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value)
  }
}

describe('previewAllowance (seed 002, anonymous preview songs)', () => {
  it(`lets a guest hear ${PREVIEW_SONGS_THRESHOLD} songs and refuses the one that would exceed the threshold`, () => {
    const allowance = previewAllowance(memoryStorage())
    for (let i = 1; i <= PREVIEW_SONGS_THRESHOLD; i++) {
      expect(allowance.exhausted(`play-${i}`)).toBe(false)
      expect(allowance.heard(`play-${i}`)).toBe(i)
    }
    expect(allowance.exhausted('play-next')).toBe(true)
  })

  it('counts a play once, however often its playback starts again, and lets that play go on', () => {
    const allowance = previewAllowance(memoryStorage())
    for (let i = 1; i <= PREVIEW_SONGS_THRESHOLD; i++) allowance.heard(`play-${i}`)
    expect(allowance.heard(`play-${PREVIEW_SONGS_THRESHOLD}`)).toBe(PREVIEW_SONGS_THRESHOLD)
    expect(allowance.exhausted(`play-${PREVIEW_SONGS_THRESHOLD}`)).toBe(false)
  })

  it('remembers the count across visits (the same storage) and ignores what it cannot read', () => {
    const storage = memoryStorage()
    previewAllowance(storage).heard('play-1')
    expect(previewAllowance(storage).count()).toBe(1)
    storage.setItem('spinroom-preview-songs', '{not json')
    expect(previewAllowance(storage).count()).toBe(0)
  })
})

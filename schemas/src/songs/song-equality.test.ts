import { describe, expect, it } from 'vitest'
import { sameSong, withoutDuplicates } from './song-equality.ts'

const song = { trackName: 'Blue Hour', artistName: 'Nadia K', duration: 200 }

describe('song equality (seed 002 §5)', () => {
  it('1. the same crateSongUuid is the same queue entry, and only when comparing queue entries', () => {
    const a = { ...song, crateSongUuid: 'e1', duration: 10, trackName: 'x' }
    const b = { ...song, crateSongUuid: 'e1', duration: 300, trackName: 'y' }
    expect(sameSong(a, b, { queueEntries: true })).toBe(true)
    expect(sameSong(a, b)).toBe(false)
  })

  it('2. the same songId, songShortId or isrc', () => {
    const far = { trackName: 'Other', artistName: 'Else', duration: 50 }
    expect(sameSong({ ...song, songId: 's1' }, { ...far, songId: 's1' })).toBe(true)
    expect(sameSong({ ...song, songShortId: 'ab' }, { ...far, songShortId: 'ab' })).toBe(true)
    expect(sameSong({ ...song, isrc: 'USRC17607839' }, { ...far, isrc: 'USRC17607839' })).toBe(true)
    expect(sameSong({ ...song, songId: 's1' }, { ...far, songId: 's2' })).toBe(false)
    expect(sameSong({ ...far, songId: null }, { ...far, songId: null, duration: 200 })).toBe(false)
  })

  it('3. a shared provider id (same provider, same id)', () => {
    const far = { trackName: 'Other', artistName: 'Else', duration: 50 }
    expect(
      sameSong({ ...song, musicProviders: { spotify: 'x1' } }, { ...far, musicProviders: { spotify: 'x1' } })
    ).toBe(true)
    expect(sameSong({ ...song, musicProviders: { spotify: 'x1' } }, { ...far, musicProviders: { apple: 'x1' } })).toBe(
      false
    )
  })

  it('4. a duration within 5 s and the same track and artist, case-insensitive', () => {
    expect(sameSong(song, { trackName: 'blue hour', artistName: 'NADIA K', duration: 205 })).toBe(true)
    expect(sameSong(song, { trackName: 'blue hour', artistName: 'NADIA K', duration: 205.5 })).toBe(false)
    expect(sameSong(song, { trackName: 'Blue Hour (Live)', artistName: 'Nadia K', duration: 200 })).toBe(false)
    expect(sameSong(song, { trackName: 'Blue Hour', artistName: 'Nadia', duration: 200 })).toBe(false)
  })

  it('withoutDuplicates keeps the first of each song, in order, and drops those already there', () => {
    const a = { ...song, songId: 'a' }
    const b = { trackName: 'B', artistName: 'Y', duration: 100, songId: 'b' }
    const c = { trackName: 'C', artistName: 'Z', duration: 100, songId: 'c' }
    expect(withoutDuplicates([b, a, { ...b }, c], [c])).toEqual([b, a])
  })
})

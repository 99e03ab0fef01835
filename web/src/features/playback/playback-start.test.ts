import { describe, expect, it } from 'vitest'
import { routes, routeUrl } from '@spinroom/schemas'
import { formatSeconds } from './format-time.ts'
import { sameStart } from './playback-start.ts'

describe('sameStart (seed 002, "Playback")', () => {
  const playlist = (id: string) => routeUrl(routes.songs.getSongPlaylist, { id })
  const start = { provider: 'uploadService' as const, url: playlist('a'), endTime: 1000 }

  it('ignores a start with the same provider, end time and stream URL', () => {
    expect(sameStart(start, { ...start })).toBe(true)
  })

  it('starts again when the end time or the URL differs, or nothing plays', () => {
    expect(sameStart(start, { ...start, endTime: 2000 })).toBe(false)
    expect(sameStart(start, { ...start, url: playlist('b') })).toBe(false)
    expect(sameStart(null, start)).toBe(false)
    expect(sameStart(start, null)).toBe(false)
  })
})

describe('formatSeconds', () => {
  it('writes m:ss, and h:mm:ss past an hour', () => {
    expect(formatSeconds(0)).toBe('0:00')
    expect(formatSeconds(65.9)).toBe('1:05')
    expect(formatSeconds(3725)).toBe('1:02:05')
    expect(formatSeconds(-3)).toBe('0:00')
  })
})

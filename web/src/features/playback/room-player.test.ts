import { describe, expect, it } from 'vitest'
import type { DriverStart } from './drivers/driver.ts'
import { sameStart } from './room-player.ts'

const start = (over: Partial<DriverStart> = {}): DriverStart => ({
  provider: 'uploadService',
  id: 'a',
  musicProviders: { uploadService: 'a' },
  duration: 200,
  endTime: 1000,
  ...over
})

describe('seed 002 "Playback": an identical start is ignored', () => {
  it('is the same start only with the same provider, end time and stream', () => {
    expect(sameStart(start(), start())).toBe(true)
    expect(sameStart(start(), start({ endTime: 2000 }))).toBe(false)
    expect(sameStart(start(), start({ provider: 'audius' }))).toBe(false)
    expect(sameStart(start(), start({ id: 'b' }))).toBe(false)
    expect(sameStart(start(), start({ url: 'https://x' }))).toBe(false)
    expect(sameStart(null, start())).toBe(false)
  })
})

import { PROFILE_BATCH_LIMIT, type Room } from '@spinroom/schemas'
import { describe, expect, it } from 'vitest'
import { djProfileBatches } from './profile-batches.ts'

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const room = (...djUuids: string[]) => ({ djUuids }) as Room

describe('DJ profiles are fetched in batches (seed 002 §5: 150 ids per request)', () => {
  it('asks for every playing DJ once, 150 ids a call at most', () => {
    const rooms = Array.from({ length: 320 }, (_, i) => room(uuid(i), uuid(10_000 + i)))
    rooms.push(room(uuid(0)), room())
    const batches = djProfileBatches(rooms)
    expect(PROFILE_BATCH_LIMIT).toBe(150)
    expect(batches.map((b) => b.length)).toEqual([150, 150, 20])
    expect(new Set(batches.flat())).toEqual(new Set(Array.from({ length: 320 }, (_, i) => uuid(i))))
  })

  it('makes no call when no room has a DJ', () => {
    expect(djProfileBatches([room(), room()])).toEqual([])
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HOLD_MS, RoomSequencer, type Batch } from '../../src/services/rooms/live/sequencer.ts'

const ROOM = 'room-1'
const batch = (first: number, last = first): Batch => ({ roomUuid: ROOM, first, last, messages: [] })

describe("a process's order of each room's messages", () => {
  let delivered: number[]
  let sequencer: RoomSequencer
  beforeEach(() => {
    vi.useFakeTimers()
    delivered = []
    sequencer = new RoomSequencer((b) => delivered.push(b.first!))
    sequencer.startAt(ROOM, 10)
  })
  afterEach(() => {
    sequencer.stop()
    vi.useRealTimers()
  })

  it('holds a change that jumps ahead until the missing one comes, or for a second at most', () => {
    sequencer.receive(batch(11))
    sequencer.receive(batch(13))
    expect(delivered).toEqual([11])
    sequencer.receive(batch(12))
    expect(delivered).toEqual([11, 12, 13])

    sequencer.receive(batch(16))
    vi.advanceTimersByTime(HOLD_MS - 1)
    expect(delivered).toEqual([11, 12, 13])
    vi.advanceTimersByTime(1)
    expect(delivered).toEqual([11, 12, 13, 16])
    expect(sequencer.positions()).toEqual([[ROOM, 17]])
  })

  it('after Redis, skips past the numbers lost with it: what it held goes out, and the next change waits for nothing', () => {
    // 11 to 14 went out while Redis was away; 15 came after it was back, before the room was found reset.
    sequencer.receive(batch(15))
    expect(delivered).toEqual([])
    sequencer.skipPast(ROOM, 15)
    expect(delivered).toEqual([15])
    sequencer.receive(batch(16, 17))
    expect(delivered).toEqual([15, 16])
    expect(sequencer.positions()).toEqual([[ROOM, 18]])
    // No hold was left behind to send anything again.
    vi.advanceTimersByTime(HOLD_MS)
    expect(delivered).toEqual([15, 16])
  })

  it('skips to after the room reset when it held nothing, and not backwards when it lost nothing', () => {
    sequencer.skipPast(ROOM, 20)
    sequencer.receive(batch(21))
    expect(delivered).toEqual([21])
    sequencer.skipPast(ROOM, 5)
    expect(sequencer.positions()).toEqual([[ROOM, 22]])
  })

  it('keeps holding a change past a gap the reset does not cover', () => {
    sequencer.receive(batch(14))
    sequencer.receive(batch(20))
    sequencer.skipPast(ROOM, 14)
    expect(delivered).toEqual([14])
    vi.advanceTimersByTime(HOLD_MS)
    expect(delivered).toEqual([14, 20])
  })
})

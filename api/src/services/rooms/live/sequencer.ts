import type { StatefulMessage, StatelessMessage } from '@spinroom/schemas'

/** A message of a live room on its way out: to the room, or to one user's connections. */
export type Outgoing =
  | { kind: 'stateful'; body: StatefulMessage }
  | { kind: 'stateless'; body: StatelessMessage; hiddenFrom?: string[] }
  | { kind: 'direct'; userUuid: string; body: StatelessMessage }

/** The messages of one committed change of a room; `first`..`last` are their numbers (none when all are direct). */
export interface Batch {
  roomUuid: string
  first?: number
  last?: number
  messages: Outgoing[]
}

/**
 * How long a process waits for a missing message from another process before it sends what it holds (clients then see
 * the gap and rejoin).
 */
export const HOLD_MS = 1000

interface RoomOrder {
  next: number
  held: Map<number, Batch>
  timer?: NodeJS.Timeout
}

/**
 * Delivers each room's batches to this process's sockets in number order. A change committed by another
 * process arrives through Redis later than a local one: a batch that jumps ahead waits for the missing ones.
 */
export class RoomSequencer {
  private rooms = new Map<string, RoomOrder>()

  constructor(private deliver: (batch: Batch) => void) {}

  /**
   * A client joined here at `seq`: what comes next starts after it (earlier ones still on their way are stale for it).
   */
  startAt(roomUuid: string, seq: number): void {
    if (!this.rooms.has(roomUuid)) this.rooms.set(roomUuid, { next: seq + 1, held: new Map() })
  }

  receive(batch: Batch): void {
    if (batch.first === undefined || batch.last === undefined) return this.deliver(batch)
    let room = this.rooms.get(batch.roomUuid)
    if (!room) this.rooms.set(batch.roomUuid, (room = { next: batch.first, held: new Map() }))
    if (batch.last < room.next) return this.deliver(batch)
    if (batch.first > room.next) {
      room.held.set(batch.first, batch)
      room.timer ??= setTimeout(() => this.flush(batch.roomUuid), HOLD_MS)
      return
    }
    this.deliver(batch)
    room.next = batch.last + 1
    this.drain(room)
  }

  /**
   * The room's numbers up to `seq` went out while this process could not hear them (Redis was away) and its clients
   * are reset past them: what it holds up to there goes out now, and later numbers no longer wait for the lost ones.
   */
  skipPast(roomUuid: string, seq: number): void {
    const room = this.rooms.get(roomUuid)
    if (!room || seq < room.next) return
    const before = [...room.held.values()].filter((b) => b.first! <= seq).sort((a, b) => a.first! - b.first!)
    for (const batch of before) {
      room.held.delete(batch.first!)
      this.deliver(batch)
      room.next = Math.max(room.next, batch.last! + 1)
    }
    room.next = Math.max(room.next, seq + 1)
    this.drain(room)
  }

  private drain(room: RoomOrder): void {
    for (let batch = room.held.get(room.next); batch; batch = room.held.get(room.next)) {
      room.held.delete(batch.first!)
      this.deliver(batch)
      room.next = batch.last! + 1
    }
    if (!room.held.size) {
      clearTimeout(room.timer)
      room.timer = undefined
    }
  }

  private flush(roomUuid: string): void {
    const room = this.rooms.get(roomUuid)
    if (!room) return
    room.timer = undefined
    const waiting = [...room.held.values()].sort((a, b) => a.first! - b.first!)
    room.held.clear()
    for (const batch of waiting) {
      this.deliver(batch)
      room.next = Math.max(room.next, batch.last! + 1)
    }
  }

  /** Each room this process delivers, with the number of the next message it waits for. */
  positions(): [roomUuid: string, next: number][] {
    return [...this.rooms].map(([roomUuid, room]) => [roomUuid, room.next])
  }

  stop(): void {
    for (const room of this.rooms.values()) clearTimeout(room.timer)
  }
}

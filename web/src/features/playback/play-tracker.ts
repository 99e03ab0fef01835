import type { PlayEventTopic, PlayRecord } from '@spinroom/schemas'

/** The room a play happens in, as the record names it. */
export interface TrackedRoom {
  slug: string
  ownerUuid: string | null
}

/** The song a play is of: `key` tells plays apart (the same song played again is another key). */
export interface TrackedSong {
  key: string
  info: PlayRecord['songInfo']
  djUuid: string | null
}

/** Who listens, as the record names them. */
export interface Listener {
  userUuid: string
  userProvider: string | null
  subscriptionLevel: string | null
}

export interface PlayTrackerOptions {
  send: (topic: PlayEventTopic, record: PlayRecord) => void
  listener: () => Listener
  volume: () => number
  now?: () => Date
  newId?: () => string
}

/** Seed 002 "Play tracking": when 15- and 30-second events are due, in elapsed seconds. */
export const window15Sec = { from: 10, to: 20 }
export const window30Sec = { from: 25, to: 35 }

const within = (elapsed: number, window: { from: number; to: number }) => elapsed >= window.from && elapsed <= window.to

/**
 * Seed 002 "Play tracking": start opens a record, continue updates it and sends the 15- and 30-second events once
 * each, end sends the total played (unless nothing was heard) and clears it; a call for another room or song is
 * ignored.
 */
export class PlayTracker {
  private record: PlayRecord | null = null
  private roomSlug: string | null = null
  private songKey: string | null = null
  private readonly now: () => Date
  private readonly newId: () => string

  constructor(private readonly options: PlayTrackerOptions) {
    this.now = options.now ?? (() => new Date())
    this.newId = options.newId ?? (() => crypto.randomUUID())
  }

  start(room: TrackedRoom, song: TrackedSong, elapsed: number): void {
    const listener = this.options.listener()
    const at = this.now().toISOString()
    const volume = this.options.volume()
    this.roomSlug = room.slug
    this.songKey = song.key
    this.record = {
      userUuid: listener.userUuid,
      roomSlug: room.slug,
      roomOwnerUuid: room.ownerUuid,
      djUuid: song.djUuid,
      songInfo: song.info,
      startedDate: at,
      updatedDate: at,
      volumeStart: volume,
      volumeEnd: volume,
      playId: this.newId(),
      sent15sec: false,
      sent30sec: false,
      userProvider: listener.userProvider,
      subscriptionLevel: listener.subscriptionLevel,
      elapsedSeconds: elapsed
    }
  }

  continue(room: TrackedRoom, song: TrackedSong, elapsed: number): void {
    const record = this.update(room, song, elapsed)
    if (!record) return
    if (!record.sent15sec && within(elapsed, window15Sec)) {
      record.sent15sec = true
      this.options.send('played15Sec', { ...record })
    }
    if (!record.sent30sec && within(elapsed, window30Sec)) {
      record.sent30sec = true
      this.options.send('played30Sec', { ...record })
    }
  }

  end(room: TrackedRoom, song: TrackedSong, elapsed: number): void {
    const record = this.update(room, song, elapsed)
    if (!record) return
    if (elapsed !== 0) this.options.send('totalPlayed', { ...record })
    this.record = null
    this.roomSlug = null
    this.songKey = null
  }

  /** The open record, for a caller that must know whether a play is tracked. */
  get current(): Readonly<PlayRecord> | null {
    return this.record
  }

  private update(room: TrackedRoom, song: TrackedSong, elapsed: number): PlayRecord | null {
    if (!this.record || room.slug !== this.roomSlug || song.key !== this.songKey) return null
    this.record.updatedDate = this.now().toISOString()
    this.record.volumeEnd = this.options.volume()
    this.record.elapsedSeconds = elapsed
    return this.record
  }
}

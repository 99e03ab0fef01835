import jsonpatch, { type Operation } from 'fast-json-patch'
import {
  directMessageNames,
  type CurrentDancefloor,
  type JoinRoom,
  type JoinRoomResult,
  type KickedFromRoom,
  type LiveRoomSettings,
  type LiveRoomState,
  type LiveStatelessMessage,
  type NowPlaying,
  type StatefulMessage
} from '@spinroom/schemas'
import { Emitter } from './emitter.ts'
import { refusedForNow, retryAfterMs, retryDelay } from './refusals.ts'
import type { LiveRoom } from './socket.ts'

/** What a room connection needs of the socket: a `SocketClient` has it, a test gives a fake. */
export interface RoomTransport {
  live: Pick<LiveRoom, 'joinRoom' | 'leaveRoom' | 'on'>
  onReconnect(listener: () => void): () => void
}

export interface RoomConnectionState {
  /** `failed`: the last rejoin failed; the next reconnect tries again. */
  status: 'idle' | 'joining' | 'joined' | 'kicked' | 'failed'
  roomUuid: string | null
  slug: string | null
  /** Number of the last room message the state includes. */
  seq: number
  live: LiveRoomState | null
  kicked: KickedFromRoom | null
  /** Songs played since joining, newest first. */
  recentSongs: NowPlaying[]
  /** Server clock minus this clock, in ms. */
  clockOffsetMs: number
  error: unknown
}

export interface RoomConnectionEvents {
  change: RoomConnectionState
  stateful: StatefulMessage
  stateless: LiveStatelessMessage
  /** The song now playing (null when nothing is left to play). */
  playedSong: NowPlaying | null
  updatedRoomSettings: LiveRoomSettings
  kicked: KickedFromRoom
  /** Why the state is fetched again: a gap, a patch that failed, a reconnect or a room reset. */
  rejoin: string
  error: unknown
}

/** Where the room the connection is in is kept between page loads (seed 002 §3's `currentDancefloor`). */
export interface DancefloorStore {
  read(): CurrentDancefloor | null
  /** null: there is no room to go back into. */
  write(value: CurrentDancefloor | null): void
}

export interface RoomConnectionOptions {
  /** Delay before rejoining after `roomReset` (default: random, under 2 s). */
  resetDelayMs?: () => number
  /**
   * Delay before trying again a rejoin the server refused for now, 429 or 503, given the wait the server asked for, if
   * any (default: that wait and up to half again, so that a crowd refused together does not come back together; else
   * random, 1 to 3 s).
   */
  retryDelayMs?: (retryAfterMs: number | undefined) => number
  recentSongsLimit?: number
  /** Keeps the joined room (slug, password, last error, last connection), so that a reload can join it again. */
  store?: DancefloorStore
}

type Message = { kind: 'stateful'; body: StatefulMessage } | { kind: 'stateless'; body: LiveStatelessMessage }
const idle: RoomConnectionState = {
  status: 'idle',
  roomUuid: null,
  slug: null,
  seq: 0,
  live: null,
  kicked: null,
  recentSongs: [],
  clockOffsetMs: 0,
  error: null
}
const isDirect = (name: string) => (directMessageNames as readonly string[]).includes(name)
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))
/** A first join refused for now (busy, or its database away) is tried this many times before the refusal stands. */
const FIRST_JOIN_TRIES = 5

/** The player's connection to one live room (seed 002, "Room connection"): current state and what happens to it. */
export class RoomConnection extends Emitter<RoomConnectionEvents> {
  private current: RoomConnectionState = idle
  private passwords: Omit<JoinRoom, 'roomUuid'> = {}
  private generation = 0
  /** Messages that arrive while the state is being fetched; null when none is. */
  private buffer: Message[] | null = null
  private timer?: ReturnType<typeof setTimeout>
  private readonly stop: (() => void)[]

  constructor(
    private transport: RoomTransport,
    private options: RoomConnectionOptions = {}
  ) {
    super()
    this.stop = [
      transport.live.on('statefulMessage', (body) => this.receive({ kind: 'stateful', body })),
      transport.live.on('statelessMessage', (body) => this.receive({ kind: 'stateless', body })),
      transport.onReconnect(() => this.rejoin('reconnect', { force: true }))
    ]
  }

  get state(): RoomConnectionState {
    return this.current
  }

  /** For React's useSyncExternalStore: `useSyncExternalStore(room.subscribe, () => room.state)`. */
  subscribe = (listener: () => void): (() => void) => this.on('change', listener)

  /**
   * Joins a room, leaving the previous one and clearing its state. Refused for now (429, 503: a crowd coming back, the
   * database away for a moment), it tries again after a while, as a rejoin does, up to FIRST_JOIN_TRIES times.
   */
  async join(roomUuid: string, passwords: Omit<JoinRoom, 'roomUuid'> = {}): Promise<JoinRoomResult> {
    const previous = this.current.roomUuid
    const generation = this.reset()
    if (previous && previous !== roomUuid) await this.transport.live.leaveRoom({ roomUuid: previous }).catch(() => {})
    this.passwords = passwords
    this.update({ ...idle, status: 'joining', roomUuid })
    for (let tried = 1; ; tried++) {
      try {
        return await this.fetch(generation)
      } catch (error) {
        if (generation === this.generation && refusedForNow(error) && tried < FIRST_JOIN_TRIES) {
          await new Promise((resolve) => setTimeout(resolve, this.retryDelayMs(error)))
          if (generation === this.generation) continue
        }
        if (generation === this.generation) {
          this.update({ ...idle, error })
          this.options.store?.write({ slug: null, password: null, error: messageOf(error), lastConnection: null })
        }
        throw error
      }
    }
  }

  /** Leaves the room; the state and the stored room are cleared. */
  async leave(): Promise<void> {
    const { roomUuid, status } = this.current
    this.reset()
    this.update(idle)
    this.options.store?.write(null)
    if (roomUuid && status !== 'kicked') await this.transport.live.leaveRoom({ roomUuid }).catch(() => {})
  }

  /** The server's clock now, in ms. */
  serverNow(): number {
    return Date.now() + this.current.clockOffsetMs
  }

  /** Seconds into the song now playing: its duration minus the time left until its end. */
  playbackPosition(): number | null {
    const playing = this.current.live?.nowPlaying
    if (!playing) return null
    return Math.max(0, (playing.song.duration ?? 0) - (playing.endTime - this.serverNow()) / 1000)
  }

  close(): void {
    this.reset()
    this.stop.forEach((stop) => stop())
  }

  private reset(): number {
    clearTimeout(this.timer)
    this.buffer = null
    return ++this.generation
  }

  /** How long to wait before trying again a join refused for now, from the wait the refusal asks for. */
  private retryDelayMs(error: unknown): number {
    return (this.options.retryDelayMs ?? retryDelay)(retryAfterMs(error))
  }

  private update(next: RoomConnectionState) {
    this.current = next
    this.emit('change', next)
  }

  private async fetch(generation: number): Promise<JoinRoomResult> {
    this.buffer ??= []
    const roomUuid = this.current.roomUuid!
    const sent = Date.now()
    const result = await this.transport.live.joinRoom({ roomUuid, ...this.passwords })
    if (generation !== this.generation) return result
    const waiting = this.buffer ?? []
    this.buffer = null
    this.update({
      ...this.current,
      status: 'joined',
      seq: result.seq,
      live: result.state,
      slug: result.state.settings.slug,
      kicked: null,
      error: null,
      clockOffsetMs: result.serverTime - (sent + Date.now()) / 2
    })
    this.options.store?.write({
      slug: result.state.settings.slug,
      password: this.passwords.password ?? this.passwords.guestPassword ?? null,
      error: null,
      lastConnection: Date.now()
    })
    // Data for this connection alone comes first: later patches may rely on it.
    const direct = waiting.filter((m) => isDirect(m.body.name))
    for (const message of [...direct, ...waiting.filter((m) => !direct.includes(m))]) this.receive(message)
    return result
  }

  /** Fetches the state again; `force`: also when a fetch is under way (a reconnect loses its answer). */
  private rejoin(reason: string, { force = false, delayMs = 0 } = {}) {
    const { roomUuid, status } = this.current
    if (!roomUuid || status === 'kicked' || status === 'idle' || (this.buffer && !force)) return
    const generation = this.reset()
    this.buffer = []
    this.emit('rejoin', reason)
    const run = () =>
      this.fetch(generation).catch((error: unknown) => {
        if (generation !== this.generation) return
        this.buffer = null
        this.update({ ...this.current, status: 'failed', error })
        this.remember({ error: messageOf(error) })
        this.emit('error', error)
        // Busy, or its database away for a moment: on a live connection no reconnect would come to try again.
        if (refusedForNow(error)) this.rejoin('retry', { force: true, delayMs: this.retryDelayMs(error) })
      })
    if (delayMs) this.timer = setTimeout(run, delayMs)
    else void run()
  }

  private receive(message: Message) {
    const { body } = message
    if (body.roomUuid !== this.current.roomUuid) return
    if (this.buffer) return void this.buffer.push(message)
    if (!this.current.live) return
    // A message arrives after it was sent: the server's clock is at least its sentAt now. A join answer held up on its
    // way back (a busy server or tab) left the offset too small, and the room would play behind.
    const atLeast = body.sentAt - Date.now()
    if (atLeast > this.current.clockOffsetMs) this.current = { ...this.current, clockOffsetMs: atLeast }
    if (message.kind === 'stateless' && message.body.name === 'kickedFromRoom') return this.kick(message.body.params)
    if (!isDirect(body.name)) {
      if (body.seq <= this.current.seq) return
      if (body.seq > this.current.seq + 1) return this.rejoin(`gap: ${this.current.seq} → ${body.seq}`)
    }
    if (message.kind === 'stateful') this.applyStateful(message.body)
    else this.applyStateless(message.body)
  }

  private applyStateful(message: StatefulMessage) {
    let live: LiveRoomState
    try {
      live = jsonpatch.applyPatch(this.current.live, message.statePatch as Operation[], true, false).newDocument!
    } catch (error) {
      return this.rejoin(`${message.name} #${message.seq}: ${(error as Error).message}`)
    }
    const seq = isDirect(message.name) ? this.current.seq : message.seq
    const played = message.name === 'playedSong' && live.nowPlaying ? [live.nowPlaying] : []
    const recentSongs = [...played, ...this.current.recentSongs].slice(0, this.options.recentSongsLimit ?? 50)
    if (live.settings.slug !== this.current.slug) this.remember({ slug: live.settings.slug })
    this.update({ ...this.current, live, seq, slug: live.settings.slug, recentSongs })
    this.emit('stateful', message)
    if (message.name === 'playedSong') this.emit('playedSong', live.nowPlaying)
    if (message.name === 'updatedRoomSettings') this.emit('updatedRoomSettings', live.settings)
  }

  private applyStateless(message: LiveStatelessMessage) {
    this.update({ ...this.current, seq: message.seq })
    this.emit('stateless', message)
    if (message.name !== 'roomReset') return
    this.update({ ...this.current, status: 'joining', live: null, seq: 0 })
    this.rejoin('roomReset', { force: true, delayMs: this.options.resetDelayMs?.() ?? Math.random() * 2000 })
  }

  private kick(kicked: KickedFromRoom) {
    // The server has already taken this connection out of the room: there is nothing to leave there.
    this.reset()
    this.update({ ...idle, status: 'kicked', kicked })
    this.options.store?.write(null)
    this.emit('kicked', kicked)
  }

  /** Changes some fields of the stored room, if one is stored. */
  private remember(change: Partial<CurrentDancefloor>) {
    const stored = this.options.store?.read()
    if (stored) this.options.store!.write({ ...stored, ...change })
  }
}

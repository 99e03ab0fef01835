import { createSocketClient, RoomConnection, type RoomConnectionState, type SocketClient } from '@spinroom/client'

export interface DemoDjBotOptions {
  /** The API's own origin. */
  url: string
  roomUuid: string
  nickname: string
  /** A fresh access token of the bot, asked for at each (re)connection. */
  token: () => Promise<string>
  /** How long to wait before trying again after a refused seat or a first failed join (ms). */
  retryMs: number
}

/** The longest wait between two tries to join. */
const MAX_RETRY_MS = 5 * 60_000

/** The HTTP status of an error the API answered over socket.io (a Feathers error's `code`). */
const statusOf = (error: unknown) => (error as { code?: unknown } | null)?.code

const log = (nickname: string, message: string, error?: unknown) =>
  console.log(`demo DJ ${nickname}: ${message}${error ? ` (${(error as Error).message ?? error})` : ''}`)

/**
 * One demo DJ bot over `@spinroom/client`: stays in the demo room and on its stage. It names no song: the room plays
 * the head of its queue and moves it to the end, so its queue plays round and round. After a room reset it rejoins
 * (the room connection does), after a kick it comes back when the kick expires, after a failure it tries again.
 */
export class DemoDjBot {
  private readonly client: SocketClient
  private readonly room: RoomConnection
  private uuid: string | null = null
  private timer?: NodeJS.Timeout
  private seatTimer?: NodeJS.Timeout
  private seating = false
  /** No seat is asked for before this time (ms): set after a refusal, so room messages do not repeat it. */
  private seatAfter = 0
  private stopped = false
  /** Failed joins in a row: each doubles the wait before the next try. */
  private failures = 0

  constructor(private readonly options: DemoDjBotOptions) {
    this.client = createSocketClient({ url: options.url, io: { transports: ['websocket'] } })
    this.room = new RoomConnection(this.client)
    this.room.on('change', (state) => this.follow(state))
  }

  start(): void {
    void this.connect()
  }

  stop(): void {
    this.stopped = true
    clearTimeout(this.timer)
    clearTimeout(this.seatTimer)
    this.room.close()
    this.client.close()
  }

  private later(ms: number, run: () => void): void {
    clearTimeout(this.timer)
    if (!this.stopped) this.timer = setTimeout(run, ms)
  }

  /** Authenticates with a fresh token and joins the room; seating follows from the joined state. */
  private async connect(): Promise<void> {
    if (this.stopped) return
    try {
      const auth = await this.client.authenticate(await this.options.token())
      this.uuid = auth.user?.id ?? null
      await this.room.join(this.options.roomUuid)
      this.failures = 0
    } catch (error) {
      if (this.stopped) return
      // The room or the bot account is gone: trying again cannot help.
      if (statusOf(error) === 404 || statusOf(error) === 401) {
        log(this.options.nickname, 'cannot join the demo room; this demo DJ stops', error)
        return this.stop()
      }
      const delay = Math.min(this.options.retryMs * 2 ** this.failures++, MAX_RETRY_MS)
      log(this.options.nickname, `could not join the demo room, trying again in ${delay} ms`, error)
      this.later(delay, () => void this.connect())
    }
  }

  private follow(state: RoomConnectionState): void {
    if (this.stopped) return
    if (state.status === 'kicked' && state.kicked && !state.kicked.expirationTime) {
      log(this.options.nickname, 'banned from the demo room; staying out')
    } else if (state.status === 'kicked' && state.kicked?.expirationTime) {
      const back = Math.max(0, Date.parse(state.kicked.expirationTime) - Date.now()) + 1000
      log(this.options.nickname, `kicked from the demo room until ${state.kicked.expirationTime}; back then`)
      // The kick explains a seat refused just before it: once back, the bot asks for a seat at once.
      clearTimeout(this.seatTimer)
      this.seatAfter = 0
      this.later(back, () => void this.connect())
    } else if (state.status === 'failed') {
      log(this.options.nickname, 'lost the demo room, joining again', state.error)
      void this.connect()
    } else if (state.status === 'joined') void this.keepSeat(state)
  }

  /** Takes a DJ seat when the bot has none and one is free. */
  private async keepSeat(state: RoomConnectionState): Promise<void> {
    const live = state.live
    if (!live || !this.uuid || this.seating || Date.now() < this.seatAfter) return
    if (live.djs.some((dj) => dj.uuid === this.uuid) || live.djs.length >= live.settings.numberOfDjs) return
    this.seating = true
    try {
      await this.client.live.addDj({ roomUuid: this.options.roomUuid })
    } catch (error) {
      // Already seated: another connection of this bot (a second API process) was quicker.
      if (statusOf(error) !== 409 && !this.stopped && this.room.state.status === 'joined') {
        log(this.options.nickname, `could not take a DJ seat, trying again in ${this.options.retryMs} ms`, error)
        this.seatAfter = Date.now() + this.options.retryMs
        clearTimeout(this.seatTimer)
        this.seatTimer = setTimeout(() => this.follow(this.room.state), this.options.retryMs)
      }
    } finally {
      this.seating = false
    }
  }
}

import type { Application } from '../../../declarations.ts'
import { advance } from './dj-engine.ts'
import { endedPlays } from './ended-plays.ts'
import { sweepDepartures } from './presence.ts'
import { mutateRoom } from './store.ts'

export const POLL_MS = 200

/** Advances a room whose song end or departure is due; another process holding the row is left to it. */
export async function handleDue(app: Application, roomId: number): Promise<void> {
  await mutateRoom(
    app,
    roomId,
    async (m) => {
      if (m.state.nowPlaying && m.state.nowPlaying.endTime <= m.now) {
        // Only here does a song play to its end; skips and departures record plays that earn nothing.
        const play = await advance(m, false)
        if (play) await endedPlays.run(app, m, play)
      }
      await sweepDepartures(m, app.get('config').liveGraceMs)
    },
    { due: true }
  )
}

/**
 * Ends songs on time in every process: a timer for the soonest end this process knows of, and a poll
 * (one indexed query every 200 ms) that finds what is due, or due before the next poll, whoever started it.
 */
export class SongClock {
  private timer?: NodeJS.Timeout
  private armedAt = Infinity
  private poller?: NodeJS.Timeout
  private polling = false
  private again = false
  private stopped = false

  constructor(private app: Application) {}

  start(): void {
    this.poller = setInterval(() => void this.poll(), POLL_MS)
    this.app.on(
      'live-rooms:changed',
      ({ songEndsAt }: { songEndsAt: number | null }) => songEndsAt && this.arm(songEndsAt)
    )
  }

  stop(): void {
    this.stopped = true
    clearInterval(this.poller)
    clearTimeout(this.timer)
  }

  private arm(at: number): void {
    if (this.stopped || at >= this.armedAt) return
    clearTimeout(this.timer)
    this.armedAt = at
    this.timer = setTimeout(
      () => {
        this.armedAt = Infinity
        void this.poll()
      },
      Math.max(0, at - Date.now())
    )
  }

  private async poll(): Promise<void> {
    if (this.stopped) return
    if (this.polling) {
      this.again = true
      return
    }
    this.polling = true
    this.again = false
    try {
      const now = Date.now()
      const rows: { roomId: number; songEndsAt: Date | null; graceEndsAt: Date | null }[] = await this.app
        .get('knex')('room_live_state')
        .where('songEndsAt', '<=', new Date(now + POLL_MS))
        .orWhere('graceEndsAt', '<=', new Date(now))
        .select('roomId', 'songEndsAt', 'graceEndsAt')
      for (const row of rows) {
        const due = Math.min(
          row.songEndsAt ? new Date(row.songEndsAt).getTime() : Infinity,
          row.graceEndsAt ? new Date(row.graceEndsAt).getTime() : Infinity
        )
        if (due <= now) await handleDue(this.app, row.roomId)
        else this.arm(due)
      }
    } catch (error) {
      if (!this.stopped) this.app.get('log').error({ err: error }, 'live rooms: song clock poll failed')
    } finally {
      this.polling = false
      if (this.again) void this.poll()
    }
  }
}

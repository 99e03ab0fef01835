// The evening's listeners (crowd-worker.ts in worker threads): where they sit, how many are in, what reached them.
import type { Worker } from 'node:worker_threads'
import { startTsWorker } from '../live-crowd.ts'
import type { CrowdWorkerSetup, JoinSplit, Seat } from './crowd-worker.ts'
import type { Tally } from './tally.ts'

/** What the last listener of a room got of one message: when, and how many of those in the room had it. */
export interface Delivery {
  lastAt: number
  count: number
  expected: number
}

export interface EveningCrowd {
  size: number
  /** Listeners in their rooms now. */
  joined(): number
  /** How a room message reached the room's listeners; null when none reported it within `timeoutMs`. */
  delivered(room: string, name: string, sentAt: number, timeoutMs?: number): Promise<Delivery | null>
  /** From now on, `perMinute` of the listeners reload each minute, at a steady rate (0 stops them). */
  churn(perMinute: number): void
  /** Each reconnect since the last call: connection to join answer (ms), and when it was answered (epoch ms). */
  takeJoins(): Join[]
  /** How many times a listener's connection dropped, or its reload failed, from `since` on (epoch ms). */
  lostSince(since: number): number
  /** Each listener cut from `since` on that came back, as far as the threads have told. */
  returnsSince(since: number): Return[]
  /** Each listener thread's load, every few seconds since it was ready. */
  loads: ThreadLoad[]
  close(): Promise<void>
}

/** The steps of a socket.io join, in their order, as a JoinSplit names them. */
export const JOIN_STEPS = ['open', 'namespace', 'authenticate', 'joinRoom'] as const satisfies (keyof JoinSplit)[]

/** A reconnect's join: how long it took, when it was answered, and (on socket.io) where the time went. */
export interface Join {
  at: number
  ms: number
  split?: JoinSplit
}

/** A dropped listener back in its room: when it was cut and back (epoch ms), and its last try's steps (socket.io). */
export interface Return {
  lostAt: number
  backAt: number
  /** How many tries it took, and when the last began. */
  tries: number
  lastTryAt: number
  split?: JoinSplit
}

/** How busy one listener thread was in a few seconds (0 to 1), and its longest event-loop stall in them. */
export interface ThreadLoad {
  thread: number
  at: number
  busy: number
  lagMaxMs: number
}

interface Part {
  worker: Worker
  rooms: Set<string>
  joined: number
}

/** `seats` split over `workers` threads, each connecting `atOnce` at a time; resolves once all are in. */
export async function startEveningCrowd(
  url: string,
  livePath: string | null,
  seats: Seat[],
  options: { workers: number; atOnce: number; timed: string[]; tally: Tally }
): Promise<EveningCrowd> {
  const chunk = Math.ceil(seats.length / options.workers)
  const joins: Join[] = []
  const returns: Return[] = []
  const losses: number[] = []
  const loads: ThreadLoad[] = []
  const reports = new Map<string, { parts: number; delivery: Delivery }>()
  const waiting = new Map<string, () => void>()
  let printed = 0
  const parts: Part[] = []
  const progress = () => {
    const joined = parts.reduce((sum, p) => sum + p.joined, 0)
    if (joined - printed < 1000) return
    printed = joined - (joined % 1000)
    console.log(`  ${printed} listeners in`)
  }
  const started = Array.from({ length: Math.ceil(seats.length / chunk) }, (_, i) => {
    const mine = seats.slice(i * chunk, (i + 1) * chunk)
    const setup: CrowdWorkerSetup = { url, livePath, seats: mine, atOnce: options.atOnce, timed: options.timed }
    const part: Part = {
      worker: startTsWorker(new URL('./crowd-worker.ts', import.meta.url), setup),
      rooms: new Set(mine.map((s) => s.room)),
      joined: 0
    }
    parts.push(part)
    return new Promise<void>((resolve, reject) => {
      part.worker.on('error', reject)
      part.worker.on('message', (m: Record<string, any>) => {
        if (m.type === 'ready') resolve()
        if (m.type === 'progress' || m.type === 'joined') {
          part.joined = m.joined
          if (m.type === 'progress') progress()
        }
        if (m.type === 'join') joins.push({ at: m.at, ms: m.ms, ...(m.split ? { split: m.split } : {}) })
        if (m.type === 'lost') losses.push(m.at)
        if (m.type === 'back')
          returns.push({
            lostAt: m.lostAt,
            backAt: m.backAt,
            tries: m.tries,
            lastTryAt: m.lastTryAt,
            ...(m.split ? { split: m.split } : {})
          })
        if (m.type === 'load') loads.push({ thread: i, at: m.at, busy: m.busy, lagMaxMs: m.lagMaxMs })
        if (m.type === 'failure') options.tally.count('listener', m.kind, m.startedAt)
        if (m.type === 'arrival') {
          const known = reports.get(m.key)
          const delivery = known?.delivery ?? { lastAt: 0, count: 0, expected: 0 }
          delivery.lastAt = Math.max(delivery.lastAt, m.lastAt)
          delivery.count += m.count
          delivery.expected += m.expected
          reports.set(m.key, { parts: (known?.parts ?? 0) + 1, delivery })
          waiting.get(m.key)?.()
        }
      })
    })
  })
  try {
    await Promise.all(started)
  } catch (error) {
    await Promise.all(parts.map((p) => p.worker.terminate()))
    throw error
  }
  // Reports of messages nobody waits for (their sender never learned their sentAt) are dropped after a minute; cuts and
  // returns after ten, longer than a fault is watched.
  const prune = setInterval(() => {
    for (const [key, { delivery }] of reports) if (delivery.lastAt < Date.now() - 60_000) reports.delete(key)
    const old = Date.now() - 600_000
    losses.splice(0, losses.filter((at) => at < old).length)
    returns.splice(0, returns.filter((r) => r.backAt < old).length)
  }, 30_000)
  const partsIn = (room: string) => parts.filter((p) => p.rooms.has(room)).length
  return {
    size: seats.length,
    joined: () => parts.reduce((sum, p) => sum + p.joined, 0),
    async delivered(room, name, sentAt, timeoutMs = 10_000) {
      const key = `${room}|${name}|${sentAt}`
      const complete = () => (reports.get(key)?.parts ?? 0) >= partsIn(room)
      if (!complete())
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, timeoutMs)
          waiting.set(key, () => complete() && (clearTimeout(timer), resolve()))
        })
      waiting.delete(key)
      const report = reports.get(key)
      reports.delete(key)
      return report ? report.delivery : null
    },
    churn: (perMinute) => parts.forEach((p) => p.worker.postMessage({ type: 'churn', perMinute })),
    takeJoins: () => joins.splice(0),
    lostSince: (since) => losses.filter((at) => at >= since).length,
    returnsSince: (since) => returns.filter((r) => r.lostAt >= since),
    loads,
    close: async () => {
      clearInterval(prune)
      await Promise.all(
        parts.map(async ({ worker }) => {
          const closed = new Promise((resolve) =>
            worker.on('message', (m: { type: string }) => m.type === 'closed' && resolve(undefined))
          )
          worker.postMessage({ type: 'close' })
          await closed
          await worker.terminate()
        })
      )
    }
  }
}

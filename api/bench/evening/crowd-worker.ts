// Worker thread of the evening soak (crowd.ts): listeners spread over many rooms, on socket.io or Primus, that come
// back by themselves when their connection drops (as the player and ttfm-socket do), reload at a steady rate (the
// evening's churn), and report when the room messages being timed reached them.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { parentPort, workerData } from 'node:worker_threads'
import { reconnection } from '@spinroom/client'
import { openPrimus, openSocketIo, type JoinSteps, type WireListener } from '../listener-wire.ts'

export interface Seat {
  room: string
  primus: boolean
}

export interface CrowdWorkerSetup {
  url: string
  /** The API's live-rooms path, or null for a bare socket.io server. */
  livePath: string | null
  seats: Seat[]
  atOnce: number
  /** Names of the room messages whose arrival is reported (votedOnSong, chatMessage). */
  timed: string[]
}

interface Listener extends Seat {
  link?: WireListener
  /** The guest's token, kept across reconnects as the player keeps it: one guest, whatever the connection. */
  token?: string
  joined: boolean
  /** When its connection dropped without being asked to (ms since the epoch). */
  lostAt?: number
  closing: boolean
}

const { url, livePath, seats, atOnce, timed } = workerData as CrowdWorkerSetup
const now = () => performance.timeOrigin + performance.now()
const post = (message: object) => parentPort!.postMessage(message)
const listeners: Listener[] = seats.map((seat) => ({ ...seat, joined: false, closing: false }))
const NAME = /"name":"([^"]+)"/
const PRIMUS_SENT = /"sentAt":(\d+)/
const REPORT_AFTER_MS = 3000
const LOAD_EVERY_MS = 5000
let ready = false
let closed = false
let churning: NodeJS.Timeout | undefined

/** Per room message (room, name, server's sentAt): how many of this worker's listeners had it, of how many. */
const arrivals = new Map<string, { count: number; expected: number; lastAt: number; timer: NodeJS.Timeout }>()
const joinedIn = (room: string) => listeners.filter((l) => l.room === room && l.joined).length

function report(key: string) {
  const entry = arrivals.get(key)
  if (!entry) return
  clearTimeout(entry.timer)
  arrivals.delete(key)
  post({ type: 'arrival', key, count: entry.count, expected: entry.expected, lastAt: entry.lastAt })
}

function arrived(listener: Listener, head: string, data: Buffer, primus: boolean) {
  if (!ready) return
  const name = NAME.exec(head)?.[1]
  if (!name || !timed.includes(name)) return
  let sentAt: string | undefined
  if (primus) sentAt = PRIMUS_SENT.exec(head)?.[1]
  else {
    const text = data.toString('utf8')
    const at = text.lastIndexOf('"sentAt":')
    sentAt = at < 0 ? undefined : /^\d+/.exec(text.slice(at + 9))?.[0]
  }
  if (!sentAt) return
  const key = `${listener.room}|${name}|${sentAt}`
  let entry = arrivals.get(key)
  if (!entry) {
    entry = {
      count: 0,
      expected: joinedIn(listener.room),
      lastAt: 0,
      timer: setTimeout(() => report(key), REPORT_AFTER_MS)
    }
    arrivals.set(key, entry)
  }
  entry.count++
  entry.lastAt = now()
  if (entry.count >= entry.expected) report(key)
}

/**
 * A socket.io join's time split into its steps (ms): opening (TCP, HAProxy, the WebSocket upgrade and engine.io's
 * handshake), the namespace's connect (with the token's authentication, for one coming back), a new guest's
 * authentication, joinRoom; none for Primus.
 */
export type JoinSplit = { open: number; namespace: number; authenticate: number; joinRoom: number }

function splitOf(started: number, steps: JoinSteps): JoinSplit | undefined {
  const { opened, connected, authenticated, joined } = steps
  if (opened === undefined || connected === undefined || authenticated === undefined || joined === undefined)
    return undefined
  return {
    open: opened - started,
    namespace: connected - opened,
    authenticate: authenticated - connected,
    joinRoom: joined - authenticated
  }
}

/** Connects and joins; answers how long it took and its steps, or throws. */
async function join(listener: Listener): Promise<{ ms: number; split?: JoinSplit }> {
  const started = now()
  const link = listener.primus
    ? await openPrimus(url, listener.room, (head, data) => arrived(listener, head, data, true), listener.token)
    : openSocketIo(url, livePath, listener.room, (head, data) => arrived(listener, head, data, false), listener.token)
  listener.link = link
  link.ws.on('close', () => dropped(listener, link))
  try {
    listener.token = await link.joined
  } catch (error) {
    link.ws.terminate()
    throw error
  }
  listener.joined = true
  return { ms: now() - started, split: splitOf(started, link.steps) }
}

/** A joined listener's connection dropped: it comes back by itself (a failed join is retried by its own caller). */
function dropped(listener: Listener, link: WireListener) {
  if (listener.link !== link || !listener.joined) return
  listener.joined = false
  if (listener.closing || closed) return
  lost(listener)
  void comeBack(listener)
}

/** Marks a listener cut (once, until it is back) and tells the crowd, which counts who is still away. */
function lost(listener: Listener) {
  if (listener.lostAt !== undefined) return
  listener.lostAt = now()
  post({ type: 'lost', at: listener.lostAt })
}

/** The wait before a client's next try, as `@spinroom/client` backs off: doubling, randomised, capped. */
function backOff(attempt: number): Promise<void> {
  const { reconnectionDelay, reconnectionDelayMax, randomizationFactor } = reconnection
  const jitter = 1 + randomizationFactor * (2 * Math.random() - 1)
  return new Promise((r) => setTimeout(r, Math.min(reconnectionDelayMax, reconnectionDelay * 2 ** attempt * jitter)))
}

/** As `@spinroom/client` does after a dropped connection: tries again with its backoff and randomness. */
async function comeBack(listener: Listener) {
  for (let attempt = 0; !closed; attempt++) {
    await backOff(attempt)
    const lastTryAt = now()
    try {
      const { split } = await join(listener)
      post({ type: 'back', lostAt: listener.lostAt, backAt: now(), tries: attempt + 1, lastTryAt, split })
      listener.lostAt = undefined
      return
    } catch (error) {
      post({ type: 'failure', kind: `rejoin: ${kindOf(error)}`, startedAt: listener.lostAt })
    }
  }
}

const kindOf = (error: unknown) =>
  String((error as Error)?.message ?? error)
    .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '<uuid>')
    .slice(0, 120)

/** Closes and joins again: a listener who reloads the page, timed from the new connection to the join answer. */
async function reconnect(listener: Listener): Promise<void> {
  if (!listener.joined) return
  listener.closing = true
  listener.link?.ws.close()
  listener.joined = false
  listener.closing = false
  const startedAt = now()
  try {
    post({ type: 'join', ...(await join(listener)), at: now() })
  } catch (error) {
    post({ type: 'failure', kind: `reconnect: ${kindOf(error)}`, startedAt })
    lost(listener)
    void comeBack(listener)
  }
}

/** A listener's first join, tried again as a client would when it is refused or times out on a busy machine. */
async function firstJoin(listener: Listener): Promise<void> {
  for (let attempt = 0; !closed; attempt++) {
    const startedAt = now()
    try {
      return void (await join(listener))
    } catch (error) {
      post({ type: 'failure', kind: `join: ${kindOf(error)}`, startedAt })
      await backOff(attempt)
    }
  }
}

for (let i = 0; i < listeners.length; i += atOnce) {
  await Promise.all(listeners.slice(i, i + atOnce).map(firstJoin))
  post({ type: 'progress', joined: Math.min(listeners.length, i + atOnce) })
}
ready = true
post({ type: 'ready' })
setInterval(() => post({ type: 'joined', joined: listeners.filter((l) => l.joined).length }), 500).unref()
reportLoad()

/** Every few seconds, how busy this thread was: a saturated listener thread times itself, not the server. */
function reportLoad() {
  const delay = monitorEventLoopDelay({ resolution: 20 })
  delay.enable()
  let last = performance.eventLoopUtilization()
  setInterval(() => {
    const current = performance.eventLoopUtilization()
    post({
      type: 'load',
      at: now(),
      busy: performance.eventLoopUtilization(current, last).utilization,
      lagMaxMs: delay.max / 1e6
    })
    last = current
    delay.reset()
  }, LOAD_EVERY_MS).unref()
}

/**
 * Reloads at a steady rate, as a room's listeners do over an evening: each second, each listener in a room reloads
 * with the chance that makes `perMinute` of them do so in a minute, at a moment of its own within that second.
 */
function churn(perMinute: number) {
  clearInterval(churning)
  if (perMinute <= 0) return
  churning = setInterval(() => {
    for (const l of listeners)
      if (l.joined && Math.random() < perMinute / 60) setTimeout(() => void reconnect(l), Math.random() * 1000)
  }, 1000)
}

parentPort!.on('message', (message: { type: string; perMinute?: number }) => {
  if (message.type === 'churn') churn(message.perMinute!)
  if (message.type === 'close') {
    clearInterval(churning)
    closed = true
    for (const l of listeners) l.link?.ws.terminate()
    post({ type: 'closed' })
  }
})

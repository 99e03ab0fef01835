// Worker thread of the live-room benchmarks (live-crowd.ts): holds listeners' connections off the servers' event loop,
// each speaking socket.io (or, with `primus`, ttfm-socket) through listener-wire.ts.
import { parentPort, workerData } from 'node:worker_threads'
import type WebSocket from 'ws'
import { openPrimus, openSocketIo } from './listener-wire.ts'

interface Setup {
  url: string
  count: number
  /** The API's live-rooms path, or null for the bare server. */
  livePath: string | null
  roomUuid: string
  event: string
  /** How many connect and join at a time. */
  atOnce: number
  /** Listeners are ttfm-socket bots on Primus (`/primus`) instead of socket.io clients. */
  primus?: boolean
}

const { url, count, livePath, roomUuid, event, atOnce, primus } = workerData as Setup
const now = () => performance.timeOrigin + performance.now()
const sockets: WebSocket[] = []
/** Per message number: how many listeners have it and when the last one got it. */
const arrivals = new Map<number, { name: string; count: number; lastAt: number }>()
let listening = false
const eventHead = `42[${JSON.stringify(event)},`
const HEAD = /"seq":(\d+),"name":"([^"]+)"/

/** A message reached one more listener: `key` is its number (a Primus frame has none: how many of its name came). */
function arrived(key: number, name: string) {
  const entry = arrivals.get(key) ?? { name, count: 0, lastAt: 0 }
  entry.count++
  entry.lastAt = now()
  arrivals.set(key, entry)
  if (entry.count < count) return
  parentPort!.postMessage({ type: 'complete', name, lastAt: entry.lastAt })
  arrivals.delete(key)
}

const PRIMUS_HEAD = /"message":\{"name":"([^"]+)"/

/** One ttfm-socket listener: its frames counted by name (a Primus frame has no number). */
async function connectPrimus(): Promise<void> {
  const seen = new Map<string, number>()
  const listener = await openPrimus(url, roomUuid, (head) => {
    if (!listening) return
    const name = PRIMUS_HEAD.exec(head)?.[1]
    if (!name) return
    const nth = (seen.get(name) ?? 0) + 1
    seen.set(name, nth)
    arrived(-nth, name)
  })
  sockets.push(listener.ws)
  await listener.joined
}

/** One socket.io listener: its events of the measured name counted by number. */
function connect(): Promise<void> {
  const listener = openSocketIo(url, livePath, roomUuid, (head) => {
    if (!listening || !head.startsWith(eventHead)) return
    const message = HEAD.exec(head)
    if (message) arrived(Number(message[1]), message[2])
  })
  sockets.push(listener.ws)
  return listener.joined.then(() => undefined)
}

// In waves of `atOnce` (all at once for a reconnect storm).
for (let i = 0; i < count; i += atOnce) {
  await Promise.all(Array.from({ length: Math.min(atOnce, count - i) }, primus ? connectPrimus : connect))
  parentPort!.postMessage({ type: 'progress', connected: Math.min(count, i + atOnce) })
}
// Listening starts once everyone is in, so only the measured messages are counted.
listening = true
parentPort!.postMessage({ type: 'ready' })
parentPort!.on('message', (message: { type: string }) => {
  if (message.type !== 'close') return
  for (const socket of sockets) socket.close()
  parentPort!.postMessage({ type: 'closed' })
})

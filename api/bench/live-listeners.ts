// Worker thread of the live-room benchmarks (live-crowd.ts): holds listeners' connections off the servers' event loop.
// Each listener speaks socket.io's wire protocol over a bare WebSocket and reads only the head of each message (its
// number and name): a socket.io client would parse every join answer (the whole room) for each of thousands of
// listeners, and the bench's own clients would then dominate what it measures.
import { parentPort, workerData } from 'node:worker_threads'
import WebSocket from 'ws'

interface Setup {
  url: string
  count: number
  /** The API's live-rooms path, or null for the bare server. */
  livePath: string | null
  roomUuid: string
  event: string
  /** How many connect and join at a time. */
  atOnce: number
}

const { url, count, livePath, roomUuid, event, atOnce } = workerData as Setup
const now = () => performance.timeOrigin + performance.now()
const sockets: WebSocket[] = []
/** Per message number: how many listeners have it and when the last one got it. */
const arrivals = new Map<number, { name: string; count: number; lastAt: number }>()
let listening = false
const eventHead = `42[${JSON.stringify(event)},`
const HEAD = /"seq":(\d+),"name":"([^"]+)"/

function arrived(seq: number, name: string) {
  const entry = arrivals.get(seq) ?? { name, count: 0, lastAt: 0 }
  entry.count++
  entry.lastAt = now()
  arrivals.set(seq, entry)
  if (entry.count < count) return
  parentPort!.postMessage({ type: 'complete', seq, name, lastAt: entry.lastAt })
  arrivals.delete(seq)
}

/** One listener: engine.io's open and pings, socket.io's namespace connect, event acks by id, and the events. */
function connect(): Promise<void> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`)
  sockets.push(ws)
  const acks = new Map<number, (ok: boolean, answer: Buffer) => void>()
  let nextId = 0
  const call = (...args: unknown[]) =>
    new Promise<void>((resolve, reject) => {
      const id = nextId++
      acks.set(id, (ok, answer) =>
        ok ? resolve() : reject(new Error(`${String(args[0])}: ${answer.toString('utf8', 0, 300)}`))
      )
      ws.send(`42${id}${JSON.stringify(args)}`)
    })
  return new Promise<void>((resolve, reject) => {
    ws.on('error', reject)
    ws.on('message', (data: Buffer) => {
      const head = data.toString('utf8', 0, 200)
      if (head === '2') return ws.send('3')
      if (head.startsWith('0')) return ws.send('40')
      if (head.startsWith('40')) {
        const joined = livePath
          ? call('create', 'api/user-service/authentication', { strategy: 'guest' }, {}).then(() =>
              call('joinRoom', livePath, { roomUuid }, {})
            )
          : call('join', roomUuid)
        return void joined.then(resolve, reject)
      }
      const ack = /^43(\d+)\[/.exec(head)
      if (ack) {
        const done = acks.get(Number(ack[1]))
        acks.delete(Number(ack[1]))
        return done?.(head.startsWith(`${ack[0]}null`), data)
      }
      if (!listening || !head.startsWith(eventHead)) return
      const message = HEAD.exec(head)
      if (message) arrived(Number(message[1]), message[2])
    })
  })
}

// In waves of `atOnce` (all at once for a reconnect storm).
for (let i = 0; i < count; i += atOnce) {
  await Promise.all(Array.from({ length: Math.min(atOnce, count - i) }, connect))
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

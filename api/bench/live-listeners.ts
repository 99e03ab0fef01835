// Worker thread of api/bench/live-room.ts: holds the listeners' socket.io connections off the server's event loop.
import { parentPort, workerData } from 'node:worker_threads'
import { io, type Socket } from 'socket.io-client'

interface Setup {
  url: string
  count: number
  /** The API's live-rooms path, or null for the bare server. */
  livePath: string | null
  roomUuid: string
  event: string
}

const { url, count, livePath, roomUuid, event } = workerData as Setup
const now = () => performance.timeOrigin + performance.now()
const sockets: Socket[] = []
/** Per message number: how many listeners have it and when the last one got it. */
const arrivals = new Map<number, { name: string; count: number; lastAt: number }>()

const ack = (socket: Socket, ...args: unknown[]) =>
  new Promise<any>((resolve, reject) =>
    socket.emit(...(args as [string]), (error: unknown, result: unknown) =>
      error ? reject(new Error(JSON.stringify(error))) : resolve(result)
    )
  )

function listen(socket: Socket) {
  socket.on(event, (message: { seq: number; name: string }) => {
    const entry = arrivals.get(message.seq) ?? { name: message.name, count: 0, lastAt: 0 }
    entry.count++
    entry.lastAt = now()
    arrivals.set(message.seq, entry)
    if (entry.count === count) {
      parentPort!.postMessage({ type: 'complete', seq: message.seq, name: message.name, lastAt: entry.lastAt })
      arrivals.delete(message.seq)
    }
  })
}

async function connect(): Promise<void> {
  const socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false })
  sockets.push(socket)
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('connect_error', reject))
  if (livePath) {
    await ack(socket, 'create', 'api/user-service/authentication', { strategy: 'guest' }, {})
    await ack(socket, 'joinRoom', livePath, { roomUuid }, {})
  } else {
    await ack(socket, 'join', roomUuid)
  }
}

// In small batches: joining is serialised per room anyway, and every join is a message to everyone already in.
for (let i = 0; i < count; i += 50) {
  await Promise.all(Array.from({ length: Math.min(50, count - i) }, connect))
  parentPort!.postMessage({ type: 'progress', connected: Math.min(count, i + 50) })
}
// Listening starts once everyone is in, so only the measured messages are counted.
arrivals.clear()
for (const socket of sockets) listen(socket)
parentPort!.postMessage({ type: 'ready' })
parentPort!.on('message', (message: { type: string }) => {
  if (message.type !== 'close') return
  for (const socket of sockets) socket.close()
  parentPort!.postMessage({ type: 'closed' })
})

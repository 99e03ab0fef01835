// Worker thread of the socket-flood benchmark: one connection that sends floods of calls, off the API's event loop.
// As live-listeners.ts, it speaks socket.io's wire protocol over a bare WebSocket and reads only each answer's head, so
// that the flooder's own work stays small beside the server's.
import { parentPort, workerData } from 'node:worker_threads'
import WebSocket from 'ws'

interface Setup {
  url: string
  /** The authentication service's path (the flooder signs in as a guest). */
  authPath: string
  /** The service the flood calls `find` on. */
  findPath: string
  calls: number
  /** A flood not answered within this long counts its missing answers as unanswered. */
  answerMs: number
}

/** How one flood ended: calls answered with a result, refused with 429, otherwise failed, or not answered at all. */
export interface FloodOutcome {
  answered: number
  refused: number
  failed: number
  unanswered: number
  /** From the first call sent to the last one answered. */
  lastMs: number
}

type Answer = 'answered' | 'refused' | 'failed'
const { url, authPath, findPath, calls, answerMs } = workerData as Setup
const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`)
const acks = new Map<number, (answer: Answer) => void>()
let nextId = 0

const call = (...args: unknown[]) =>
  new Promise<Answer>((resolve) => {
    const id = nextId++
    acks.set(id, resolve)
    ws.send(`42${id}${JSON.stringify(args)}`)
  })

async function flood(): Promise<FloodOutcome> {
  const started = performance.now()
  const tally: FloodOutcome = { answered: 0, refused: 0, failed: 0, unanswered: calls, lastMs: 0 }
  const all = Array.from({ length: calls }, () =>
    call('find', findPath, {}).then((answer) => {
      tally[answer]++
      tally.unanswered--
      tally.lastMs = performance.now() - started
    })
  )
  await Promise.race([Promise.all(all), new Promise((resolve) => setTimeout(resolve, answerMs))])
  acks.clear()
  return { ...tally }
}

ws.on('message', (data: Buffer) => {
  const head = data.toString('utf8', 0, 100)
  if (head === '2') return ws.send('3')
  if (head.startsWith('0')) return ws.send('40')
  if (head.startsWith('40'))
    return void call('create', authPath, { strategy: 'guest' }, {}).then((answer) => {
      if (answer !== 'answered') throw new Error('guest sign-in failed')
      parentPort!.postMessage({ type: 'ready' })
    })
  const ack = /^43(\d+)\[/.exec(head)
  if (!ack) return
  const done = acks.get(Number(ack[1]))
  acks.delete(Number(ack[1]))
  if (head.startsWith(`${ack[0]}null`)) return done?.('answered')
  const [error] = JSON.parse(data.toString('utf8', ack[0].length - 1)) as [{ code?: number }]
  done?.(error.code === 429 ? 'refused' : 'failed')
})
parentPort!.on('message', async (message: { type: string }) => {
  if (message.type === 'flood') parentPort!.postMessage({ type: 'flooded', outcome: await flood() })
  if (message.type === 'close') ws.close()
})

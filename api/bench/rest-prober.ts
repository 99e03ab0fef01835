// Worker thread of the socket-flood benchmark: another client calling one REST route, one call after another, off the
// API's event loop, so that its own work does not wait for the flood the API is handling.
import { parentPort, workerData } from 'node:worker_threads'

interface Setup {
  /** The route's whole URL. */
  url: string
  headers: Record<string, string>
}

const { url, headers } = workerData as Setup
let probing = false

async function call(): Promise<number> {
  const started = performance.now()
  const res = await fetch(url, { headers })
  await res.arrayBuffer()
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`)
  return performance.now() - started
}

/** Calls until `count` are done, or while probing when `count` is undefined. */
async function probe(count?: number): Promise<number[]> {
  const latencies: number[] = []
  while (count === undefined ? probing : latencies.length < count) latencies.push(await call())
  return latencies
}

let running: Promise<number[]> | undefined
parentPort!.on('message', async (message: { type: string; count?: number }) => {
  if (message.type === 'probe') parentPort!.postMessage({ type: 'probed', latencies: await probe(message.count) })
  if (message.type === 'start') {
    probing = true
    running = probe()
  }
  if (message.type === 'stop') {
    probing = false
    parentPort!.postMessage({ type: 'probed', latencies: await running })
  }
})
parentPort!.postMessage({ type: 'ready' })

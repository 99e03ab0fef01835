// The listeners of the live-room benchmarks: socket.io clients in worker threads (live-listeners.ts), off the event
// loop of the bench and of the servers it measures.
import { Worker } from 'node:worker_threads'

export interface Crowd {
  /** When the last listener got the next message of this name (ms since the epoch). */
  completed(name: string): Promise<number>
  close(): Promise<void>
}

/** Listeners of one worker: `count` connections to `url`. */
export interface CrowdPart {
  url: string
  count: number
}

export interface CrowdSetup {
  /** The API's live-rooms path, or null for a bare server. */
  livePath: string | null
  roomUuid: string
  event: string
  /** How many listeners of each worker connect and join at a time. */
  atOnce: number
  /** ttfm-socket listeners on Primus instead of socket.io ones. */
  primus?: boolean
}

interface WorkerMessage {
  type: string
  name?: string
  lastAt?: number
  connected?: number
}

interface Part {
  worker: Worker
  connected: number
  waiting: { name: string; resolve: (at: number) => void }[]
}

/** A worker thread running the TypeScript module at `module` (a file URL) with `workerData`. */
export function startTsWorker(module: URL, workerData: unknown): Worker {
  // A .ts entry is resolved before tsx's hooks exist in the worker: start from a one-line import instead.
  const href = JSON.stringify(module.href)
  const entry = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${href}, ${JSON.stringify(import.meta.url)}))`
  return new Worker(entry, { eval: true, workerData })
}

function startPart(part: CrowdPart, setup: CrowdSetup, progress: () => void): { state: Part; ready: Promise<void> } {
  const worker = startTsWorker(new URL('./live-listeners.ts', import.meta.url), { ...part, ...setup })
  const state: Part = { worker, connected: 0, waiting: [] }
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('error', reject)
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'ready') resolve()
      if (message.type === 'progress') {
        state.connected = message.connected!
        progress()
      }
      if (message.type === 'complete') {
        const index = state.waiting.findIndex((w) => w.name === message.name)
        if (index >= 0) state.waiting.splice(index, 1)[0].resolve(message.lastAt!)
      }
    })
  })
  return { state, ready }
}

/** Starts every part's worker and waits until all their listeners are connected (and joined). */
export async function startCrowd(parts: CrowdPart[], setup: CrowdSetup): Promise<Crowd> {
  let started: Part[] = []
  let printed = 0
  const progress = () => {
    const connected = started.reduce((sum, part) => sum + part.connected, 0)
    if (connected - printed < 500) return
    printed = connected - (connected % 500)
    process.stdout.write(`  ${printed} listeners in\n`)
  }
  const launched = parts.map((part) => startPart(part, setup, progress))
  started = launched.map((l) => l.state)
  await Promise.all(launched.map((l) => l.ready))
  return {
    completed: async (name) =>
      Math.max(
        ...(await Promise.all(
          started.map((part) => new Promise<number>((resolve) => part.waiting.push({ name, resolve })))
        ))
      ),
    close: async () => {
      await Promise.all(
        started.map(async ({ worker }) => {
          const closed = new Promise((resolve) =>
            worker.on('message', (m: WorkerMessage) => m.type === 'closed' && resolve(undefined))
          )
          worker.postMessage({ type: 'close' })
          await closed
          await worker.terminate()
        })
      )
    }
  }
}

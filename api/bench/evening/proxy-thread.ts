// A TcpProxy on a thread of its own: every database query and Redis message of the API processes passes through it,
// and on the bench's main thread (the stage, the traffic, the probes) each waited for that busy loop.
import type { Worker } from 'node:worker_threads'
import { startTsWorker } from '../live-crowd.ts'

export class ProxyThread {
  port = 0
  private readonly worker: Worker

  constructor(host: string, port: number) {
    this.worker = startTsWorker(new URL('./proxy-worker.ts', import.meta.url), { host, port })
    this.worker.unref()
  }

  private command(command: 'start' | 'stop'): Promise<void> {
    return new Promise((resolve, reject) => {
      this.worker.once('error', reject)
      this.worker.once('message', (answer: { port: number }) => {
        this.worker.off('error', reject)
        this.port = answer.port
        resolve()
      })
      this.worker.postMessage(command)
    })
  }

  async start(): Promise<this> {
    await this.command('start')
    return this
  }

  /** Down: every connection cut, the port closed (the thread stays, to start it again). */
  stop(): Promise<void> {
    return this.command('stop')
  }

  async close(): Promise<void> {
    await this.stop()
    await this.worker.terminate()
  }
}

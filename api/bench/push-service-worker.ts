// The notify-fans bench's push service, in a worker thread: a real push service is elsewhere, so its HTTP work is not
// charged to the API's thread. Posts its origin once listening, then `reached` once `target` messages have arrived.
import { parentPort, workerData } from 'node:worker_threads'
import { startPushService } from '../test/social/push-stand-ins.ts'

const { target } = workerData as { target: number }
const push = await startPushService()
parentPort!.postMessage({ type: 'ready', origin: push.origin })
await push.waitFor(target)
parentPort!.postMessage({ type: 'reached', count: push.received.length })

// Worker thread of proxy-thread.ts: one TcpProxy, started and stopped on the parent's word.
import { parentPort, workerData } from 'node:worker_threads'
import { TcpProxy } from '../../../scripts/tcp-proxy.ts'

const { host, port } = workerData as { host: string; port: number }
const proxy = new TcpProxy(host, port)

parentPort!.on('message', async (command: 'start' | 'stop') => {
  if (command === 'start') await proxy.start()
  else await proxy.stop()
  parentPort!.postMessage({ port: proxy.port })
})

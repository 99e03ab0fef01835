import { once } from 'node:events'
import { createServer } from 'node:net'

/** A local TCP port nothing listens on now (for the tests and the benchmarks that start servers of their own). */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as { port: number }
  await new Promise((closed) => server.close(closed))
  return port
}

// Node takes one waiting connection per listening socket per turn of its event loop (libuv). A process whose turns
// take 20 ms under load accepts 50 connections a second, and the 2,500 listeners of a killed process waited half a
// minute in the kernel's queue for the survivor, its readiness checks with them. More sockets on the same port
// (SO_REUSEPORT, which the kernel spreads connections over) each take one a turn.
import { createServer, type Server as NetServer, type Socket } from 'node:net'
import type { Server } from 'node:http'
import type { Logger } from './log.ts'

export interface ListenAt {
  port: number
  host: string
  backlog: number
  /** `LISTEN_SOCKETS`: how many sockets accept on the port; 1 is one socket, as Node listens by default. */
  sockets: number
}

/** What listens: the app's own server and the sockets that hand it their connections. */
export interface Listening {
  server: Server
  /** How many sockets accept on the port. */
  sockets: number
  /**
   * Stops the extra sockets accepting, at once: the connections they took belong to the app's server, whose teardown
   * ends them (waiting for those first held a stop for good while the demo DJs' sockets stayed open).
   */
  close(): Promise<void>
}

function listenOn(server: NetServer, options: object): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options, () => {
      server.off('error', reject)
      resolve()
    })
  })
}

const closed = (server: NetServer) => new Promise<void>((resolve) => server.close(() => resolve()))

/**
 * Listens with `listen` (the app's, given Node's listen options), then adds `at.sockets - 1` sockets on the same port
 * that pass what they accept to the app's server. The port is first taken alone for a moment, so that a port another
 * process holds is refused as usual (EADDRINUSE) instead of shared. Where the system or Node cannot share a port, the
 * app listens on its one socket and says so.
 */
export async function listenShared(
  listen: (options: object) => Promise<Server>,
  at: ListenAt,
  log: Logger
): Promise<Listening> {
  const base = { port: at.port, host: at.host, backlog: at.backlog }
  // Port 0 picks a free port per socket: there is nothing to share.
  const sharing = at.sockets > 1 && at.port !== 0
  if (sharing) {
    const probe = createServer()
    await listenOn(probe, base)
    await closed(probe)
  }
  const server = await listen(sharing ? { ...base, reusePort: true } : base)
  const extra: NetServer[] = []
  const handOver = (socket: Socket) => server.emit('connection', socket)
  for (let i = 1; sharing && i < at.sockets; i++) {
    // As the HTTP server's own: no Nagle delay on the small frames of live rooms.
    const acceptor = createServer({ noDelay: true }, handOver)
    try {
      await listenOn(acceptor, { ...base, reusePort: true })
      extra.push(acceptor)
    } catch (error) {
      log.warn({ err: error, sockets: extra.length + 1 }, 'listening: this system cannot share the port (SO_REUSEPORT)')
      break
    }
  }
  return { server, sockets: 1 + extra.length, close: async () => extra.forEach((acceptor) => acceptor.close()) }
}

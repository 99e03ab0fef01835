import type { Server, Socket } from 'socket.io'
import type { Logger } from './log.ts'
import type { Metrics } from './metrics.ts'

/** The real-time transports counted apart in the metrics and named in the log. */
export type Transport = 'socketio' | 'primus'

/** Who a connection is, once known: Feathers keeps the authentication result on the connection. */
const userOf = (connection: object | undefined) => (connection as { user?: { id?: string } } | undefined)?.user?.id

/** One line and one gauge step per connect and disconnect of any transport. */
export function socketOpened(log: Logger, metrics: Metrics, transport: Transport, facts: Record<string, unknown>) {
  metrics.socketsConnected.inc({ transport })
  log.info({ transport, ...facts }, 'socket connected')
  return (more: Record<string, unknown>) => {
    metrics.socketsConnected.dec({ transport })
    log.info({ transport, ...facts, ...more }, 'socket disconnected')
  }
}

/** socket.io: every connection and disconnection, with the socket id, address and (when signed in) the user. */
export function observeSockets(io: Server, log: Logger, metrics: Metrics): void {
  metrics.socketsConnected.set({ transport: 'socketio' }, 0)
  io.on('connection', (socket: Socket & { feathers?: { ip?: string } }) => {
    const closed = socketOpened(log, metrics, 'socketio', { socketId: socket.id, ip: socket.feathers?.ip })
    socket.once('disconnect', (reason: string) => closed({ reason, user: userOf(socket.feathers) }))
  })
}

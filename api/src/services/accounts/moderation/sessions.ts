import type { RealTimeConnection } from '@feathersjs/feathers'
import type { ModerationNotice, ModerationSocketEvent } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import { userChannel } from '../../../channels.ts'

/** What @feathersjs/socketio keeps on each socket.io socket: its Feathers connection is `socket.feathers`. */
interface FeathersSocket {
  feathers?: RealTimeConnection
  emit(event: string, data: unknown): void
  disconnect(): void
}

/**
 * Tells every open socket of a user why it is being closed, then closes it; returns how many were closed.
 * Reaches the sockets of this process (a user's channel holds only local connections).
 */
export function closeUserSockets(
  app: Application,
  userId: string,
  event: ModerationSocketEvent,
  notice: ModerationNotice
): number {
  const name = userChannel(userId)
  // app.channel() creates a channel that is never dropped: look before touching it.
  if (!app.channels.includes(name) || !app.io) return 0
  const connections = new Set<RealTimeConnection>(app.channel(name).connections)
  const sockets = (app.io as { of(namespace: string): { sockets: Map<string, FeathersSocket> } }).of('/').sockets
  let closed = 0
  for (const socket of sockets.values()) {
    if (!socket.feathers || !connections.has(socket.feathers)) continue
    // The event packet goes out before the namespace's disconnect packet, so the client sees both, in order.
    socket.emit(event, notice)
    socket.disconnect()
    closed++
  }
  return closed
}

import type { RealTimeConnection } from '@feathersjs/feathers'
import type { ModerationNotice, ModerationSocketEvent } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import { userChannel } from '../../../channels.ts'
import { busSignal } from '../../../bus.ts'

/** What @feathersjs/socketio keeps on each socket.io socket: its Feathers connection is `socket.feathers`. */
export interface FeathersSocket {
  feathers?: RealTimeConnection
  emit(event: string, data: unknown): void
  disconnect(): void
}

/** A closing that the other API processes carry out on their own sockets. */
interface Closing {
  userId: string
  event: ModerationSocketEvent
  notice: ModerationNotice
}

const closings = (app: Application) => busSignal<Closing>(app, 'user-socket-closings')

/** The app event each process emits as it closes a user's sockets, for the other transports' connections (Primus). */
export const USER_SOCKETS_CLOSED = 'user-sockets-closed'

/** This process's socket.io sockets. */
export const localSockets = (app: Application): Iterable<FeathersSocket> =>
  app.io ? (app.io.of('/').sockets as Map<string, FeathersSocket>).values() : []

/** Tells a socket why it is being closed, then closes it. */
export function endSocket(socket: FeathersSocket, event: ModerationSocketEvent, notice: ModerationNotice): void {
  // The event packet goes out before the namespace's disconnect packet, so the client sees both, in order.
  socket.emit(event, notice)
  socket.disconnect()
}

/** Closes the user's sockets on this process (a user's channel holds only local connections). */
function closeLocalSockets(
  app: Application,
  userId: string,
  event: ModerationSocketEvent,
  notice: ModerationNotice
): number {
  app.emit(USER_SOCKETS_CLOSED, userId)
  const name = userChannel(userId)
  // app.channel() creates a channel that is never dropped: look before touching it.
  if (!app.channels.includes(name)) return 0
  const connections = new Set<RealTimeConnection>(app.channel(name).connections)
  let closed = 0
  for (const socket of localSockets(app)) {
    if (!socket.feathers || !connections.has(socket.feathers)) continue
    endSocket(socket, event, notice)
    closed++
  }
  return closed
}

/**
 * Tells every open socket of a user why it is being closed, then closes it, on this process and, through the bus, on
 * every other; returns how many were closed here.
 */
export function closeUserSockets(
  app: Application,
  userId: string,
  event: ModerationSocketEvent,
  notice: ModerationNotice
): number {
  closings(app).send({ userId, event, notice })
  return closeLocalSockets(app, userId, event, notice)
}

/** Closes here the sockets another process asks to close, from the start. */
export function relayUserSocketClosing(app: Application): void {
  closings(app).fromOthers(({ userId, event, notice }) => closeLocalSockets(app, userId, event, notice))
}

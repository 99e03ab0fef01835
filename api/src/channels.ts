import type { RealTimeConnection } from '@feathersjs/feathers'
import { isAdmin, isModerator } from '@spinroom/schemas'
import type { Application } from './declarations.ts'

export const ANONYMOUS = 'anonymous'
export const AUTHENTICATED = 'authenticated'
export const ADMINS = 'admins'
export const MODERATORS = 'moderators'
/** Everything about one user goes to this channel: all of their connections. */
export const userChannel = (userId: string) => `users/${userId}`
/** Everything happening in one live room goes to this channel. */
export const roomChannel = (roomId: string) => `rooms/${roomId}`

/** Connections that have logged in: only they can be in channels besides the anonymous one. */
const loggedIn = new WeakSet<RealTimeConnection>()

/** The channels each connection is in: leaving them all walks those few, not every channel of the process. */
const memberships = new WeakMap<RealTimeConnection, Set<string>>()

/** Puts a connection in a channel (and records it, for when the connection goes). */
export function joinChannel(app: Application, name: string, connection: RealTimeConnection): void {
  app.channel(name).join(connection)
  const names = memberships.get(connection) ?? new Set<string>()
  memberships.set(connection, names.add(name))
}

export function leaveChannel(app: Application, name: string, connection: RealTimeConnection): void {
  app.channel(name).leave(connection)
  memberships.get(connection)?.delete(name)
}

/** Takes out of a channel the connections `picked` chooses. */
export function leaveChannelWhere(
  app: Application,
  name: string,
  picked: (connection: RealTimeConnection) => boolean
): void {
  app.channel(name).leave((connection: RealTimeConnection) => {
    if (!picked(connection)) return false
    memberships.get(connection)?.delete(name)
    return true
  })
}

function leaveAll(app: Application, connection: RealTimeConnection) {
  for (const name of memberships.get(connection) ?? []) app.channel(name).leave(connection)
  memberships.delete(connection)
}

/** Channels are opt-in: nothing is published unless a service's `publish` names where it goes. */
export function configureChannels(app: Application): void {
  // A closed connection leaves the channels it is in: Feathers' own walks a channel of every connection of the process,
  // 3 ms for each of a crowd's reconnects at 2,500 listeners (lib/socketio.ts leaves it out).
  app.on('disconnect', (connection: RealTimeConnection) => leaveAll(app, connection))
  app.on('connection', (connection: RealTimeConnection) => joinChannel(app, ANONYMOUS, connection))
  app.on(
    'login',
    (
      result: {
        type?: string
        user?: { id: string; roles: string[] }
        guest?: { uuid: string }
        apiKey?: { id: string }
      },
      { connection }: { connection?: RealTimeConnection }
    ) => {
      if (!connection) return
      // A socket that logs in again (another account, other roles) must not keep the channels of the previous login.
      if (loggedIn.has(connection)) leaveAll(app, connection)
      else leaveChannel(app, ANONYMOUS, connection)
      loggedIn.add(connection)
      joinChannel(app, AUTHENTICATED, connection)
      const id = result.user?.id ?? result.guest?.uuid ?? result.apiKey?.id
      if (id) joinChannel(app, userChannel(id), connection)
      if (result.user && isModerator(result.user.roles)) joinChannel(app, MODERATORS, connection)
      if (result.user && isAdmin(result.user.roles)) joinChannel(app, ADMINS, connection)
    }
  )
  app.on('logout', (_result: unknown, { connection }: { connection?: RealTimeConnection }) => {
    if (!connection) return
    leaveAll(app, connection)
    joinChannel(app, ANONYMOUS, connection)
  })
}

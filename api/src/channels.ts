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

// One channel at a time: a combined channel of every name gathers every connection of the process, on each login.
function leaveAll(app: Application, connection: RealTimeConnection) {
  for (const name of app.channels) app.channel(name).leave(connection)
}

/** Channels are opt-in: nothing is published unless a service's `publish` names where it goes. */
export function configureChannels(app: Application): void {
  app.on('connection', (connection: RealTimeConnection) => app.channel(ANONYMOUS).join(connection))
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
      // A socket that logs in again (another account, other roles) must not keep the channels of the previous login;
      // walking every channel on a first login cost a process taking back 2,500 listeners a second of CPU.
      if (loggedIn.has(connection)) leaveAll(app, connection)
      else app.channel(ANONYMOUS).leave(connection)
      loggedIn.add(connection)
      app.channel(AUTHENTICATED).join(connection)
      const id = result.user?.id ?? result.guest?.uuid ?? result.apiKey?.id
      if (id) app.channel(userChannel(id)).join(connection)
      if (result.user && isModerator(result.user.roles)) app.channel(MODERATORS).join(connection)
      if (result.user && isAdmin(result.user.roles)) app.channel(ADMINS).join(connection)
    }
  )
  app.on('logout', (_result: unknown, { connection }: { connection?: RealTimeConnection }) => {
    if (!connection) return
    leaveAll(app, connection)
    app.channel(ANONYMOUS).join(connection)
  })
}

import { feathers, type Application } from '@feathersjs/feathers'
import socketio from '@feathersjs/socketio-client'
import authentication, { getDefaultStorage, type AuthenticationClientOptions } from '@feathersjs/authentication-client'
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client'
import {
  bases,
  socketPath,
  fillPath,
  serviceLocation,
  liveRoomActionNames,
  liveRoomPath,
  sessionEndingEvents,
  type AuthResult,
  type LiveActionInput,
  type LiveActionResult,
  type LiveRoomActionName,
  type LiveRoomMessages,
  type ModerationNotice,
  type Route,
  type RouteResult,
  type SessionEndingEvent
} from '@spinroom/schemas'
import { ApiError } from './errors.ts'
import { ReconnectingAuthentication } from './reauthentication.ts'
import type { CallArgs } from './rest.ts'

/** The Feathers authentication service of the user service. */
export const authenticationPath = `${bases.accounts.base.slice(1)}/authentication`

/** The live room's actions as typed methods. */
export type LiveActions = { [N in LiveRoomActionName]: (input: LiveActionInput<N>) => Promise<LiveActionResult<N>> }
/** The live room's actions and its messages as typed events (`on` answers its unsubscribe). */
export type LiveRoom = LiveActions & {
  on<E extends keyof LiveRoomMessages>(event: E, listener: (message: LiveRoomMessages[E]) => void): () => void
}

/** The server ended the session (a ban, a deactivation): which event, why and until when. */
export type SessionEnd = ModerationNotice & { event: SessionEndingEvent }

export interface SocketClientOptions {
  /** The server's origin, e.g. `http://127.0.0.1:3030`; the page's own origin when left out. */
  url?: string
  /** Options of the socket.io connection (e.g. `{ transports: ['websocket'] }`). */
  io?: Partial<ManagerOptions & SocketOptions>
  /** Where the access token is kept (the browser's localStorage by default, memory in Node). */
  storage?: AuthenticationClientOptions['storage']
  storageKey?: string
}

export interface SocketClient {
  socket: Socket
  /** The Feathers client underneath, for what this one does not wrap. */
  feathers: Application
  live: LiveRoom
  /** Authenticates the connection with an access token (strategy `jwt`). */
  authenticate(accessToken: string): Promise<AuthResult>
  signIn(email: string, password: string): Promise<AuthResult>
  /** A new guest token, the connection authenticated with it. */
  signInAsGuest(): Promise<AuthResult>
  /** Authenticates again with the stored token; rejects when there is none or it is no longer valid. */
  reAuthenticate(): Promise<AuthResult>
  /** The authentication in progress or done (after a reconnect, the stored token is sent again), if any. */
  authentication(): Promise<AuthResult> | null
  /** Ends the session on the server and always forgets the token here. */
  logout(): Promise<void>
  /** Calls a REST route over socket.io as the Feathers service method that serves it. */
  call<R extends Route>(route: R, ...args: CallArgs<R>): Promise<RouteResult<R>>
  /** Called each time the connection comes back after being lost. */
  onReconnect(listener: () => void): () => void
  /**
   * Called when the server ends the session (`banned`, `deactivated`): by then the token is forgotten here and the
   * connection the server closed is open again, signed out.
   */
  onSessionEnded(listener: (end: SessionEnd) => void): () => void
  close(): void
}

interface FeathersError {
  code?: number
  name?: string
  message?: string
  className?: string
  data?: unknown
}
const toApiError = (error: unknown) => {
  const code = (error as FeathersError | undefined)?.code
  return error instanceof Error && typeof code === 'number' ? new ApiError(code, error as FeathersError) : error
}

/**
 * The service path a call goes to: the route's parent path with its parameters filled in (the server's router reads
 * them back from the path, as over REST), the trailing parameter the method takes as its id, and the method.
 */
function locate(route: Route, params: Record<string, unknown>) {
  const { parent, idName, method } = serviceLocation(route)
  const path = `${route.base.slice(1)}${parent === '/' ? '' : fillPath({ path: parent }, params)}`
  return { path, idName, method }
}

interface AnyService {
  find(params: object): Promise<unknown>
  get(id: unknown, params: object): Promise<unknown>
  create(data: unknown, params: object): Promise<unknown>
  update(id: unknown, data: unknown, params: object): Promise<unknown>
  patch(id: unknown, data: unknown, params: object): Promise<unknown>
  remove(id: unknown, params: object): Promise<unknown>
}

/**
 * After a dropped connection the client tries again after `reconnectionDelay`, doubling up to `reconnectionDelayMax`,
 * each wait up to half longer or shorter at random: half socket.io's first wait, so that a crowd whose process died is
 * back sooner (the API's join gate takes such a crowd in turn).
 */
export const reconnection = { reconnectionDelay: 500, reconnectionDelayMax: 5000, randomizationFactor: 0.5 } as const

/** A socket.io client of the API: the live room, authentication and any REST route. */
export function createSocketClient(options: SocketClientOptions = {}): SocketClient {
  const connection = { path: socketPath, ...reconnection, ...options.io }
  const socket = options.url ? io(options.url, connection) : io(connection)
  const transport = socketio(socket)
  const app = feathers()
    .configure(transport)
    .configure(
      authentication({
        path: authenticationPath,
        // Feathers' default is one store per Node process: clients there would sign in again with each other's tokens.
        storage: options.storage ?? getDefaultStorage(),
        Authentication: ReconnectingAuthentication,
        ...(options.storageKey ? { storageKey: options.storageKey } : {})
      })
    )
  app.use(liveRoomPath, transport.service(liveRoomPath), { methods: liveRoomActionNames })
  // The socket.io service gets the table's methods at run time (`methods` above), which its type cannot show.
  const service = app.service(liveRoomPath) as unknown as Record<LiveRoomActionName, (data: unknown) => Promise<never>>
  const events = app.service(liveRoomPath)
  const live = {} as LiveActions
  for (const name of liveRoomActionNames) Object.assign(live, { [name]: (input: unknown) => service[name](input) })
  const on: LiveRoom['on'] = (event, listener) => {
    events.on(event, listener)
    return () => void events.off(event, listener)
  }
  // Feathers types the answer as a loose record; the API's authentication service answers the seeds' AuthResult.
  const auth = async (data: { strategy: string; [key: string]: unknown }) =>
    (await app.authenticate(data)) as AuthResult
  // The reset takes effect at once: a disconnect right after must not send the forgotten token again.
  const forget = () => Promise.all([app.authentication.reset(), app.authentication.removeAccessToken()])

  return {
    socket,
    feathers: app,
    live: { ...live, on },
    authenticate: (accessToken) => auth({ strategy: 'jwt', accessToken }),
    signIn: (email, password) => auth({ strategy: 'local', email, password }),
    signInAsGuest: () => auth({ strategy: 'guest' }),
    reAuthenticate: async () => (await app.reAuthenticate()) as AuthResult,
    authentication: () => app.get('authentication') ?? null,
    async logout() {
      try {
        await app.logout()
      } finally {
        await forget()
      }
    },
    async call(route, ...[input]) {
      const given = (input ?? {}) as { params?: Record<string, unknown>; query?: object; body?: unknown }
      if (route.consumes === 'multipart/form-data') throw new Error(`${route.name}: send files over REST`)
      const { path, idName, method } = locate(route, given.params ?? {})
      const id = idName ? given.params?.[idName] : null
      const query = given.query ?? {}
      const params = { query, route: given.params ?? {} }
      // A call with an id goes to `path/<id>`: `path` alone may match a shorter service's `:id` (roomUserRoles/5).
      const target = (): AnyService => app.service(idName ? `${path}/${encodeURIComponent(String(id))}` : path)
      const run = () => {
        switch (method) {
          case 'find':
            return target().find(params)
          case 'get':
            return target().get(id, params)
          case 'create':
            // A POST with an id is `create` on the parent service: the API reads the id from the path.
            return target().create(given.body ?? {}, params)
          case 'update':
            return target().update(id, given.body, params)
          case 'patch':
            return target().patch(id, given.body, params)
          case 'remove':
            // Over socket.io a remove carries no data: the API reads a DELETE's body from the query.
            return target().remove(id, { ...params, query: { ...query, ...(given.body as object) } })
        }
      }
      try {
        return (await run()) as RouteResult<typeof route>
      } catch (error) {
        throw toApiError(error)
      }
    },
    onReconnect(listener) {
      socket.io.on('reconnect', listener)
      return () => void socket.io.off('reconnect', listener)
    },
    onSessionEnded(listener) {
      const stops = sessionEndingEvents.map((event) => {
        const ended = (notice: ModerationNotice) => {
          // The server closes this socket right after the event; a closed-by-server socket does not reconnect alone.
          // Told once it is open again, so a sign-in that follows is not sent on the connection being closed.
          const reopened = new Promise<void>((resolve) =>
            socket.once('disconnect', () => {
              socket.once('connect', resolve)
              socket.connect()
            })
          )
          void Promise.all([forget(), reopened]).then(() => listener({ event, ...notice }))
        }
        socket.on(event, ended)
        return () => void socket.off(event, ended)
      })
      return () => stops.forEach((stop) => stop())
    },
    close() {
      // Feathers' client makes the class given as `Authentication` above.
      ;(app.authentication as ReconnectingAuthentication).close()
      socket.close()
    }
  }
}

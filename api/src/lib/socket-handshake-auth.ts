import type { Server } from 'socket.io'
import { FeathersError } from '@feathersjs/errors'
import type { Application, RealTimeConnection } from '@feathersjs/feathers'

/** What a refused connect carries to the client's `connect_error`: the Feathers error as a call's refusal has it. */
class RefusedConnect extends Error {
  readonly data: unknown
  constructor(error: unknown) {
    const refusal = error instanceof FeathersError ? error : null
    super(refusal?.message ?? 'The connection could not be authenticated')
    this.data = refusal?.toJSON()
  }
}

/**
 * socket.io's own way to send credentials, `io(url, { auth: { accessToken } })`: the connection is authenticated as
 * by a `create` on `authService` with strategy `jwt`, before socket.io answers the connect. One round trip fewer than
 * authenticating after it, for every client that comes back with its token; a token refused (401, or 400 for one that
 * is no string) refuses the connect, whose `connect_error` gives the error's message and, in `data`, the error.
 */
export function handshakeAuthentication(app: Application, io: Server, authService: string): void {
  io.use((socket, next) => {
    const auth = socket.handshake.auth as Record<string, unknown> | undefined
    // Feathers' socket.io transport keeps call params on `socket.feathers`, which socket.io's types do not know.
    const connection = (socket as unknown as { feathers: RealTimeConnection }).feathers
    // An Authorization header at the handshake was taken already (Feathers' own middleware).
    if (!auth || !('accessToken' in auth) || connection.authentication) return next()
    app
      .service(authService)
      .create({ strategy: 'jwt', accessToken: auth.accessToken }, { provider: 'socketio', connection })
      .then(
        () => next(),
        (error: unknown) => next(new RefusedConnect(error))
      )
  })
}

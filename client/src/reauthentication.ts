import { AuthenticationClient } from '@feathersjs/authentication-client'
import type { Socket } from 'socket.io-client'
import { refusedForNow, retryAfterMs, retryDelay } from './refusals.ts'

type SignedIn = ReturnType<AuthenticationClient['reAuthenticate']>
type AuthResult = Awaited<SignedIn>
type Refusal = Parameters<AuthenticationClient['handleError']>[0]

/** A reconnect whose sign-in is refused for now is tried this many times before the refusal stands. */
export const REAUTHENTICATE_TRIES = 10

/** The error a refused connect carries (`data`: the API's error, as a call's refusal has it). */
const refusalOf = (error: Error & { data?: { message?: string } }): Refusal =>
  // The API's error as JSON (its code, name and data), on an Error as Feathers' client makes them.
  (error.data ? Object.assign(new Error(error.data.message ?? error.message), error.data) : error) as Refusal

/**
 * A signed-in client's socket reconnects with its token (socket.io's `auth`): the API signs the new connection in
 * before it answers the connect (api/src/lib/socket-handshake-auth.ts), one round trip fewer for each of a crowd
 * coming back, and the calls made meanwhile wait for it. Refused for now (the database away, a crowd coming back), the
 * connect is tried again after the wait the refusal asks for; refused for good (the token revoked or expired), the
 * token is forgotten, the connection opened again signed out, and the calls waiting get the refusal. A connection
 * that was not signed in, or is no longer, connects without credentials.
 */
export class ReconnectingAuthentication extends AuthenticationClient {
  /** The sign-in a reconnect carries, while one is under way. */
  private resuming?: SignedIn
  private retry?: ReturnType<typeof setTimeout>
  private closed = false

  /** The client closes its socket: a refused connect is not tried again. */
  close(): void {
    this.closed = true
    clearTimeout(this.retry)
  }

  handleSocket(socket: Socket) {
    // Credentials the client was made with (`io.auth`) go with every connect but a signed-in client's reconnect.
    const given = socket.auth
    socket.auth = (send) => {
      if (!this.resuming || this.app.get('authentication') !== this.resuming)
        return typeof given === 'function' ? given(send) : send(given ?? {})
      this.getAccessToken().then(
        (accessToken) => send(accessToken ? { accessToken } : {}),
        () => send({})
      )
    }
    socket.on('disconnect', () => {
      if (this.authenticated) this.resume(socket)
    })
  }

  private resume(socket: Socket): void {
    const last = this.app.get('authentication') as SignedIn
    let tried = 0
    const pending: SignedIn = new Promise<AuthResult>((resolve, reject) => {
      const stop = () => {
        socket.off('connect', connected)
        socket.off('connect_error', refused)
        if (this.resuming === pending) this.resuming = undefined
      }
      const connected = () => {
        stop()
        // Signed out meanwhile (the session ended): the sign-in it carried is no longer the client's.
        if (this.app.get('authentication') !== pending) return void last.then(resolve, reject)
        last.then((result) => {
          this.app.emit('login', result)
          this.app.emit('authenticated', result)
          resolve(result)
        }, reject)
      }
      const refused = (error: Error & { data?: { message?: string } }) => {
        // A transport's failure: socket.io tries again by itself. A refused connect it leaves to us.
        if (socket.active) return
        const refusal = refusalOf(error)
        const current = this.app.get('authentication') === pending
        if (this.closed) {
          stop()
          return reject(refusal)
        }
        if (current && refusedForNow(refusal) && ++tried < REAUTHENTICATE_TRIES) {
          this.retry = setTimeout(() => socket.connect(), retryDelay(retryAfterMs(refusal)))
          return
        }
        stop()
        // Signed in or out meanwhile, that stands; else signed out as Feathers does for a refused sign-in.
        const signedOut = current ? this.handleError(refusal, 'authenticate') : Promise.reject(refusal)
        signedOut.catch((failure: unknown) => {
          socket.connect()
          reject(failure)
        })
      }
      socket.on('connect', connected)
      socket.on('connect_error', refused)
    })
    this.resuming = pending
    this.app.set('authentication', pending)
    pending.catch(() => undefined)
  }
}

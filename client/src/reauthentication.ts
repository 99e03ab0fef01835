import { AuthenticationClient } from '@feathersjs/authentication-client'
import { refusedForNow, retryAfterMs, retryDelay } from './refusals.ts'

type SignedIn = ReturnType<AuthenticationClient['reAuthenticate']>

/** A sign-in sent again after a reconnect and refused for now is tried this many times before the refusal stands. */
export const REAUTHENTICATE_TRIES = 10

/**
 * Feathers' client signs in again with the stored token when its socket reconnects, and leaves the answer to whichever
 * call waits for it. Refused for now (the database away, a crowd coming back), Feathers forgot it: the calls after it
 * went out on a connection not signed in again, and with none waiting its rejection went unhandled, which ends a Node
 * process. Here the sign-in is tried again after the wait the refusal asks for, and the calls made meanwhile wait for
 * it; any other failure (the token revoked) stands, for those calls to get.
 */
export class ReconnectingAuthentication extends AuthenticationClient {
  handleSocket(socket: { on(event: 'disconnect', listener: () => void): void }) {
    socket.on('disconnect', () => {
      if (this.authenticated) this.signInAgain()
    })
  }

  private signInAgain(): void {
    const tryAgain = async (): SignedIn => {
      for (let tried = 1; ; tried++) {
        try {
          return await this.reAuthenticate(true)
        } catch (error) {
          if (!refusedForNow(error) || tried >= REAUTHENTICATE_TRIES) throw error
          // Feathers forgot the failed sign-in: a call made while waiting must not go out signed out.
          this.app.set('authentication', pending)
          await new Promise((resolve) => setTimeout(resolve, retryDelay(retryAfterMs(error))))
          // Signed in or out meanwhile: that stands, and nothing waits for this sign-in any more.
          if (this.app.get('authentication') !== pending) throw error
        }
      }
    }
    // Read by the tries after the first, once it is set.
    const pending = tryAgain()
    pending.catch(() => undefined)
  }
}

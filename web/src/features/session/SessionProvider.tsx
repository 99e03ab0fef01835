import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { SessionEnd } from '@spinroom/client'
import type { AuthResult, User } from '@spinroom/schemas'
import { toIdentity, withUser, type Identity } from './identity.ts'
import { readMagicLink } from './magic-link.ts'
import * as sessionApi from './session-api.ts'
import { queryClient } from '../../api/query-client.ts'

export type SessionState =
  | { status: 'restoring' }
  /**
   * `failure`: why an attempt to sign in on arrival (a magic link) did not work; `ended`: why the server ended the
   * session (a ban, a deactivation).
   */
  | { status: 'signedOut'; failure?: unknown; ended?: SessionEnd }
  | { status: 'signedIn'; identity: Identity }

export interface Session {
  state: SessionState
  signIn: (email: string, password: string) => Promise<void>
  continueAsGuest: () => Promise<void>
  /** Adopts the session another route answered (phone code, sign-up). */
  adopt: (result: { accessToken: string }) => Promise<void>
  /** The signed-in user's account changed (their own profile edit). */
  updateUser: (user: User) => void
  signOut: () => Promise<void>
}

export const SessionContext = createContext<Session | null>(null)

/** A magic link in the address signs in with it (then shows its target); otherwise the stored token is tried. */
function arrive(): Promise<AuthResult> {
  const link = readMagicLink(window.location.pathname)
  if (!link) return sessionApi.restoreSession()
  window.history.replaceState(null, '', '/')
  return sessionApi.signInWithMagicLink(link.token).then((result) => {
    window.history.replaceState(null, '', link.target)
    return result
  })
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'restoring' })

  useEffect(() => {
    let current = true
    const viaLink = readMagicLink(window.location.pathname) !== null
    arrive()
      .then((result) => current && setState({ status: 'signedIn', identity: toIdentity(result) }))
      .catch((failure: unknown) => current && setState({ status: 'signedOut', ...(viaLink ? { failure } : {}) }))
    const stopWatching = sessionApi.watchReconnects(
      (result) => current && setState({ status: 'signedIn', identity: toIdentity(result) }),
      () => current && setState({ status: 'signedOut' })
    )
    const stopEnds = sessionApi.watchSessionEnd((ended) => {
      if (!current) return
      queryClient.clear()
      setState({ status: 'signedOut', ended })
    })
    return () => {
      current = false
      stopWatching()
      stopEnds()
    }
  }, [])

  const signIn = useCallback(async (email: string, password: string) => {
    const result = await sessionApi.signInWithPassword(email, password)
    setState({ status: 'signedIn', identity: toIdentity(result) })
  }, [])

  const continueAsGuest = useCallback(async () => {
    const result = await sessionApi.signInAsGuest()
    setState({ status: 'signedIn', identity: toIdentity(result) })
  }, [])

  const adopt = useCallback(async (answer: { accessToken: string }) => {
    const result = await sessionApi.signInWithResult(answer)
    setState({ status: 'signedIn', identity: toIdentity(result) })
  }, [])

  const updateUser = useCallback(
    (user: User) =>
      setState((previous) =>
        previous.status === 'signedIn' ? { status: 'signedIn', identity: withUser(previous.identity, user) } : previous
      ),
    []
  )

  const signOut = useCallback(async () => {
    await sessionApi.signOut().catch(() => undefined)
    queryClient.clear()
    setState({ status: 'signedOut' })
  }, [])

  const session = useMemo(
    () => ({ state, signIn, continueAsGuest, adopt, updateUser, signOut }),
    [state, signIn, continueAsGuest, adopt, updateUser, signOut]
  )
  return <SessionContext value={session}>{children}</SessionContext>
}

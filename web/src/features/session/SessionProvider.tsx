import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { toIdentity, type Identity } from './identity.ts'
import * as sessionApi from './session-api.ts'

export type SessionState =
  { status: 'restoring' } | { status: 'signedOut' } | { status: 'signedIn'; identity: Identity }

export interface Session {
  state: SessionState
  signIn: (email: string, password: string) => Promise<void>
  continueAsGuest: () => Promise<void>
  signOut: () => Promise<void>
}

export const SessionContext = createContext<Session | null>(null)

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'restoring' })

  useEffect(() => {
    let current = true
    sessionApi
      .restoreSession()
      .then((result) => current && setState({ status: 'signedIn', identity: toIdentity(result) }))
      .catch(() => current && setState({ status: 'signedOut' }))
    const stopWatching = sessionApi.watchReconnects(
      (result) => current && setState({ status: 'signedIn', identity: toIdentity(result) }),
      () => current && setState({ status: 'signedOut' })
    )
    return () => {
      current = false
      stopWatching()
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

  const signOut = useCallback(async () => {
    await sessionApi.signOut().catch(() => undefined)
    setState({ status: 'signedOut' })
  }, [])

  const session = useMemo(
    () => ({ state, signIn, continueAsGuest, signOut }),
    [state, signIn, continueAsGuest, signOut]
  )
  return <SessionContext value={session}>{children}</SessionContext>
}

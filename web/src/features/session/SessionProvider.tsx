import { createContext, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { SessionEnd } from '@spinroom/client'
import type { AuthResult, User } from '@spinroom/schemas'
import { signInPage } from '@spinroom/schemas'
import { goTo } from './address.ts'
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
  /** Signs in as a guest; `landing`: the page to show then (a room the visitor tapped). */
  continueAsGuest: (landing?: string) => Promise<void>
  /** Adopts the session another route answered (phone code, sign-up). */
  adopt: (result: { accessToken: string }) => Promise<void>
  /** The signed-in user's account changed (their own profile edit). */
  updateUser: (user: User) => void
  /** Signs out to the sign-in screen, which comes back to `next` once signed in or up (`signUp`: its form first). */
  signOut: (then?: SignInReturn) => Promise<void>
  /**
   * Changes the password (sets a first one when `oldPassword` is left out) and keeps this device signed in: the change
   * ends every session, so it signs in again with the e-mail and the new password.
   */
  changePassword: (change: PasswordChange) => Promise<void>
  /** Ends every session of the account; this device then shows the sign-in screen with the notice. */
  signOutEverywhere: () => Promise<void>
}

export interface SignInReturn {
  next?: string
  signUp?: boolean
}

export interface PasswordChange {
  oldPassword?: string
  newPassword: string
}

/** How long to wait for the end of this session that the caller's own call causes, should it never come. */
const EXPECTED_END_MS = 5000

/** The session end a call caused, or one made of its answer when the socket never told. */
const endOf = ({ end, answer }: { end: SessionEnd | null; answer: { message: string } }): SessionEnd =>
  end ?? { event: 'signedOut', reason: answer.message, until: null }

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
  // Set while the caller's own call ends this session: that end is theirs to handle, not a notice to show.
  const expectedEnd = useRef<((end: SessionEnd | null) => void) | null>(null)

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
      if (ended.event === 'signedOut' && expectedEnd.current) return expectedEnd.current(ended)
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

  const continueAsGuest = useCallback(async (landing?: string) => {
    const result = await sessionApi.signInAsGuest()
    // Before the signed-in player mounts: its router starts at the address it finds.
    if (landing) goTo(landing)
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

  /**
   * Runs a call that ends this session too, then waits until that end is over here (the token forgotten), so a token
   * adopted afterwards is not forgotten with it; the server tells around the time it answers, or not at all when the
   * socket was down.
   */
  const endingSession = useCallback(async <T,>(call: () => Promise<T>) => {
    let arrived: (end: SessionEnd | null) => void = () => undefined
    const ended = new Promise<SessionEnd | null>((resolve) => (arrived = resolve))
    expectedEnd.current = arrived
    let timer: ReturnType<typeof setTimeout> | undefined
    try {
      const answer = await call()
      timer = setTimeout(() => arrived(null), EXPECTED_END_MS)
      return { answer, end: await ended }
    } finally {
      clearTimeout(timer)
      expectedEnd.current = null
    }
  }, [])

  const email = state.status === 'signedIn' ? state.identity.email : null
  const changePassword = useCallback(
    async ({ oldPassword, newPassword }: PasswordChange) => {
      if (!email) throw new Error('changePassword: the account has no e-mail address to sign in with')
      const outcome = await endingSession(() =>
        oldPassword === undefined
          ? sessionApi.setPassword({ newPassword })
          : sessionApi.changePassword({ oldPassword, newPassword })
      )
      try {
        const result = await sessionApi.signInWithPassword(email, newPassword)
        setState({ status: 'signedIn', identity: toIdentity(result) })
        // A query sent between the old session's end and this sign-in was refused: ask again.
        void queryClient.invalidateQueries()
      } catch {
        await sessionApi.signOut().catch(() => undefined)
        queryClient.clear()
        setState({ status: 'signedOut', ended: endOf(outcome) })
      }
    },
    [email, endingSession]
  )

  const signOutEverywhere = useCallback(async () => {
    const outcome = await endingSession(() => sessionApi.signOutEverywhere())
    // Never told on this socket: the token is dead all the same, so forget it here.
    if (!outcome.end) await sessionApi.signOut().catch(() => undefined)
    queryClient.clear()
    setState({ status: 'signedOut', ended: endOf(outcome) })
  }, [endingSession])

  const signOut = useCallback(async (then: SignInReturn = {}) => {
    await sessionApi.signOut().catch(() => undefined)
    queryClient.clear()
    goTo(signInPage(then))
    setState({ status: 'signedOut' })
  }, [])

  const session = useMemo(
    () => ({ state, signIn, continueAsGuest, adopt, updateUser, signOut, changePassword, signOutEverywhere }),
    [state, signIn, continueAsGuest, adopt, updateUser, signOut, changePassword, signOutEverywhere]
  )
  return <SessionContext value={session}>{children}</SessionContext>
}

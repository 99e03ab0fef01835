import { use } from 'react'
import type { Identity } from './identity.ts'
import { SessionContext, type Session } from './SessionProvider.tsx'

export function useSession(): Session {
  const session = use(SessionContext)
  if (!session) throw new Error('useSession must be used inside <SessionProvider>')
  return session
}

/** The signed-in identity; only for screens shown after sign-in. */
export function useIdentity(): Identity {
  const { state } = useSession()
  if (state.status !== 'signedIn') throw new Error('useIdentity is only for signed-in screens')
  return state.identity
}

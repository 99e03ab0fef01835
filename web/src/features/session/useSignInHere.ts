import { useCallback } from 'react'
import { useLocation } from 'react-router-dom'
import { useSession } from './useSession.ts'

/**
 * For a guest: leaves the guest session for the sign-in screen (`signUp`: its sign-up form), which comes back to this
 * page, or to `next`, once signed in or up.
 */
export function useSignInHere() {
  const { signOut } = useSession()
  const { pathname, search } = useLocation()
  return useCallback(
    ({ signUp = false, next }: { signUp?: boolean; next?: string } = {}) =>
      signOut({ next: next ?? pathname + search, signUp }),
    [signOut, pathname, search]
  )
}

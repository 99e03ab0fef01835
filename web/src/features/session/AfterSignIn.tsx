import { Navigate, useLocation } from 'react-router-dom'
import { nextAfterSignIn, playerPaths } from '@spinroom/schemas'

/** Signed in on the sign-in screen's address: on to the page it was asked to come back to, or the landing. */
export default function AfterSignIn() {
  const { search } = useLocation()
  return <Navigate to={nextAfterSignIn(search) ?? playerPaths.home} replace />
}

import { lazy, Suspense } from 'react'
import { playerPaths } from '@spinroom/schemas'
import { useAddress } from './features/session/address.ts'
import { useSession } from './features/session/useSession.ts'
import { Backdrop } from './features/shell/Backdrop.tsx'
import { SplashScreen } from './features/shell/SplashScreen.tsx'

// Signed-out and signed-in visitors load only their own half of the player.
const FrontDoorScreen = lazy(() => import('./features/front-door/FrontDoorScreen.tsx'))
const SignInScreen = lazy(() =>
  import('./features/session/SignInScreen.tsx').then((m) => ({ default: m.SignInScreen }))
)
const SignedIn = lazy(() => import('./SignedIn.tsx'))

/**
 * Signed out, the front door shows the live rooms at `/`; any other page, or a session the server ended, asks to sign
 * in (then shows that page).
 */
function SignedOut({ explained }: { explained: boolean }) {
  const { pathname } = useAddress()
  return pathname === playerPaths.home && !explained ? <FrontDoorScreen /> : <SignInScreen />
}

/** Which screen to show follows from the session alone: restoring, signed out, or signed in (then the address). */
export function App() {
  const { state } = useSession()
  return (
    <Backdrop>
      <Suspense fallback={<SplashScreen />}>
        {state.status === 'restoring' && <SplashScreen />}
        {state.status === 'signedOut' && <SignedOut explained={!!state.ended || state.failure !== undefined} />}
        {state.status === 'signedIn' && <SignedIn />}
      </Suspense>
    </Backdrop>
  )
}

import { lazy, Suspense } from 'react'
import { useSession } from './features/session/useSession.ts'
import { Backdrop } from './features/shell/Backdrop.tsx'
import { SplashScreen } from './features/shell/SplashScreen.tsx'

// Signed-out and signed-in visitors load only their own half of the player.
const SignInScreen = lazy(() =>
  import('./features/session/SignInScreen.tsx').then((m) => ({ default: m.SignInScreen }))
)
const SignedIn = lazy(() => import('./SignedIn.tsx'))

/** Which screen to show follows from the session alone: restoring, signed out, or signed in (then the address). */
export function App() {
  const { state } = useSession()
  return (
    <Backdrop>
      <Suspense fallback={<SplashScreen />}>
        {state.status === 'restoring' && <SplashScreen />}
        {state.status === 'signedOut' && <SignInScreen />}
        {state.status === 'signedIn' && <SignedIn />}
      </Suspense>
    </Backdrop>
  )
}

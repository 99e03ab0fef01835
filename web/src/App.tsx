import { useSession } from './features/session/useSession.ts'
import { SignInScreen } from './features/session/SignInScreen.tsx'
import { Backdrop } from './features/shell/Backdrop.tsx'
import { SplashScreen } from './features/shell/SplashScreen.tsx'
import { HomeScreen } from './features/home/HomeScreen.tsx'

/** Which screen to show follows from the session alone: restoring, signed out, or signed in. */
export function App() {
  const { state } = useSession()
  return (
    <Backdrop>
      {state.status === 'restoring' && <SplashScreen />}
      {state.status === 'signedOut' && <SignInScreen />}
      {state.status === 'signedIn' && <HomeScreen identity={state.identity} />}
    </Backdrop>
  )
}

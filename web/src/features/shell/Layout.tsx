import { Suspense } from 'react'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import { Outlet } from 'react-router-dom'
import { JoinedRoomBar } from '../playback/JoinedRoomBar.tsx'
import { useStoredSettings } from '../playback/useStoredSettings.ts'
import { useReturnToRoom } from '../room/return-to-room.ts'
import { useIdentity } from '../session/useSession.ts'
import { AppHeader } from './AppHeader.tsx'
import { BottomNav } from './BottomNav.tsx'

/**
 * Every signed-in screen: the header, the screen, the joined room's bar and on phones the bottom menu. The screen
 * scrolls between the header and what sits below it, so nothing it shows is ever under the bar or the menu.
 */
export function Layout() {
  const identity = useIdentity()
  useReturnToRoom()
  useStoredSettings(identity.isLoggedIn)
  return (
    <Box sx={{ height: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <AppHeader identity={identity} />
      <Box
        component="main"
        data-testid="page-scroller"
        sx={{ flex: 1, minHeight: 0, overflowY: 'auto', display: 'flex', flexDirection: 'column' }}
      >
        <Suspense fallback={<LinearProgress aria-label="…" />}>
          <Outlet />
        </Suspense>
      </Box>
      <JoinedRoomBar />
      <BottomNav />
    </Box>
  )
}

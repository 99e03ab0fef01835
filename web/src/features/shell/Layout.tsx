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

/** Every signed-in screen: the header, the screen, and on phones the bottom menu (space kept free for it). */
export function Layout() {
  const identity = useIdentity()
  useReturnToRoom()
  useStoredSettings(identity.isLoggedIn)
  return (
    <>
      <AppHeader identity={identity} />
      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column', pb: { xs: 9, md: 0 } }}>
        <Suspense fallback={<LinearProgress aria-label="…" />}>
          <Outlet />
        </Suspense>
        <JoinedRoomBar />
      </Box>
      <BottomNav />
    </>
  )
}

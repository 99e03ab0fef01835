import { lazy, Suspense } from 'react'
import { useRoomState } from '../../api/room.ts'

const RoomPlayerBar = lazy(() => import('./RoomPlayerBar.tsx'))

/** The joined room follows the listener across the app: its audio and a small "now playing" bar. */
export function JoinedRoomBar() {
  const { status } = useRoomState()
  if (status === 'idle') return null
  return (
    <Suspense fallback={null}>
      <RoomPlayerBar />
    </Suspense>
  )
}

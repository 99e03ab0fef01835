import { useCallback, useEffect, useState } from 'react'
import { routes, type JoinRoom, type Room } from '@spinroom/schemas'
import { api } from '../../api/client.ts'
import { useErrorText } from '../../api/useErrorText.ts'
import { room, useRoomState } from '../../api/room.ts'
import { useIdentity } from '../session/useSession.ts'
import { joinRefusal, type JoinRefusal } from './join-refusal.ts'

type Passwords = Omit<JoinRoom, 'roomUuid'>

/**
 * Enters a room on arrival (dropping any other one), unless this page was just kicked from it; keeps the refusal
 * (password wanted, banned, kicked, full) for the page to explain.
 */
export function useRoomEntry(target: Room) {
  const state = useRoomState()
  const identity = useIdentity()
  const [refusal, setRefusal] = useState<JoinRefusal | null>(null)
  const [busy, setBusy] = useState(false)
  const errorText = useErrorText()
  const kickedHere = state.status === 'kicked' && state.kicked?.roomUuid === target.uuid
  const inHere = state.roomUuid === target.uuid && state.status !== 'idle'

  const join = useCallback(
    async (passwords: Passwords = {}) => {
      setBusy(true)
      try {
        await room.join(target.uuid, passwords)
        setRefusal(null)
        if (identity.isLoggedIn)
          void api.call(routes.rooms.recordRoomVisit, { body: { roomUuid: target.uuid } }).catch(() => {})
      } catch (error) {
        setRefusal(joinRefusal(errorText(error)))
      } finally {
        setBusy(false)
      }
    },
    [target.uuid, identity.isLoggedIn, errorText]
  )

  const shouldJoin = !inHere && !kickedHere && !refusal && !busy
  useEffect(() => {
    if (shouldJoin) void join()
  }, [shouldJoin, join])

  return { state, refusal, busy, kickedHere, inHere, join }
}

import { useCallback, useEffect, useState } from 'react'
import { routes, type JoinRoom, type Room } from '@spinroom/schemas'
import { api } from '../../api/client.ts'
import { describeError } from '../../api/errors.ts'
import { room, useRoomState } from '../../api/room.ts'
import { useIdentity } from '../session/useSession.ts'
import { joinRefusal, type JoinRefusal } from './join-refusal.ts'
import { storedPasswords } from './return-to-room.ts'

type Passwords = Omit<JoinRoom, 'roomUuid'>

/**
 * Enters a room on arrival (dropping any other one), unless this page was just kicked from it, with the password it was
 * last joined with when it is the stored room; keeps the refusal (password wanted, banned, kicked, full) to explain.
 */
export function useRoomEntry(target: Room) {
  const state = useRoomState()
  const identity = useIdentity()
  const [refusal, setRefusal] = useState<JoinRefusal | null>(null)
  const [busy, setBusy] = useState(false)
  const kickedHere = state.status === 'kicked' && state.kicked?.roomUuid === target.uuid
  const inHere = state.roomUuid === target.uuid && state.status !== 'idle'

  const join = useCallback(
    async (passwords: Passwords = {}) => {
      setBusy(true)
      try {
        const given = Object.keys(passwords).length ? passwords : storedPasswords(target.slug)
        await room.join(target.uuid, given)
        setRefusal(null)
        if (identity.isLoggedIn)
          void api.call(routes.rooms.recordRoomVisit, { body: { roomUuid: target.uuid } }).catch(() => {})
      } catch (error) {
        const described = describeError(error)
        setRefusal(joinRefusal(described.kind === 'server' ? described.message : String(error)))
      } finally {
        setBusy(false)
      }
    },
    [target.uuid, target.slug, identity.isLoggedIn]
  )

  const shouldJoin = !inHere && !kickedHere && !refusal && !busy
  useEffect(() => {
    if (shouldJoin) void join()
  }, [shouldJoin, join])

  return { state, refusal, busy, kickedHere, inHere, join }
}

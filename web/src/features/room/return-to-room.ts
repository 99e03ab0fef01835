import { useEffect } from 'react'
import { roomPage, routes, type JoinRoom } from '@spinroom/schemas'
import { api } from '../../api/client.ts'
import { dancefloorStore } from '../../api/player-storage.ts'
import { room } from '../../api/room.ts'

type Passwords = Omit<JoinRoom, 'roomUuid'>

/**
 * The password `slug` was last joined with, if it is the stored room (`currentDancefloor`). A guest may have given the
 * room's guest password or its password: both fields carry it, the server checks the one that lets the caller in.
 */
export function storedPasswords(slug: string): Passwords {
  const stored = dancefloorStore.read()
  if (!stored?.password || stored.slug !== slug) return {}
  return { password: stored.password, guestPassword: stored.password }
}

/** After a reload, goes back into the room the player was in (a room's own page joins it itself). */
export function useReturnToRoom(): void {
  useEffect(() => {
    const stored = dancefloorStore.read()
    const slug = stored?.slug
    if (!slug || room.state.status !== 'idle' || window.location.pathname === roomPage(slug)) return
    api
      .call(routes.rooms.getRoom, { params: { id: slug } })
      .then((found) => (room.state.status === 'idle' ? room.join(found.uuid, storedPasswords(slug)) : undefined))
      // The connection keeps why a join failed; a room that cannot be looked up keeps its slug for the next reload.
      .catch(() => undefined)
  }, [])
}

import type { RoomRole } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import { serviceAt } from '../../../lib/service-at.ts'
import { roomsEntity } from '../rooms/entity.ts'
import { roomUserRolesEntity } from '../room-roles/entity.ts'
import { findRoom } from '../room-lookup.ts'
import { expelRestricted } from './moderation.ts'
import { roomSettings } from './settings.ts'
import { placeUsers } from './state.ts'
import { mutateRoom } from './store.ts'

/**
 * For room and role changes made elsewhere: a live room's settings follow (`updatedRoomSettings`); a room never joined
 * has none.
 */
export async function refreshLiveSettings(app: Application, roomId: number): Promise<void> {
  await mutateRoom(
    app,
    roomId,
    async (m) => {
      m.state.settings = await roomSettings(m.trx, await findRoom(m.trx, roomId))
      placeUsers(m.state)
      m.stateful('updatedRoomSettings')
    },
    { onlyLive: true }
  )
}

type Changed = { id?: number; roomId?: number; userUuid?: string; role?: RoomRole; expirationTime?: string | null }
type Listener = { on(event: string, listener: (data: Changed) => void): void }

/**
 * Room settings and role changes, wherever they come from, reach the live room (a ban or kick expels its holder): the
 * events fire in the process that made them.
 */
export function followRoomChanges(app: Application): void {
  const refresh = (roomId: number | undefined) => {
    if (roomId === undefined) return
    refreshLiveSettings(app, roomId).catch((error: Error) =>
      console.error(`live settings of room ${roomId} not refreshed: ${error.message}`)
    )
  }
  serviceAt<Listener>(app, roomsEntity.path).on('patched', (room) => refresh(room.id))
  for (const event of ['created', 'patched', 'removed'])
    serviceAt<Listener>(app, roomUserRolesEntity.path).on(event, (role) => refresh(role.roomId))
  for (const event of ['created', 'patched'])
    serviceAt<Listener>(app, roomUserRolesEntity.path).on(event, ({ roomId, userUuid, role, expirationTime }) => {
      if (roomId === undefined || !userUuid || !role) return
      expelRestricted(app, { roomId, userUuid, role, expirationTime: expirationTime ?? null }).catch((error: Error) =>
        console.error(`room ${roomId}: ${role} user not expelled: ${error.message}`)
      )
    })
}

import type { RoomRole } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import { serviceAt } from '../../../lib/service-at.ts'
import { fromThisProcess } from '../../../bus.ts'
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
type Listener = { on(event: string, listener: (data: Changed, context: unknown) => void): void }

/**
 * Room settings and role changes, wherever they come from, reach the live room (a ban or kick expels its holder): the
 * process that made them acts on them (with a bus, every process hears the events).
 */
export function followRoomChanges(app: Application): void {
  const refresh = (roomId: number | undefined, context: unknown) => {
    if (roomId === undefined || !fromThisProcess(app, context)) return
    refreshLiveSettings(app, roomId).catch((error: Error) =>
      app.get('log').error({ err: error, roomId }, 'live settings not refreshed')
    )
  }
  serviceAt<Listener>(app, roomsEntity.path).on('patched', (room, context) => refresh(room.id, context))
  for (const event of ['created', 'patched', 'removed'])
    serviceAt<Listener>(app, roomUserRolesEntity.path).on(event, (role, context) => refresh(role.roomId, context))
  for (const event of ['created', 'patched'])
    serviceAt<Listener>(app, roomUserRolesEntity.path).on(
      event,
      ({ roomId, userUuid, role, expirationTime }, context) => {
        if (roomId === undefined || !userUuid || !role || !fromThisProcess(app, context)) return
        expelRestricted(app, { roomId, userUuid, role, expirationTime: expirationTime ?? null }).catch((error: Error) =>
          app.get('log').error({ err: error, roomId, userUuid, role }, 'restricted user not expelled')
        )
      }
    )
}

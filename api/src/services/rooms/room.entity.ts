import { RoomSchema, roomListFields, type Room } from '@spinroom/schemas'
import type { Application } from '../../declarations.ts'
import { ADMINS } from '../../channels.ts'
import { defineEntity } from '../../lib/entity.ts'

/**
 * Rooms as admins list them. Events carry the whole Room (as `roomView` builds it): a `patched` Room is the
 * live room's new `settings`, ready for an `updatedRoomSettings` message.
 */
export const roomsEntity = defineEntity({
  table: 'rooms',
  path: 'api/room-service/room-records',
  resource: 'rooms',
  schema: RoomSchema,
  listFields: roomListFields,
  searchFields: ['name', 'slug'],
  arrayFields: ['musicProviderKeys'],
  defaultSort: { createdAt: -1 },
  publish: (_room, app) => [app.channel(ADMINS)]
})

type RoomEvent = 'created' | 'patched' | 'removed'

/** Emits a room event through the entity service, so its publisher (and any server-side listener) gets it. */
export function emitRoom(app: Application, event: RoomEvent, room: Room): void {
  ;(app.service(roomsEntity.path as never) as unknown as { emit(event: string, data: unknown): void }).emit(event, room)
}

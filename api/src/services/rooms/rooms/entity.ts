import { RoomSchema, roomListFields } from '@spinroom/schemas'
import { ADMINS } from '../../../channels.ts'
import { defineEntity } from '../../../lib/entity.ts'

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
  // Newest first; rooms made in the same instant by their serial id, newest first too.
  defaultSort: { createdAt: -1, id: -1 },
  publish: (_room, app) => [app.channel(ADMINS)]
})

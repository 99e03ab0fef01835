import { RoomUserRoleSchema, type RoomUserRole } from '@spinroom/schemas'
import { defineEntity } from '../../../lib/entity.ts'
import { roomChannel } from '../../../channels.ts'

export type RoomRoleRow = Omit<RoomUserRole, 'expirationTime' | 'createdAt' | 'updatedAt'> & {
  expirationTime: Date | null
  createdAt: Date
  updatedAt: Date
}

/** Room roles; every change reaches the room's live channel, so the live room can refresh its users' roles. */
export const roomUserRolesEntity = defineEntity({
  table: 'room_user_roles',
  path: 'api/room-service/room-user-role-records',
  resource: 'room-user-roles',
  schema: RoomUserRoleSchema,
  listFields: Object.keys(RoomUserRoleSchema.properties),
  searchFields: ['role'],
  defaultSort: { roomId: 1, createdAt: 1 },
  publish: async (role, app) => {
    const room: { uuid: string } | undefined = await app.get('knex')('rooms').where('id', role.roomId).first('uuid')
    return room ? [app.channel(roomChannel(room.uuid))] : []
  }
})

import type { Knex } from 'knex'
import {
  isModerator,
  roomManagerRoles,
  type ModeratedRoom,
  type Room,
  type RoomRole,
  type roomModerationRoutes
} from '@spinroom/schemas'
import type { CallOf } from '../../../lib/domain.ts'
import { adminList, feathersList } from '../../../lib/list.ts'
import { escapeLike } from '../../../lib/list-query.ts'
import { moderationActionsEntity } from '../../accounts/moderation/entity.ts'
import { findRoom } from '../room-lookup.ts'
import { currentRoles } from '../room-roles/current.ts'
import { wholeRooms } from '../rooms/admin.ts'
import { roomsEntity } from '../rooms/entity.ts'
import { roomView } from '../rooms/view.ts'

type Routes = typeof roomModerationRoutes

/** The rooms where a user holds owner, coOwner or moderator now. */
const managedRoomIds = (knex: Knex, userUuid: string) =>
  currentRoles(knex).where({ userUuid }).whereIn('role', roomManagerRoles).distinct().pluck('roomId')

/** Rooms with the caller's strongest manager role in each (owner, then coOwner, then moderator), or null. */
async function withMyRole(knex: Knex, userUuid: string, rooms: Room[]): Promise<ModeratedRoom[]> {
  const rows: { roomId: number; role: RoomRole }[] = rooms.length
    ? await currentRoles(knex)
        .where({ userUuid })
        .whereIn(
          'roomId',
          rooms.map((r) => r.id)
        )
        .whereIn('role', roomManagerRoles)
        .select('roomId', 'role')
    : []
  const rank = (role: RoomRole) => roomManagerRoles.indexOf(role)
  const mine = new Map<number, RoomRole>()
  for (const { roomId, role } of rows) {
    const held = mine.get(roomId)
    if (!held || rank(role) < rank(held)) mine.set(roomId, role)
  }
  return rooms.map((room) => ({ ...room, myRoomRole: mine.get(room.id) ?? null }))
}

/** Every room for administrators and global moderators (isModerator covers both), else the caller's managed ones. */
export async function listModeratedRooms(call: CallOf<Routes['listModeratedRooms']>) {
  const knex = call.app.get('knex')
  const caller = call.caller!
  const search = call.query.q?.trim()
  const where = {
    ...(isModerator(caller.roles) ? {} : { id: { $in: await managedRoomIds(knex, caller.id) } }),
    ...(search ? { name: { $ilike: `%${escapeLike(search)}%` } } : {})
  }
  const page = await feathersList(call, roomsEntity, where)
  return { ...page, data: await withMyRole(knex, caller.id, await wholeRooms(knex, page.data, caller)) }
}

export async function getModeratedRoom(call: CallOf<Routes['getModeratedRoom']>) {
  const knex = call.app.get('knex')
  const room = await roomView(knex, await findRoom(knex, call.params.id), call.caller)
  return (await withMyRole(knex, call.caller!.id, [room]))[0]
}

/** The room's records, in the admin list's dialects, newest first. */
export async function listRoomModerationActions(call: CallOf<Routes['listRoomModerationActions']>) {
  const room = await findRoom(call.app.get('knex'), call.params.id)
  return adminList(call, moderationActionsEntity, { roomUuid: room.uuid })
}

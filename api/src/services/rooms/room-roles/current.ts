import type { Knex } from 'knex'
import type { RoomRole } from '@spinroom/schemas'

/** Room roles in force now, in every room: one whose expirationTime has passed has lapsed by itself. */
export const currentRoles = (knex: Knex) =>
  knex('room_user_roles').where((q) => q.whereNull('expirationTime').orWhere('expirationTime', '>', knex.fn.now()))

const current = (knex: Knex, roomId: number) => currentRoles(knex).where({ roomId })

/** The roles a user holds in a room now. */
export async function activeRoomRoles(knex: Knex, roomId: number, userUuid: string): Promise<RoomRole[]> {
  const rows: { role: RoomRole }[] = await current(knex, roomId).where({ userUuid }).select('role')
  return rows.map((r) => r.role)
}

/** Users who run a room (owner and co-owners): who may put events in it. */
export async function roomOwners(knex: Knex, roomId: number): Promise<string[]> {
  const rows: { userUuid: string }[] = await current(knex, roomId)
    .whereIn('role', ['owner', 'coOwner'])
    .select('userUuid')
  return rows.map((r) => r.userUuid)
}

/** The holders of the room's `owner` role now: whoever may hand the room over. */
export async function roomOwnerRoleHolders(knex: Knex, roomId: number): Promise<string[]> {
  const rows: { userUuid: string }[] = await current(knex, roomId).where({ role: 'owner' }).select('userUuid')
  return rows.map((r) => r.userUuid)
}

/** A query of every role of a room now (lapsed ones left out), or of one user's. */
export const currentRoomRoles = (knex: Knex, roomId: number, userUuid?: string) =>
  current(knex, roomId).modify((q) => (userUuid ? q.where({ userUuid }) : q))

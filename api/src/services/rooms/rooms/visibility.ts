import type { Knex } from 'knex'
import { isModerator, roomRestrictionRoles, roomRoles, type RoomEntryPasswords } from '@spinroom/schemas'
import type { Caller } from '../../../declarations.ts'
import { Forbidden } from '../../../errors.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { actorIn } from '../live/permissions.ts'
import { assertPasswords } from '../live/room-passwords.ts'
import { readRoomCrowds } from '../live/storage.ts'
import type { RoomRow } from '../room-lookup.ts'
import { currentRoles } from '../room-roles/current.ts'

/**
 * Who reads rooms: a caller (null when anonymous), or `insider` where whoever reads may see inside every room read (the
 * room's own writes, answered to its managers and told to admins; rooms whose password was just checked).
 */
export type RoomReader = Caller | null | 'insider'

/** Roles that make their holder one of the room's own; restrictions do not. */
const memberRoles = roomRoles.filter((role) => !roomRestrictionRoles.includes(role))

/** Staff see inside every room: global moderators and admins, and services (an API key acts for the deployment). */
const isStaff = (caller: Caller) => caller.type === 'service' || isModerator(caller.roles)

/** A room whose inside asks for a password: its room password, and for a guest its guest password as well. */
const isLocked = (room: RoomRow, caller: Caller | null) =>
  !!room.passwordHash || (caller?.type === 'guest' && !!room.guestPasswordHash)

/**
 * Of the rooms given, the ids of those whose inside (who is there, what plays) the reader may not see without the
 * password: locked rooms, unless the reader is staff, holds a room role there other than a restriction, or is in the
 * room now (`isIn`).
 */
export async function roomsClosedTo(
  knex: Knex,
  rooms: RoomRow[],
  reader: RoomReader,
  isIn: (roomId: number, uuid: string) => boolean
): Promise<Set<number>> {
  if (reader === 'insider' || (reader && isStaff(reader))) return new Set()
  const locked = rooms.filter((room) => isLocked(room, reader) && !(reader && isIn(room.id, reader.id)))
  const held: number[] =
    reader && locked.length
      ? await currentRoles(knex)
          .where('userUuid', reader.id)
          .whereIn(
            'roomId',
            locked.map((room) => room.id)
          )
          .whereIn('role', memberRoles)
          .pluck('roomId')
      : []
  return new Set(locked.filter((room) => !held.includes(room.id)).map((room) => room.id))
}

/** The passwords a REST call gives for a room: its query's, or the X-Room-Password header. */
export function givenPasswords(call: Call<unknown, RoomEntryPasswords>): RoomEntryPasswords {
  const header = call.context.params.headers?.['x-room-password']
  return { ...call.query, password: call.query.password ?? (typeof header === 'string' ? header : undefined) }
}

/**
 * A password room's inside is for those who may see it (`roomsClosedTo`) or give its password, checked as a live join
 * checks it: 403 'This room needs a password' or 'Wrong room password' to the others.
 */
export async function assertMaySeeInside(
  knex: Knex,
  room: RoomRow,
  caller: Caller | null,
  passwords: RoomEntryPasswords
): Promise<void> {
  if (caller && isStaff(caller)) return
  if (!isLocked(room, caller)) return
  const crowd = (await readRoomCrowds(knex, [room.id])).get(room.id)
  const isIn = (_roomId: number, uuid: string) => !!crowd?.allUsers.some((user) => user.uuid === uuid)
  if (!(await roomsClosedTo(knex, [room], caller, isIn)).size) return
  if (!caller) throw new Forbidden('This room needs a password')
  await assertPasswords(room, await actorIn(knex, room, caller), passwords)
}

import type { Knex } from 'knex'
import type { Room, RoomAdminPatch, RoomCreate, UserRoomsPatch } from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { findRoom, type RoomRow } from '../room-lookup.ts'
import { createRoom, patchRoom, removeRoom } from './writes.ts'
import { currentRoles } from '../room-roles/current.ts'

type RoomCall<B = unknown> = Call<{ id: string }, unknown, B>

/** The caller becomes the owner. */
export const createRoomHandler = (call: Call<unknown, unknown, RoomCreate>) =>
  createRoom(call.app, call.caller!.id, call.body)

/** A room tied to a Discord guild. */
export const createGuildRoom = (call: Call<{ guildId: string }, unknown, RoomCreate>) =>
  createRoom(call.app, call.caller!.id, call.body, { discordGuildId: call.params.guildId })

/** Every settings update (owners', admins' and the one-field ones): the body is exactly the change. */
export async function updateRoom(call: RoomCall<Partial<RoomAdminPatch>>): Promise<Room> {
  return patchRoom(call.app, await findRoom(call.app.get('knex'), call.params.id), call.body)
}

/** Answers the deleted room. */
export const deleteRoom = async (call: RoomCall) =>
  removeRoom(call.app, await findRoom(call.app.get('knex'), call.params.id))

/** Rooms a user owns now. */
export const ownedBy = (knex: Knex, userUuid: string): Promise<RoomRow[]> =>
  knex('rooms')
    .whereIn('id', currentRoles(knex).where({ userUuid, role: 'owner' }).select('roomId'))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')

/** Deletes the rooms the user owns, answering them. */
export async function deleteUserRooms(call: Call<{ userId: string }>): Promise<Room[]> {
  const rooms = await ownedBy(call.app.get('knex'), call.params.userId)
  const removed: Room[] = []
  for (const room of rooms) removed.push(await removeRoom(call.app, room))
  return removed
}

/** Applies the change to every room the user owns, answering them. */
export async function patchUserRooms(call: Call<{ userId: string }, unknown, UserRoomsPatch>): Promise<Room[]> {
  const rooms = await ownedBy(call.app.get('knex'), call.params.userId)
  const patched: Room[] = []
  for (const room of rooms) patched.push(await patchRoom(call.app, room, call.body))
  return patched
}

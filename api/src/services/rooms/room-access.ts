import { isModerator } from '@spinroom/schemas'
import type { Call } from '../../lib/endpoint.ts'
import { findRoom } from './room-lookup.ts'
import { roomOwners } from './room-roles.ts'
import { currentRoles } from './room-roles.ts'

type RoomCall = Call<{ id: string }>

const currentHolders = async (call: RoomCall, roles: string[]) => {
  const knex = call.app.get('knex')
  const room = await findRoom(knex, call.params.id)
  const rows: { userUuid: string }[] = await currentRoles(knex)
    .where({ roomId: room.id })
    .whereIn('role', roles)
    .select('userUuid')
  return rows.map((r) => r.userUuid)
}

/** Who runs a room: its owner and co-owners (admins pass anyway). */
export const roomRunners = async (call: RoomCall) =>
  roomOwners(call.app.get('knex'), (await findRoom(call.app.get('knex'), call.params.id)).id)

/** Only the owner: deleting a room is not a co-owner's call. */
export const roomOwnerOnly = (call: RoomCall) => currentHolders(call, ['owner'])

/** Who moderates a room: its owner, co-owners and moderators, and any global moderator. */
export const roomModerators = async (call: RoomCall) => {
  const holders = await currentHolders(call, ['owner', 'coOwner', 'moderator'])
  return call.caller && isModerator(call.caller.roles) ? [...holders, call.caller.id] : holders
}

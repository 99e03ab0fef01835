import type { Knex } from 'knex'
import type { GuestPasswordSet, Room } from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { adminList } from '../../../lib/list.ts'
import { findRoom, type RoomRow } from '../room-lookup.ts'
import { roomsEntity } from './entity.ts'
import { patchRoom } from './writes.ts'
import { roomViews } from './view.ts'
import type { RoomReader } from './visibility.ts'

/** Listed rooms read again as whole Rooms (roles, live fields) in one batch, in their order. */
export async function wholeRooms(knex: Knex, listed: Pick<Room, 'id'>[], reader: RoomReader): Promise<Room[]> {
  const rows: RoomRow[] = listed.length
    ? await knex('rooms').whereIn(
        'id',
        listed.map((r) => r.id)
      )
    : []
  const byId = new Map(rows.map((r) => [r.id, r]))
  return roomViews(
    knex,
    listed.flatMap((r) => byId.get(r.id) ?? []),
    reader
  )
}

/** The admin list; each page is read again as whole Rooms. */
export async function listRooms(call: Call): Promise<unknown> {
  const page = (await adminList(call, roomsEntity)) as Room[] | { data: Room[] }
  const rooms = await wholeRooms(call.app.get('knex'), Array.isArray(page) ? page : page.data, call.caller)
  return Array.isArray(page) ? rooms : { ...page, data: rooms }
}

export async function setGuestPassword(call: Call<unknown, unknown, GuestPasswordSet>): Promise<Room> {
  return patchRoom(call.app, await findRoom(call.app.get('knex'), call.body.roomId), {
    guestPassword: call.body.guestPassword
  })
}

/**
 * A DELETE carries no body through Feathers, so the room comes in the
 * query.
 */
export async function clearGuestPassword(call: Call<unknown, { roomId: string }>): Promise<Room> {
  return patchRoom(call.app, await findRoom(call.app.get('knex'), call.query.roomId), { guestPassword: null })
}

import type { Knex } from 'knex'
import { MAX_RECENT_ROOMS, type Room } from '@spinroom/schemas'
import type { Caller } from '../../../declarations.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { findRoom, type RoomRow } from '../room-lookup.ts'
import { roomViews } from '../rooms/view.ts'

/** Records a visit (a revisit moves the room to the top) and keeps the newest 50. */
export async function recordVisit(call: Call<unknown, unknown, { roomUuid: string }>) {
  const knex = call.app.get('knex')
  const userUuid = call.caller!.id
  const room = await findRoom(knex, call.body.roomUuid)
  const visitedAt = new Date()
  await knex.transaction(async (trx) => {
    await trx('room_visits')
      .insert({ userUuid, roomId: room.id, visitedAt })
      .onConflict(['userUuid', 'roomId'])
      .merge({ visitedAt })
    const keep = trx('room_visits')
      .where({ userUuid })
      .orderBy('visitedAt', 'desc')
      .orderBy('roomId', 'desc')
      .limit(MAX_RECENT_ROOMS)
      .select('roomId')
    await trx('room_visits').where({ userUuid }).whereNotIn('roomId', keep).delete()
  })
  return { roomUuid: room.uuid, visitedAt: visitedAt.toISOString() }
}

async function visits(knex: Knex, reader: Caller): Promise<{ rooms: Room[]; visitedAt: Date[] }> {
  const rows: (RoomRow & { visitedAt: Date })[] = await knex('rooms')
    .join('room_visits as v', 'v.roomId', 'rooms.id')
    .where('v.userUuid', reader.id)
    .orderBy('v.visitedAt', 'desc')
    .orderBy('rooms.id', 'desc')
    .select('rooms.*', 'v.visitedAt')
  return { rooms: await roomViews(knex, rows, reader), visitedAt: rows.map((r) => r.visitedAt) }
}

/** The caller's recently visited rooms, most recent first. */
export const recentRooms = async (call: Call) => (await visits(call.app.get('knex'), call.caller!)).rooms

/** The same, in the analytics form. */
export async function recentlyVisitedRooms(call: Call) {
  const { rooms, visitedAt } = await visits(call.app.get('knex'), call.caller!)
  return { rooms: rooms.map((room, i) => ({ room, visitedAt: new Date(visitedAt[i]).toISOString() })) }
}

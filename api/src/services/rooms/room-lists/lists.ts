import type { Knex } from 'knex'
import { BadRequest } from '../../../errors.ts'
import type { PromotedRoomsQueryType, Room, RoomPasswords, RoomsByKeysQueryType } from '@spinroom/schemas'
import { verifyPassword } from '../../../auth/passwords.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { escapeLike } from '../../../lib/list-query.ts'
import { findRoom, type RoomRow } from '../room-lookup.ts'
import { roomView, roomViews } from '../rooms/view.ts'
import type { RoomReader } from '../rooms/visibility.ts'
import { ownedBy } from '../rooms/rooms.ts'
import { currentRoles } from '../room-roles/current.ts'
import { usersInRoomSql } from '../live/storage.ts'

const DEFAULT_PAGE = 100
const MAX_ROOM_ID = 2_147_483_647

/** Live rooms first, then the fullest, then the newest (the id keeps pages stable). */
const byActivity = (knex: Knex) =>
  knex('rooms')
    .leftJoin('room_live_state as live', 'live.roomId', 'rooms.id')
    .orderBy('rooms.isLive', 'desc')
    .orderByRaw(`${usersInRoomSql('live')} desc`)
    .orderBy('rooms.createdAt', 'desc')
    .orderBy('rooms.id', 'desc')
    .select('rooms.*')

const listed = (q: Knex.QueryBuilder) => q.where('rooms.unlisted', false)

/** Public, listed rooms, `{ data, total, limit, offset }`; `q` keeps those whose name contains it. */
export async function publicRooms(call: Call<unknown, { limit?: number; offset?: number; page?: number; q?: string }>) {
  const knex = call.app.get('knex')
  const limit = call.query.limit ?? DEFAULT_PAGE
  const offset = call.query.offset ?? ((call.query.page ?? 1) - 1) * limit
  const search = call.query.q?.trim()
  const where = (q: Knex.QueryBuilder) =>
    listed(q)
      .where('rooms.type', 'PUBLIC')
      .modify((w) => (search ? w.whereILike('rooms.name', `%${escapeLike(search)}%`) : w))
  const rows: RoomRow[] = await byActivity(knex).modify(where).limit(limit).offset(offset)
  const [{ n }] = await knex('rooms').modify(where).count({ n: '*' })
  return { data: await roomViews(knex, rows, call.caller), total: Number(n), limit, offset }
}

/** Promoted, listed rooms; `providers` keeps those offering at least one of them. */
export async function promotedRooms(call: Call<unknown, PromotedRoomsQueryType>): Promise<Room[]> {
  const knex = call.app.get('knex')
  const providers = call.query.providers ?? []
  const rows: RoomRow[] = await byActivity(knex)
    .modify(listed)
    .where('rooms.promoted', true)
    .modify((q) =>
      providers.length
        ? q.where((w) =>
            providers.forEach((p) => w.orWhereRaw(`rooms."musicProviderKeys" @> ?::jsonb`, [JSON.stringify([p])]))
          )
        : q
    )
  return roomViews(knex, rows, call.caller)
}

export async function privateCount({ app }: Call) {
  const [{ n }] = await app.get('knex')('rooms').where('type', 'PRIVATE').count({ n: '*' })
  return { count: Number(n) }
}

/**
 * A private room is readable by whoever has
 * its link.
 */
export const getRoom = async (call: Call<{ id: string }>) =>
  roomView(call.app.get('knex'), await findRoom(call.app.get('knex'), call.params.id), call.caller)

export const getRoomByUuid = async (call: Call<{ uuid: string }>) =>
  roomView(call.app.get('knex'), await findRoom(call.app.get('knex'), call.params.uuid), call.caller)

/** Rooms by a column's values, in the order asked, unknown ones left out. */
async function inOrder(
  knex: Knex,
  column: 'id' | 'uuid',
  keys: (string | number)[],
  reader: RoomReader
): Promise<Room[]> {
  const rows: RoomRow[] = keys.length ? await knex('rooms').whereIn(column, keys) : []
  const byKey = new Map(rows.map((r) => [String(r[column]), r]))
  return roomViews(
    knex,
    keys.flatMap((k) => byKey.get(String(k)) ?? []),
    reader
  )
}

export async function multipleRooms(call: Call<unknown, RoomsByKeysQueryType>): Promise<Room[]> {
  const field = call.query.ids !== undefined ? 'ids' : call.query.uuids !== undefined ? 'uuids' : undefined
  if (!field)
    throw new BadRequest("Invalid query: 'ids' or 'uuids' is required", {
      errors: [{ field: 'ids', message: 'is required' }]
    })
  const keys = [...new Set(call.query[field])]
  // An id beyond the integer column's range names no room.
  return inOrder(
    call.app.get('knex'),
    field === 'ids' ? 'id' : 'uuid',
    field === 'ids' ? keys.map(Number).filter((n) => n <= MAX_ROOM_ID) : keys,
    call.caller
  )
}

/** Rooms where the caller holds a current role other than banned or kicked. */
export async function myRooms(call: Call): Promise<Room[]> {
  const knex = call.app.get('knex')
  const roles = currentRoles(knex)
    .where('userUuid', call.caller!.id)
    .whereNotIn('role', ['banned', 'kicked'])
    .select('roomId')
  const rows: RoomRow[] = await knex('rooms').whereIn('id', roles).orderBy('createdAt', 'desc').orderBy('id', 'desc')
  return roomViews(knex, rows, call.caller)
}

export const ownedRooms = async (call: Call) =>
  roomViews(call.app.get('knex'), await ownedBy(call.app.get('knex'), call.caller!.id), call.caller)

/**
 * Of the rooms named, those whose password is the one given (rooms without a password never match).
 */
export async function roomsByPassword(call: Call<unknown, unknown, RoomPasswords>): Promise<Room[]> {
  const knex = call.app.get('knex')
  const rows: RoomRow[] = call.body.rooms.length
    ? await knex('rooms').whereIn(
        'uuid',
        call.body.rooms.map((r) => r.roomUuid)
      )
    : []
  const byUuid = new Map(rows.map((r) => [r.uuid, r]))
  const matched: RoomRow[] = []
  for (const { roomUuid, password } of call.body.rooms) {
    const room = byUuid.get(roomUuid)
    if (room?.passwordHash && !matched.includes(room) && (await verifyPassword(room.passwordHash, password)))
      matched.push(room)
  }
  // Their password was just given: the caller sees inside them.
  return roomViews(knex, matched, 'insider', call.caller?.type === 'user' ? call.caller.id : undefined)
}

/** Every room, oldest first, `{ data, total, take, skip }`. */
export async function serviceRooms(call: Call<unknown, { take?: number; skip?: number }>) {
  const knex = call.app.get('knex')
  const take = call.query.take ?? DEFAULT_PAGE
  const skip = call.query.skip ?? 0
  const rows: RoomRow[] = await knex('rooms').orderBy('id').limit(take).offset(skip)
  const [{ n }] = await knex('rooms').count({ n: '*' })
  return { data: await roomViews(knex, rows, call.caller), total: Number(n), take, skip }
}

/** The rooms of a Discord guild, newest first. */
export async function guildRooms(call: Call<{ guildId: string }>): Promise<Room[]> {
  const knex = call.app.get('knex')
  return roomViews(
    knex,
    await knex('rooms').where('discordGuildId', call.params.guildId).orderBy('createdAt', 'desc').orderBy('id', 'desc'),
    call.caller
  )
}

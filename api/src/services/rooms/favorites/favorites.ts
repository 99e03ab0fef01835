import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import {
  isAdmin,
  type Room,
  type RoomFavorite,
  type RoomFavoriteCreate,
  type RoomFavoriteQueryType
} from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { Forbidden, NotFound } from '../../../errors.ts'
import { findRoom, type RoomRow } from '../room-lookup.ts'
import { roomViews } from '../rooms/view.ts'

const DEFAULT_LIMIT = 50

interface FavoriteRow {
  id: string
  userUuid: string
  roomUuid: string
  createdAt: Date
}

const favorites = (knex: Knex) =>
  knex('room_favorites as f')
    .join('rooms as r', 'r.id', 'f.roomId')
    .select('f.id', 'f.userUuid', 'r.uuid as roomUuid', 'f.createdAt')
    .orderBy('f.createdAt', 'desc')
    .orderBy('f.id')

const toFavorite = (row: FavoriteRow): RoomFavorite => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })

/** Idempotent; favoriting a room twice answers the same favorite. */
export async function addFavorite(call: Call<unknown, unknown, RoomFavoriteCreate>): Promise<RoomFavorite> {
  const knex = call.app.get('knex')
  const room = await findRoom(knex, call.body.roomUuid)
  await knex('room_favorites')
    .insert({ id: randomUUID(), userUuid: call.caller!.id, roomId: room.id })
    .onConflict(['userUuid', 'roomId'])
    .ignore()
  return toFavorite(await favorites(knex).where({ 'f.userUuid': call.caller!.id, 'f.roomId': room.id }).first())
}

/** Whose favorites a caller may read: their own, or anyone's for an admin. */
function subjectOf(call: Call, userUuid: string | undefined): string {
  const subject = userUuid ?? call.caller!.id
  if (subject !== call.caller!.id && !isAdmin(call.caller!.roles))
    throw new Forbidden('You may only read your own favorites')
  return subject
}

/** `{ data, total, limit }`, newest first. */
export async function listFavorites(call: Call<unknown, RoomFavoriteQueryType>) {
  const knex = call.app.get('knex')
  const userUuid = subjectOf(call, call.query.userUuid)
  const roomUuids = call.query.roomUuidIn
  const limit = call.query.limit ?? DEFAULT_LIMIT
  const where = (q: Knex.QueryBuilder) =>
    q.where('f.userUuid', userUuid).modify((w) => (roomUuids ? w.whereIn('r.uuid', roomUuids) : w))
  const rows: FavoriteRow[] = await favorites(knex).modify(where).limit(limit)
  const [{ n }] = await knex('room_favorites as f')
    .join('rooms as r', 'r.id', 'f.roomId')
    .modify(where)
    .count({ n: '*' })
  return { data: rows.map(toFavorite), total: Number(n), limit }
}

/** Who owns a favorite, for the `self` check of its removal. */
export const favoriteOwner = async (call: Call<{ id: string }>) =>
  (await call.app.get('knex')('room_favorites').where('id', call.params.id).first('userUuid'))?.userUuid as
    string | undefined

/** Answers the removed favorite. */
export async function removeFavorite(call: Call<{ id: string }>): Promise<RoomFavorite> {
  const knex = call.app.get('knex')
  const row: FavoriteRow | undefined = await favorites(knex).where('f.id', call.params.id).first()
  if (!row) throw new NotFound('Favorite not found')
  await knex('room_favorites').where('id', row.id).delete()
  return toFavorite(row)
}

/**
 * The rooms, newest favorite first; private ones only for their own
 * reader who asks.
 */
export async function favoriteRooms(
  call: Call<unknown, { userUuid?: string; includePrivate?: boolean }>
): Promise<Room[]> {
  const knex = call.app.get('knex')
  const userUuid = subjectOf(call, call.query.userUuid)
  const withPrivate = call.query.includePrivate === true && userUuid === call.caller!.id
  const rows: RoomRow[] = await knex('rooms')
    .join('room_favorites as f', 'f.roomId', 'rooms.id')
    .where('f.userUuid', userUuid)
    .modify((q) => (withPrivate ? q : q.where('rooms.type', 'PUBLIC')))
    .orderBy('f.createdAt', 'desc')
    .orderBy('rooms.id')
    .select('rooms.*')
  return roomViews(knex, rows, call.caller)
}

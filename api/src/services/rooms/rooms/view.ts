import type { Knex } from 'knex'
import type { LiveRoomSettings, Room, RoomUserRole } from '@spinroom/schemas'
import { fileUrlOf } from '../../../lib/stored-files.ts'
import { liveSummaries, outsideSummary } from './live-summary.ts'
import type { RoomRow } from '../room-lookup.ts'
import { roomsEntity } from './entity.ts'
import { currentRoles } from '../room-roles/current.ts'
import { roomsClosedTo, type RoomReader } from './visibility.ts'

type RoleRow = Omit<RoomUserRole, 'expirationTime' | 'createdAt' | 'updatedAt'> & {
  expirationTime: Date | null
  createdAt: Date
  updatedAt: Date
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString())

/** Current roles (a lapsed one is ignored) of several rooms, in one query. */
async function rolesOf(knex: Knex, roomIds: number[]): Promise<Map<number, RoomUserRole[]>> {
  const rows: RoleRow[] = await currentRoles(knex).whereIn('roomId', roomIds).orderBy('createdAt')
  const byRoom = new Map<number, RoomUserRole[]>()
  for (const r of rows) {
    const list = byRoom.get(r.roomId) ?? []
    list.push({
      id: r.id,
      roomId: r.roomId,
      userUuid: r.userUuid,
      role: r.role,
      expirationTime: iso(r.expirationTime),
      createdAt: iso(r.createdAt)!,
      updatedAt: iso(r.updatedAt)!
    })
    byRoom.set(r.roomId, list)
  }
  return byRoom
}

/**
 * Rooms' settings (a live room's `settings`): their stored fields as clients see them, password hashes reduced to
 * flags, current roles read in batch.
 */
export async function roomSettingsViews(knex: Knex, rows: RoomRow[]): Promise<LiveRoomSettings[]> {
  const roles = await rolesOf(
    knex,
    rows.map((r) => r.id)
  )
  return rows.map((row) =>
    roomsEntity.external({
      ...row,
      isPasswordProtected: !!row.passwordHash,
      isGuestPasswordProtected: !!row.guestPasswordHash,
      posterUrl: fileUrlOf(row.posterFileId),
      roomRoles: roles.get(row.id) ?? []
    })
  )
}

/** Of several rooms, the ids of those a user has among their favorites (none for no user). */
async function favoritesAmong(knex: Knex, roomIds: number[], userUuid: string | undefined): Promise<Set<number>> {
  if (!userUuid) return new Set()
  return new Set(await knex('room_favorites').where('userUuid', userUuid).whereIn('roomId', roomIds).pluck('roomId'))
}

/** The user whose favorites a reader's rooms are flagged by: a signed-in user, never a guest, service or insider. */
const favoritesOwner = (reader: RoomReader) =>
  reader && reader !== 'insider' && reader.type === 'user' ? reader.id : undefined

/**
 * Rooms as `reader` sees them, in the order given: their settings and the live summary of each, of which a password
 * room the reader may not see inside shows only its counts; `favorited` by `favoritesOf` (by default the reader).
 */
export async function roomViews(
  knex: Knex,
  rows: RoomRow[],
  reader: RoomReader,
  favoritesOf = favoritesOwner(reader)
): Promise<Room[]> {
  if (!rows.length) return []
  const ids = rows.map((r) => r.id)
  const summaries = await liveSummaries(knex, ids)
  const closed = await roomsClosedTo(knex, rows, reader, (id, uuid) =>
    summaries.get(id)!.usersInRoomUuids.includes(uuid)
  )
  const settings = await roomSettingsViews(knex, rows)
  const favorites = await favoritesAmong(knex, ids, favoritesOf)
  return rows.map((row, i) => {
    const summary = summaries.get(row.id)!
    return {
      ...settings[i],
      ...(closed.has(row.id) ? outsideSummary(summary) : summary),
      favorited: favorites.has(row.id),
      // Friends come from the social domain, which does not exist yet: nobody is a friend until it does.
      friendInRoomUuids: []
    }
  })
}

export const roomView = async (knex: Knex, row: RoomRow, reader: RoomReader): Promise<Room> =>
  (await roomViews(knex, [row], reader))[0]

import type { LiveRoomCard, LiveRoomCardsQueryType, LiveRoomDj } from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { fileUrlOf } from '../../../lib/stored-files.ts'
import { hasPublicProfile, toPublicProfile } from '../../accounts/profiles/public-profiles.ts'
import type { UserRow } from '../../accounts/users/entity.ts'
import { usersInRoomSql } from '../live/storage.ts'
import type { RoomRow } from '../room-lookup.ts'
import { liveSummaries } from '../rooms/live-summary.ts'

const DEFAULT_CARDS = 12
/** A song plays (`nowPlaying` is an object) or someone is on a DJ seat, read from the stored live state. */
const playingSql = (alias: string) =>
  `(jsonb_typeof(${alias}.state -> 'nowPlaying') = 'object' or coalesce(jsonb_array_length(case when ` +
  `jsonb_typeof(${alias}.state -> 'djs') = 'array' then ${alias}.state -> 'djs' end), 0) > 0)`

/**
 * The front door's rooms: public, listed, open to a guest without a password, where a song plays or a DJ is on stage,
 * the fullest first, with their DJs' names.
 */
export async function liveRoomCards(call: Call<unknown, LiveRoomCardsQueryType>): Promise<LiveRoomCard[]> {
  const knex = call.app.get('knex')
  const limit = call.query.limit ?? DEFAULT_CARDS
  const rows: RoomRow[] = await knex('rooms')
    .join('room_live_state as live', 'live.roomId', 'rooms.id')
    .where({ 'rooms.type': 'PUBLIC', 'rooms.unlisted': false })
    .whereNull('rooms.passwordHash')
    .whereNull('rooms.guestPasswordHash')
    .whereRaw(`${usersInRoomSql('live')} > 0`)
    .whereRaw(playingSql('live'))
    .orderByRaw(`${usersInRoomSql('live')} desc`)
    .orderBy('rooms.createdAt', 'desc')
    .orderBy('rooms.id', 'desc')
    .limit(limit)
    .select('rooms.*')
  const summaries = await liveSummaries(
    knex,
    rows.map((row) => row.id)
  )
  const live = rows.map((row) => ({ row, summary: summaries.get(row.id)! }))
  const djs = await djProfiles(call, [...new Set(live.flatMap(({ summary }) => summary.djUuids))])
  return live.map(({ row, summary }) => ({
    uuid: row.uuid,
    slug: row.slug,
    name: row.name,
    description: row.description,
    vibe: row.vibe,
    design: row.design,
    posterUrl: fileUrlOf(row.posterFileId),
    song: summary.song,
    endTime: summary.endTime,
    numberOfUsersInRoom: summary.numberOfUsersInRoom,
    numberOfListeners: summary.numberOfListeners,
    numberOfActiveDjs: summary.numberOfActiveDjs,
    djs: summary.djUuids.flatMap((uuid) => djs.get(uuid) ?? [])
  }))
}

/** The DJs' public names and colours, by uuid; an account without a public profile is left out. */
async function djProfiles(call: Call<unknown, unknown>, uuids: string[]): Promise<Map<string, LiveRoomDj>> {
  const users: UserRow[] = uuids.length ? await call.app.get('knex')('users').whereIn('id', uuids) : []
  return new Map(
    users.filter(hasPublicProfile).map((user) => {
      const { uuid, nickname, color, avatarId } = toPublicProfile(user)
      return [uuid, { uuid, nickname, color, avatarId }]
    })
  )
}

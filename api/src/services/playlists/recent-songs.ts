import type { CrateSong, RoomPlay, VoteCounts } from '@spinroom/schemas'
import type { Call } from '../../lib/endpoint.ts'
import { pagingOf } from '../rooms/communities/members.ts'
import { findRoom } from '../rooms/room-lookup.ts'

interface PlayRow {
  song: CrateSong
  voteCounts: VoteCounts
  djUuid: string
  startTime: Date
}

/** `GET /rooms/{slug}/recent-songs`: the room's plays as the live room recorded them, newest first (limit, offset). */
export async function recentSongs({ app, params, query }: Call<{ slug: string }, { limit?: number; offset?: number }>) {
  const knex = app.get('knex')
  const room = await findRoom(knex, params.slug)
  const { limit, offset } = pagingOf(query)
  const plays = knex('room_plays').where({ roomId: room.id })
  const [{ total }] = await plays.clone().count<{ total: number | string }[]>('* as total')
  const rows: PlayRow[] = await plays
    .clone()
    .orderBy([
      { column: 'startTime', order: 'desc' },
      { column: 'id', order: 'desc' }
    ])
    .limit(limit)
    .offset(offset)
    .select('song', 'voteCounts', 'djUuid', 'startTime')
  const data: RoomPlay[] = rows.map((r) => ({
    song: r.song,
    voteCounts: r.voteCounts,
    djUuid: r.djUuid,
    playedAt: new Date(r.startTime).toISOString()
  }))
  return { data, total: Number(total), limit, offset }
}

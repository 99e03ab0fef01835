import {
  ISRC_PATTERN,
  songProviderKeys,
  type CrateSong,
  type RecordPlay,
  type RoomEntryPasswords,
  type RoomPlay,
  type SongData,
  type SongProviders,
  type VoteCounts,
  withUpperStatus
} from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { BadRequest } from '../../../errors.ts'
import { pagingOf } from '../communities/members.ts'
import { findRoom } from '../room-lookup.ts'
import { assertMaySeeInside, givenPasswords } from '../rooms/visibility.ts'
import { CatalogueWrites, findOrCreateSong } from '../../songs/catalogue/catalogue.ts'

interface PlayRow {
  song: CrateSong
  voteCounts: VoteCounts
  djUuid: string
  startTime: Date
}

const toRoomPlay = (r: PlayRow): RoomPlay => ({
  song: r.song,
  voteCounts: r.voteCounts,
  djUuid: r.djUuid,
  playedAt: new Date(r.startTime).toISOString()
})

/**
 * `GET /rooms/{slug}/recent-songs`: the room's plays as the live room recorded them, newest first (limit, offset); a
 * password room's only for those who may see inside it.
 */
async function recentSongs(call: Call<{ slug: string }, RoomEntryPasswords & { limit?: number; offset?: number }>) {
  const { app, params, query } = call
  const knex = app.get('knex')
  const room = await findRoom(knex, params.slug)
  await assertMaySeeInside(knex, room, call.caller, givenPasswords(call))
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
  return { data: rows.map(toRoomPlay), total: Number(total), limit, offset }
}

const isrcPattern = new RegExp(ISRC_PATTERN)
const knownProvider = (key: string): key is keyof SongProviders => (songProviderKeys as readonly string[]).includes(key)

/** The catalogue's terms for a song a room played: provider ids it does not know and a malformed ISRC stay behind. */
function songDataOf(song: CrateSong): SongData {
  const musicProviders = Object.fromEntries(
    Object.entries(song.musicProviders).filter(([key, id]) => knownProvider(key) && id && id.length <= 200)
  )
  return {
    trackName: song.trackName,
    artistName: song.artistName,
    duration: song.duration,
    isrc: song.isrc && isrcPattern.test(song.isrc) ? song.isrc : null,
    genre: song.genre ?? null,
    musicProviders,
    thumbnails: song.thumbnails ?? {}
  }
}

/**
 * `POST /rooms/{slug}/recent-songs`: records a play as the live room's recordPlay does (a row of room_plays with the
 * song, its DJ, votes and times), after putting the song into the catalogue so the play carries its songId.
 */
async function recordRecentSong({ app, params, body }: Call<{ slug: string }, unknown, RecordPlay>) {
  // jsonb refuses the NUL character: say so instead of failing in the database.
  if (JSON.stringify(body.song).includes('\\u0000')) {
    throw new BadRequest("Invalid body: 'song' must not contain NUL characters")
  }
  const knex = app.get('knex')
  const room = await findRoom(knex, params.slug)
  const endTime = body.endedAt ? new Date(body.endedAt) : new Date()
  const startTime = body.playedAt ? new Date(body.playedAt) : new Date(endTime.getTime() - body.song.duration * 1000)
  if (startTime > endTime) throw new BadRequest("Invalid body: 'endedAt' must not be before 'playedAt'")
  const voteCounts = body.voteCounts ?? { likes: 0, dislikes: 0, stars: 0 }
  const writes = new CatalogueWrites()
  const play = await knex.transaction(async (trx) => {
    const catalogued = await findOrCreateSong(trx, songDataOf(body.song), writes)
    const song: CrateSong = { ...withUpperStatus(body.song), songId: catalogued.id, songShortId: catalogued.shortId }
    await trx('room_plays').insert({
      roomId: room.id,
      song: JSON.stringify(song),
      djUuid: body.djUuid,
      startTime,
      endTime,
      voteCounts: JSON.stringify(voteCounts),
      skipped: body.skipped ?? false
    })
    return toRoomPlay({ song, voteCounts, djUuid: body.djUuid, startTime })
  })
  await writes.emit(app)
  return play
}

/** Routes of the playlists table: the rooms domain serves them under the playlist service's base, as the seed does. */
export const recentSongHandlers = { recentSongs, recordRecentSong }

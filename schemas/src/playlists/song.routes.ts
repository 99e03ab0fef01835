import { OffsetPage } from '../common.ts'
import { routeGroup } from '../route.ts'
import { RecentSongsParams, RoomPlaySchema } from '../rooms/room-play.ts'
import { RecordPlaySchema, SongIdParams, SongQuery, SongSchema } from '../songs/song.ts'

export const songRoutes = routeGroup({
  listSongs: {
    method: 'GET',
    path: '/api/v1/songs',
    access: 'any',
    summary: 'songs (id, isrc, orderBy, updatedAfter, idNot, limit, nameLike, trackName, artistName, hasSevenDigital)',
    description:
      'Catalogue songs matching every filter given. Paging through songs changed since a time: updatedAfter with orderBy=updatedAt.',
    tags: ['catalogue'],
    query: SongQuery,
    result: OffsetPage(SongSchema)
  },
  getSong: {
    method: 'GET',
    path: '/api/v1/songs/{songId}',
    access: 'any',
    summary: 'one song',
    description: "A catalogue song; 404 'Song not found'.",
    tags: ['catalogue'],
    params: SongIdParams,
    result: SongSchema,
    errors: { 404: 'Song not found' }
  },
  recordRecentSong: {
    method: 'POST',
    path: '/rooms/{slug}/recent-songs',
    access: 'service',
    summary: 'record a played song',
    description:
      "Writes a play into the room's recent songs the way the live room does, and puts the song into the catalogue (its songId and songShortId are filled in). {slug} may also be the room id or uuid.",
    tags: ['recent songs'],
    params: RecentSongsParams,
    body: RecordPlaySchema,
    result: RoomPlaySchema,
    status: 201,
    missing: 'song and djUuid are required'
  }
})

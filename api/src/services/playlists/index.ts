import { OffsetPage, RecentSongsParams, RecentSongsQuery, RoomPlaySchema } from '@spinroom/schemas'
import { endpoint, type Domain } from '../../lib/endpoint.ts'
import { helloEndpoint, statusEndpoint } from '../status/status.ts'
import { bases } from '../status/bases.ts'
import { recentSongs } from './recent-songs.ts'

/** The playlist service: so far its hello and status checks, and a room's recent songs from the live room's plays. */
export const playlistService: Domain = {
  base: bases.playlist.base,
  name: 'playlists',
  endpoints: [
    helloEndpoint('playlist'),
    statusEndpoint('playlist', '/info-admin/playlists-service-status'),
    endpoint({
      method: 'GET',
      path: '/rooms/{slug}/recent-songs',
      access: 'any',
      summary: "a room's recent songs (limit, offset)",
      description:
        'Every play the live room recorded, newest first: { song, voteCounts, djUuid, playedAt }. {slug} may also be the room id or uuid.',
      tags: ['recent songs'],
      params: RecentSongsParams,
      query: RecentSongsQuery,
      result: OffsetPage(RoomPlaySchema),
      handler: recentSongs
    })
  ]
}

import { Type, type Static } from '@sinclair/typebox'
import { OffsetPaging, Timestamp, Uuid } from '../common.ts'
import { CrateSongSchema } from '../playlists/crate-song.ts'
import { VoteCountsSchema } from './live-room.ts'

/**
 * A song played in a room (seed 002, "Song play in a room"): what played, who played it, its votes and when it started.
 */
export const RoomPlaySchema = Type.Object(
  { song: CrateSongSchema, voteCounts: VoteCountsSchema, djUuid: Uuid, playedAt: Timestamp },
  { $id: 'RoomPlay' }
)
export type RoomPlay = Static<typeof RoomPlaySchema>

export const RecentSongsParams = Type.Object({
  slug: Type.String({ minLength: 1, maxLength: 80, description: 'room slug (or id, uuid)' })
})
export const RecentSongsQuery = Type.Pick(OffsetPaging, ['limit', 'offset'])

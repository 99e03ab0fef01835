import { Type, type Static } from '@sinclair/typebox'
import { OffsetPaging, Timestamp, Uuid } from '../common.ts'
import { CrateSongSchema } from '../songs/crate-song.ts'
import { VoteCountsSchema } from './live-room.ts'
import { RoomPasswordQuery } from './live-rest.ts'

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
/** Paging, and a password room's password for those who may not see inside it otherwise. */
export const RecentSongsQuery = Type.Object({
  ...Type.Pick(OffsetPaging, ['limit', 'offset']).properties,
  ...RoomPasswordQuery.properties
})

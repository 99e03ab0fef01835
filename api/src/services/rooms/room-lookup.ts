import { isUuid } from '@spinroom/schemas'
import type { Knex } from 'knex'
import type { Room } from '@spinroom/schemas'
import { NotFound } from '../../errors.ts'
import type { Call } from '../../lib/endpoint.ts'

/** A row of `rooms`: the stored fields of a Room, with the password hashes that never leave. */
export type RoomRow = Pick<
  Room,
  | 'id'
  | 'uuid'
  | 'slug'
  | 'name'
  | 'description'
  | 'vibe'
  | 'djType'
  | 'type'
  | 'design'
  | 'musicProviderKeys'
  | 'numberOfDjs'
  | 'songsPerDj'
  | 'roomSize'
  | 'entryFee'
  | 'freeEntries'
  | 'unlisted'
  | 'promoted'
  | 'isLive'
  | 'liveAudio'
  | 'hasChat'
  | 'autoSkipDislikeRatio'
  | 'externalUrl'
  | 'pinnedMessages'
  | 'discordGuildId'
> & {
  passwordHash: string | null
  guestPasswordHash: string | null
  posterFileId: string | null
  createdAt: Date
  updatedAt: Date
}

const MAX_ID = 2_147_483_647

/** The column and value a room key names (the seed's `{id}` takes a numeric id, a uuid or a slug); 404 for none. */
export function roomKey(key: string | number): { column: 'id' | 'uuid' | 'slug'; value: string | number } {
  const text = String(key)
  const column = /^\d+$/.test(text) ? 'id' : isUuid(text) ? 'uuid' : 'slug'
  // A number beyond the integer column's range names no room (the database would refuse the comparison).
  if (column === 'id' && Number(text) > MAX_ID) throw new NotFound('Room not found')
  return { column, value: column === 'id' ? Number(text) : text }
}

/** A room by numeric id, uuid or slug; 404 'Room not found'. */
export async function findRoom(knex: Knex, key: string | number): Promise<RoomRow> {
  const { column, value } = roomKey(key)
  const room: RoomRow | undefined = await knex('rooms').where(column, value).first()
  if (!room) throw new NotFound('Room not found')
  return room
}

/** For `room` routes: the room of the call's `{id}` (a 404 for a missing room comes before any 403). */
export const roomOfId = async ({ app, params }: Call<{ id: string }>) => (await findRoom(app.get('knex'), params.id)).id
/** The same for routes whose room is `{roomId}`. */
export const roomOfRoomId = async ({ app, params }: Call<{ roomId: string }>) =>
  (await findRoom(app.get('knex'), params.roomId)).id

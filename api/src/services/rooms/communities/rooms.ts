import type { Knex } from 'knex'
import type { CommunityRoomList, CommunityRoomsChange } from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { BadRequest, NotFound } from '../../../errors.ts'
import { communitiesEntity, type CommunityRow } from './entity.ts'
import { findCommunity } from './communities.ts'
import { pagingOf } from './members.ts'
import { findRoom, type RoomRow } from '../room-lookup.ts'
import { roomViews } from '../rooms/view.ts'

type Paging = { limit?: number; offset?: number; page?: number }

/** Rooms named by id, uuid or slug: all of them, or a 400 naming the first that names none. */
async function resolveRooms(knex: Knex, keys: (string | number)[]): Promise<RoomRow[]> {
  const rooms: RoomRow[] = []
  for (const [i, key] of keys.entries()) {
    try {
      rooms.push(await findRoom(knex, key))
    } catch (error) {
      if (!(error instanceof NotFound)) throw error
      throw new BadRequest(`Invalid body: 'roomIds.${i}' (${JSON.stringify(key)}) names no room`, {
        errors: [{ field: `roomIds.${i}`, message: 'names no room' }]
      })
    }
  }
  return rooms
}

/** Puts rooms in a community or takes them out; doing it twice changes nothing. */
async function link(
  knex: Knex,
  communityKey: string,
  rooms: RoomRow[],
  linked: boolean
): Promise<CommunityRoomsChange> {
  const community = await findCommunity(knex, communityKey)
  const roomIds = [...new Set(rooms.map((r) => r.id))]
  if (linked)
    await knex('community_rooms')
      .insert(roomIds.map((roomId) => ({ communityId: community.id, roomId })))
      .onConflict(['communityId', 'roomId'])
      .ignore()
  else await knex('community_rooms').where('communityId', community.id).whereIn('roomId', roomIds).delete()
  return { communityId: community.id, roomIds, linked }
}

export const addCommunityRoom = async ({ app, params }: Call<{ id: string; roomId: string }>) =>
  link(app.get('knex'), params.id, [await findRoom(app.get('knex'), params.roomId)], true)

export const removeCommunityRoom = async ({ app, params }: Call<{ id: string; roomId: string }>) =>
  link(app.get('knex'), params.id, [await findRoom(app.get('knex'), params.roomId)], false)

/** All the rooms, or none when one names no room. */
export const addCommunityRooms = async ({ app, params, body }: Call<{ id: string }, unknown, CommunityRoomList>) =>
  link(app.get('knex'), params.id, await resolveRooms(app.get('knex'), body.roomIds), true)

export const removeCommunityRooms = async ({ app, params, body }: Call<{ id: string }, unknown, CommunityRoomList>) =>
  link(app.get('knex'), params.id, await resolveRooms(app.get('knex'), body.roomIds), false)

/** A page of a community's rooms, by name, as the caller sees them. */
async function roomsPage(knex: Knex, community: CommunityRow, query: Paging, caller: Call['caller']) {
  const { limit, offset } = pagingOf(query)
  const linked = knex('community_rooms').where('communityId', community.id)
  const [{ total }] = await linked.clone().count<{ total: number }[]>('* as total')
  const rows: RoomRow[] = await linked
    .clone()
    .join('rooms', 'rooms.id', 'community_rooms.roomId')
    .orderBy([{ column: 'rooms.name' }, { column: 'rooms.id' }])
    .limit(limit)
    .offset(offset)
    .select('rooms.*')
  return { data: await roomViews(knex, rows, caller), total: Number(total), limit, offset }
}

/** The community's rooms, by name. */
export const communityRooms = async ({ app, params, query, caller }: Call<{ id: string }, Paging>) =>
  roomsPage(app.get('knex'), await findCommunity(app.get('knex'), params.id), query, caller)

/** The public read of a community: the community, a page of its rooms and how many it has. */
export async function communityRead({ app, params, query, caller }: Call<{ id: string }, Paging>) {
  const knex = app.get('knex')
  const community = await findCommunity(knex, params.id)
  const { data, total } = await roomsPage(knex, community, query, caller)
  return { ...communitiesEntity.external(community), rooms: data, total }
}

/** The communities a room is in, by name. */
export async function roomCommunities({ app, params, query }: Call<{ roomId: string }, Paging>) {
  const knex = app.get('knex')
  const room = await findRoom(knex, params.roomId)
  const { limit, offset } = pagingOf(query)
  const linked = knex('community_rooms').where('roomId', room.id)
  const [{ total }] = await linked.clone().count<{ total: number }[]>('* as total')
  const rows = await linked
    .clone()
    .join('communities', 'communities.id', 'community_rooms.communityId')
    .orderBy([{ column: 'communities.name' }, { column: 'communities.id' }])
    .limit(limit)
    .offset(offset)
    .select('communities.*')
  return { data: rows.map(communitiesEntity.external), total: Number(total), limit, offset }
}

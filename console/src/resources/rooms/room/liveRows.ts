import type { LiveRoomState, LiveUser, PublicProfile } from '@spinroom/schemas'

/** Where a user is in a live room, in the order the Live tab lists them. */
export const livePlaces = ['playing', 'dj', 'floor', 'audience'] as const
export type LivePlace = (typeof livePlaces)[number]

/**
 * A user in a live room as the Live tab shows them; `id` is their uuid, so each row is a record the kick button acts
 * on.
 */
export type LiveRow = LiveUser & { id: string; nickname: string; place: LivePlace }

/** A user's nickname from the profiles the live state carries (a uuid when it has none). */
export const nicknameOf = (state: LiveRoomState, uuid: string) =>
  (state.allUserData[uuid]?.userProfile as Partial<PublicProfile> | undefined)?.nickname ?? uuid

function placeOf(state: LiveRoomState, uuid: string): LivePlace {
  if (state.nowPlaying && state.djs[0]?.uuid === uuid) return 'playing'
  if (state.djs.some((d) => d.uuid === uuid)) return 'dj'
  return state.floorUsers.includes(uuid) ? 'floor' : 'audience'
}

/** Everyone in the room: the playing DJ first, then the DJs in line, the dance floor and the audience. */
export function liveRows(state: LiveRoomState): LiveRow[] {
  const djOrder = (uuid: string) => state.djs.findIndex((d) => d.uuid === uuid)
  return state.allUsers
    .map((user) => ({
      ...user,
      id: user.uuid,
      nickname: nicknameOf(state, user.uuid),
      place: placeOf(state, user.uuid)
    }))
    .sort((a, b) => livePlaces.indexOf(a.place) - livePlaces.indexOf(b.place) || djOrder(a.uuid) - djOrder(b.uuid))
}

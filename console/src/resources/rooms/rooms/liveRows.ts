import { roomRoles, tokenRoles, type LiveRoomState, type LiveUser, type PublicProfile } from '@spinroom/schemas'
import { enumKey } from '../../shared/enums.ts'

/**
 * The translation key of a live user's highest role: a room role (owner, co-owner, moderator, DJ) when they hold one,
 * else the role of their token (admin, user, guest...); undefined for a value neither names.
 */
export function roleKey(highestRole: string): string | undefined {
  if ((roomRoles as readonly string[]).includes(highestRole)) return enumKey('roomRoles', highestRole)
  if ((tokenRoles as readonly string[]).includes(highestRole)) return enumKey('tokenRoles', highestRole)
  return undefined
}

/** Where a user is in a live room, in the order the Live tab lists them. */
export const livePlaces = ['playing', 'dj', 'floor', 'audience'] as const
export type LivePlace = (typeof livePlaces)[number]

/**
 * A user in a live room as the Live tab shows them; `id` is their uuid. `chatOffUntil`: their chat is disabled until
 * then (null: until lifted), undefined when they may chat.
 */
export type LiveRow = LiveUser & {
  id: string
  nickname: string
  avatarId: string | null
  place: LivePlace
  chatOffUntil: string | null | undefined
}

const profileOf = (state: LiveRoomState, uuid: string) =>
  state.allUserData[uuid]?.userProfile as Partial<PublicProfile> | undefined

/** A user's nickname from the profiles the live state carries (a uuid when it has none). */
export const nicknameOf = (state: LiveRoomState, uuid: string) => profileOf(state, uuid)?.nickname ?? uuid

export const avatarOf = (state: LiveRoomState, uuid: string) => profileOf(state, uuid)?.avatarId ?? null

function placeOf(state: LiveRoomState, uuid: string): LivePlace {
  if (state.nowPlaying && state.djs[0]?.uuid === uuid) return 'playing'
  if (state.djs.some((d) => d.uuid === uuid)) return 'dj'
  return state.floorUsers.includes(uuid) ? 'floor' : 'audience'
}

/** Until when a user's chat is disabled in the room now, or undefined when it is not. */
export function chatOffUntil(state: LiveRoomState, uuid: string, now = Date.now()): string | null | undefined {
  const bans = state.settings.roomRoles.filter(
    (r) =>
      r.userUuid === uuid &&
      r.role === 'chatDisabled' &&
      (r.expirationTime === null || Date.parse(r.expirationTime) > now)
  )
  if (!bans.length) return undefined
  if (bans.some((r) => r.expirationTime === null)) return null
  return bans.map((r) => r.expirationTime!).sort()[bans.length - 1]
}

/** Everyone in the room: the playing DJ first, then the DJs in line, the dance floor and the audience. */
export function liveRows(state: LiveRoomState): LiveRow[] {
  const djOrder = (uuid: string) => state.djs.findIndex((d) => d.uuid === uuid)
  return state.allUsers
    .map((user) => ({
      ...user,
      id: user.uuid,
      nickname: nicknameOf(state, user.uuid),
      avatarId: avatarOf(state, user.uuid),
      place: placeOf(state, user.uuid),
      chatOffUntil: chatOffUntil(state, user.uuid)
    }))
    .sort((a, b) => livePlaces.indexOf(a.place) - livePlaces.indexOf(b.place) || djOrder(a.uuid) - djOrder(b.uuid))
}

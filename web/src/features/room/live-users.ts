import {
  changeableRoomRoles,
  isHexColor,
  isModerator,
  roomManagerRoles,
  type LiveRoomState,
  type LiveUser,
  type RoomRole
} from '@spinroom/schemas'

/** A user in the room as the stage shows them: name and colour from their profile, roles from the room. */
export interface RoomMember {
  uuid: string
  nickname: string
  color: string | null
  live: LiveUser | null
}

export function memberOf(live: LiveRoomState, uuid: string): RoomMember {
  const profile = live.allUserData[uuid]?.userProfile ?? {}
  const nickname = typeof profile.nickname === 'string' && profile.nickname ? profile.nickname : null
  const color = isHexColor(profile.color) ? profile.color : null
  return { uuid, nickname: nickname ?? '?', color, live: live.allUsers.find((u) => u.uuid === uuid) ?? null }
}

const isManagerRole = (role: string) => (roomManagerRoles as readonly string[]).includes(role)

/** Whether this user runs the room: owner, co-owner, room moderator, or a global moderator. */
export const mayModerate = (me: LiveUser | null, globalRoles: readonly string[]) =>
  isModerator(globalRoles) || (!!me && isManagerRole(me.highestRole))

/** Roles this user may grant or remove in the room, by the rule the API enforces. */
export const grantableRoles = (me: LiveUser | null, globalRoles: readonly string[]): RoomRole[] =>
  changeableRoomRoles(globalRoles, me ? [me.highestRole] : [])

/** Everyone in the room but the DJs on stage. */
export const floorOf = (live: LiveRoomState) => {
  const djs = new Set(live.djs.map((d) => d.uuid))
  return live.allUsers.filter((u) => !djs.has(u.uuid)).map((u) => u.uuid)
}

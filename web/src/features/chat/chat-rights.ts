import { isModerator, roomManagerRoles, type RoomUserRole } from '@spinroom/schemas'

/** Moderators of a room: a global moderator role, or owner, coOwner or moderator there (seed 002 §6). */
export function isChatModerator(globalRoles: readonly string[], roomRoles: RoomUserRole[], userUuid: string): boolean {
  return isModerator(globalRoles) || roomRoles.some((r) => r.userUuid === userUuid && roomManagerRoles.includes(r.role))
}

/**
 * Whether the user may not chat now, and until when (null: until a moderator lifts it); a chatDisabled role lifts
 * by itself at its expirationTime.
 */
export function chatBan(roomRoles: RoomUserRole[], userUuid: string, now: number): { until: Date | null } | null {
  const bans = roomRoles.filter(
    (r) =>
      r.userUuid === userUuid &&
      r.role === 'chatDisabled' &&
      (r.expirationTime === null || Date.parse(r.expirationTime) > now)
  )
  if (!bans.length) return null
  if (bans.some((r) => r.expirationTime === null)) return { until: null }
  return { until: new Date(Math.max(...bans.map((r) => Date.parse(r.expirationTime!)))) }
}

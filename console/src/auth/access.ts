import { isAdmin, isModerator, type Route } from '@spinroom/schemas'
import { readAuth } from './storage.ts'

/** Who is signed in, as far as access goes: global roles, and the room roles held per room (room-only moderators). */
export interface Caller {
  roles: readonly string[]
  /** Room id → the caller's room role there, for the rooms they moderate; absent for global staff. */
  roomRoles?: Readonly<Record<string, string>>
}

/** The signed-in caller, read from the stored login (empty roles when signed out). */
export const currentCaller = (): Caller => {
  const auth = readAuth()
  return { roles: auth?.user.roles ?? [], roomRoles: auth?.roomRoles }
}

const holdsRoomRole = (route: Route, caller: Caller, roomId?: string) => {
  const wanted = (route.roomRoles ?? []) as readonly string[]
  const held = caller.roomRoles ?? {}
  if (roomId !== undefined) return wanted.includes(held[roomId] ?? '')
  return Object.values(held).some((role) => wanted.includes(role))
}

/**
 * Whether the caller may call a route, as its declaration states (the API checks the same). For `room` routes
 * without a room, whether they may in some room. `self` routes are about another user here, so administrators only.
 */
export function canCall(route: Route, caller: Caller = currentCaller(), roomId?: string): boolean {
  switch (route.access) {
    case 'public':
    case 'any':
    case 'user':
      return true
    case 'mod':
      return isModerator(caller.roles)
    case 'room':
      return (
        isAdmin(caller.roles) ||
        (!!route.globalModerators && isModerator(caller.roles)) ||
        holdsRoomRole(route, caller, roomId)
      )
    case 'self':
    case 'selfOrService':
    case 'admin':
    case 'service':
      return isAdmin(caller.roles)
    default:
      return false
  }
}

/** One route, or alternatives in order of preference (e.g. the admin list, then the moderators' search). */
export type RouteChoice = Route | readonly Route[]

/** The first of the alternatives the caller may call, if any. */
export const pickRoute = (choice: RouteChoice | undefined, caller: Caller = currentCaller()): Route | undefined =>
  choice === undefined ? undefined : (Array.isArray(choice) ? choice : [choice]).find((r) => canCall(r, caller))

/** `canCall` for the signed-in caller, in a component: whether to show what calls the route. */
export const useCanCall = (route: Route, roomId?: string): boolean => canCall(route, currentCaller(), roomId)

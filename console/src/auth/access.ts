import { usePermissions } from 'react-admin'
import { isAdmin, isModerator, type Route } from '@spinroom/schemas'

/** Placeholder until the lead's role-aware access lands: whether the signed-in caller may call a route (in a room). */
export function useCanCall(route: Route, _roomId?: string): boolean {
  const { permissions } = usePermissions<string[]>()
  if (route.access === 'public' || route.access === 'any' || route.access === 'user') return true
  if (route.access === 'mod' || route.access === 'room') return isModerator(permissions) || isAdmin(permissions)
  return isAdmin(permissions)
}

import { usePermissions } from 'react-admin'
import { isAdmin, isModerator, type Route } from '@spinroom/schemas'

const adminOnly = new Set(['admin', 'service', 'self', 'selfOrService'])

/** Whether the signed-in caller may call a route (placeholder until the role-aware core lands: global roles only). */
export const useCanCall = (route: Route, roomId?: string): boolean => {
  const { permissions } = usePermissions<string[]>()
  const roomOnly = route.access === 'room' && roomId !== undefined && !route.globalModerators
  return adminOnly.has(route.access) || roomOnly ? isAdmin(permissions) : isModerator(permissions)
}

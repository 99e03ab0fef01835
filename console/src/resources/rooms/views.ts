import type { ResourceViews } from '../types.ts'
import type { roomsResources } from './registry.ts'
import room from './rooms/index.ts'
import roomRole from './room-roles/index.ts'
import community from './communities/index.ts'
import roomEvent from './events/index.ts'

/** The rooms domain's screens: resource name → its views (a menu entry and pages). */
export const roomsViews: Partial<Record<keyof typeof roomsResources, ResourceViews>> = {
  rooms: room,
  'room-user-roles': roomRole,
  communities: community,
  events: roomEvent
}

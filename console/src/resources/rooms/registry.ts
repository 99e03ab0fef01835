import { routes } from '@spinroom/schemas'
import type { ResourceEntry } from '../types.ts'

const r = routes.rooms

/** The rooms domain's resources, in menu order: resource name → the routes that serve it. */
export const roomsResources = {
  rooms: {
    domain: 'rooms',
    routes: {
      list: [r.listAdminRooms, r.listModeratedRooms],
      get: [r.getAdminRoom, r.getModeratedRoom],
      update: [r.updateRoomAdmin, r.updateRoom],
      delete: r.deleteRoom
    },
    roomStaff: true
  },
  // No views: a room's records show on its Live tab, to the room's moderators too.
  'room-moderation-actions': { domain: 'rooms', routes: { list: r.listRoomModerationActions } },
  // Listed across rooms, granted and removed per room.
  'room-user-roles': {
    domain: 'rooms',
    routes: { list: r.listRoomUserRoles, create: r.grantRoomRole, delete: r.removeRoomRole }
  },
  communities: {
    domain: 'rooms',
    routes: {
      list: r.listCommunities,
      get: r.getCommunity,
      create: r.createCommunity,
      update: r.updateCommunity,
      delete: r.deleteCommunity
    }
  },
  events: {
    domain: 'rooms',
    routes: {
      list: r.listEvents,
      get: r.getEvent,
      create: r.createEvent,
      update: r.updateEvent,
      delete: r.deleteEvent
    }
  }
} satisfies Record<string, ResourceEntry>

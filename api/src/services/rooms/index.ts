import { legacyDomain } from '../../lib/endpoint.ts'
import { helloEndpoint, statusEndpoint } from '../status/status.ts'
import { roomListEndpoints } from './room-lists.table.ts'
import { roomEndpoints } from './rooms.table.ts'
import { roomRoleEndpoints } from './room-roles.table.ts'
import { communityEndpoints } from './communities.table.ts'
import { eventEndpoints } from './events.table.ts'
import { liveEndpoints } from './live.table.ts'
import { roomsEntity } from './room.entity.ts'
import { roomUserRolesEntity } from './room-role.entity.ts'
import { communitiesEntity } from './community.entity.ts'
import { eventsEntity } from './event.entity.ts'
import { configureLiveRooms } from './live/service.ts'

/** The room service: rooms, room roles, communities, events, favorites and the live room. */
export const rooms = legacyDomain(
  'rooms',
  {
    entities: [roomsEntity, roomUserRolesEntity, communitiesEntity, eventsEntity],
    setup(app) {
      configureLiveRooms(app)
    }
  },
  [
    helloEndpoint('rooms'),
    statusEndpoint('rooms', '/info-admin/room-service-status'),
    ...roomListEndpoints,
    ...roomEndpoints,
    ...roomRoleEndpoints,
    ...communityEndpoints,
    ...eventEndpoints,
    ...liveEndpoints
  ]
)

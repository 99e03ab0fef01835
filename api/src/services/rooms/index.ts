import type { Domain } from '../../lib/endpoint.ts'
import { helloEndpoint, statusEndpoint } from '../status/status.ts'
import { bases } from '../status/bases.ts'
import { roomListEndpoints } from './room-lists.table.ts'
import { roomEndpoints } from './rooms.table.ts'
import { roomRoleEndpoints } from './room-roles.table.ts'
import { communityEndpoints } from './communities.table.ts'
import { eventEndpoints } from './events.table.ts'
import { liveEndpoints } from './live.table.ts'

/** The room service: rooms, room roles, communities, events, favorites and the live room. */
export const roomService: Domain = {
  base: bases.room.base,
  name: 'rooms',
  endpoints: [
    helloEndpoint('room'),
    statusEndpoint('room', '/info-admin/room-service-status'),
    ...roomListEndpoints,
    ...roomEndpoints,
    ...roomRoleEndpoints,
    ...communityEndpoints,
    ...eventEndpoints,
    ...liveEndpoints
  ]
}

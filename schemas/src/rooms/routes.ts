import { defineRoutes } from '../route.ts'
import { helloRoutes, statusRoutes } from '../status/routes.ts'
import { communityLinkRoutes } from './community-link.routes.ts'
import { communityRoutes } from './community.routes.ts'
import { eventRoutes } from './event.routes.ts'
import { liveRestRoutes } from './live-rest.routes.ts'
import { roomAdminRoutes } from './room-admin.routes.ts'
import { roomFavoriteRoutes } from './room-favorite.routes.ts'
import { roomListRoutes } from './room-list.routes.ts'
import { roomModerationRoutes } from './room-moderation.routes.ts'
import { roomRoleRoutes } from './room-role.routes.ts'
import { roomRoutes } from './room.routes.ts'

export const roomsRoutes = defineRoutes('rooms', {
  ...helloRoutes,
  ...statusRoutes('/info-admin/room-service-status'),
  ...roomListRoutes,
  ...roomFavoriteRoutes,
  ...roomRoutes,
  ...roomAdminRoutes,
  ...roomRoleRoutes,
  ...communityRoutes,
  ...communityLinkRoutes,
  ...eventRoutes,
  ...liveRestRoutes,
  ...roomModerationRoutes
})

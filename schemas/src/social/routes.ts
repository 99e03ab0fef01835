import { defineRoutes } from '../route.ts'
import { helloRoutes, statusRoutes } from '../status/routes.ts'
import { blockedUserRoutes } from './blocked-user.routes.ts'
import { contactRoutes } from './contact.routes.ts'
import { conversationRoutes } from './conversation.routes.ts'
import { deviceRoutes } from './device.routes.ts'
import { djFanRoutes } from './dj-fan.routes.ts'
import { friendRoutes } from './friend.routes.ts'
import { notificationRoutes } from './notifications.routes.ts'

export const socialRoutes = defineRoutes('social', {
  ...helloRoutes,
  // Ours: the seed gives this base no status route; the console's status page shows every base.
  ...statusRoutes('/info-admin/social-service-status'),
  ...blockedUserRoutes,
  ...deviceRoutes,
  ...djFanRoutes,
  ...friendRoutes,
  ...contactRoutes,
  ...notificationRoutes,
  ...conversationRoutes
})

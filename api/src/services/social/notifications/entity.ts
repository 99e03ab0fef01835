import { NotificationSchema, notificationListFields, notificationSearchFields } from '@spinroom/schemas'
import { defineEntity } from '../../../lib/entity.ts'

/** The notification outbox: read by the console; written in bulk by `queueNotification`, never through the service. */
export const notificationsEntity = defineEntity({
  table: 'notifications',
  path: 'api/social-service/notification-outbox',
  resource: 'notifications',
  schema: NotificationSchema,
  listFields: notificationListFields,
  searchFields: notificationSearchFields,
  defaultSort: { createdAt: -1 }
})

import { socialRoutes } from '@spinroom/schemas'
import { defineDomain } from '../../lib/domain.ts'
import { hello, status } from '../../lib/status.ts'
import { chatBlocks } from '../rooms/live/chat-blocks.ts'
import { onDjSeated } from '../rooms/live/dj-seats.ts'
import { blockedBy, blockersOf } from './blocks/blocks.ts'
import { blockedUsersEntity } from './blocks/entity.ts'
import { blockedUserHandlers } from './blocks/handlers.ts'
import { contactHandlers } from './contacts/handlers.ts'
import { conversationsEntity, directMessagesEntity } from './conversations/entity.ts'
import { conversationHandlers } from './conversations/handlers.ts'
import { devicesEntity } from './devices/entity.ts'
import { deviceHandlers } from './devices/handlers.ts'
import { djFansEntity, djsEntity } from './dj-fans/entity.ts'
import { djFanHandlers } from './dj-fans/handlers.ts'
import { friendInvitationsEntity, friendsEntity } from './friends/entity.ts'
import { friendHandlers } from './friends/handlers.ts'
import { configureNotificationDeliveries } from './notifications/delivery-job.ts'
import { announceLiveDj } from './notifications/dj-live.ts'
import { closePushDrivers } from './notifications/drivers.ts'
import { notificationsEntity } from './notifications/entity.ts'
import { notificationHandlers } from './notifications/handlers.ts'

/**
 * The social service: blocks, devices, DJ fans, friend invitations, friends, contact books, notifications and
 * conversations.
 */
export default defineDomain(socialRoutes, {
  entities: [
    blockedUsersEntity,
    devicesEntity,
    djFansEntity,
    djsEntity,
    friendInvitationsEntity,
    friendsEntity,
    notificationsEntity,
    conversationsEntity,
    directMessagesEntity
  ],
  handlers: {
    hello: hello('social'),
    status: status('social'),
    ...blockedUserHandlers,
    ...deviceHandlers,
    ...djFanHandlers,
    ...friendHandlers,
    ...contactHandlers,
    ...notificationHandlers,
    ...conversationHandlers
  },
  setup(app) {
    chatBlocks.provide(app, { blockersOf, blockedBy })
    onDjSeated(app, ({ room, djUuid }) => announceLiveDj(app, room, djUuid))
    configureNotificationDeliveries(app)
    app.hooks({
      teardown: [async (_context: unknown, next: () => Promise<void>) => (await next(), closePushDrivers(app))]
    })
  }
})

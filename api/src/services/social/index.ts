import { socialRoutes } from '@spinroom/schemas'
import { defineDomain } from '../../lib/domain.ts'
import { hello, status } from '../status/handlers.ts'
import { blockedUsersEntity } from './blocks/entity.ts'
import { blockedUserHandlers } from './blocks/handlers.ts'
import { contactHandlers } from './contacts/handlers.ts'
import { devicesEntity } from './devices/entity.ts'
import { deviceHandlers } from './devices/handlers.ts'
import { djFansEntity, djsEntity } from './dj-fans/entity.ts'
import { djFanHandlers } from './dj-fans/handlers.ts'
import { friendInvitationsEntity, friendsEntity } from './friends/entity.ts'
import { friendHandlers } from './friends/handlers.ts'

/** The social service: blocks, devices, DJ fans, friend invitations, friends and contact books. */
export default defineDomain(socialRoutes, {
  entities: [blockedUsersEntity, devicesEntity, djFansEntity, djsEntity, friendInvitationsEntity, friendsEntity],
  handlers: {
    hello: hello('social'),
    status: status('social'),
    ...blockedUserHandlers,
    ...deviceHandlers,
    ...djFanHandlers,
    ...friendHandlers,
    ...contactHandlers
  }
})

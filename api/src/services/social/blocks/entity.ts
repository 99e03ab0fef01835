import { BlockedUserSchema, socialEventPaths } from '@spinroom/schemas'
import { userChannel } from '../../../channels.ts'
import { defineEntity } from '../../../lib/entity.ts'

export const blockedUsersEntity = defineEntity({
  table: 'blocked_users',
  path: socialEventPaths.blockedUsers,
  resource: 'blocked-users',
  schema: BlockedUserSchema,
  listFields: ['id', 'userUuid', 'blockedUserUuid', 'createdAt'],
  searchFields: [],
  publish: (block, app) => [app.channel(userChannel(block.userUuid))]
})

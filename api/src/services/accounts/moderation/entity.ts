import { ModerationActionSchema, moderationActionListFields, moderationActionSearchFields } from '@spinroom/schemas'
import { MODERATORS } from '../../../channels.ts'
import { defineEntity } from '../../../lib/entity.ts'

/** Moderation records; the audit domain will serve them, the console lists them now (to moderators). */
export const moderationActionsEntity = defineEntity({
  table: 'moderation_actions',
  path: 'api/user-service/moderation-actions',
  resource: 'moderation-actions',
  schema: ModerationActionSchema,
  listFields: moderationActionListFields,
  searchFields: moderationActionSearchFields,
  defaultSort: { createdAt: -1 },
  publish: (_action, app) => [app.channel(MODERATORS)]
})

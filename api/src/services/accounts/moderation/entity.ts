import { ModerationActionSchema, moderationActionListFields, moderationActionSearchFields } from '@spinroom/schemas'
import { MODERATORS } from '../../../channels.ts'
import { defineEntity } from '../../../lib/entity.ts'

/** Moderation records: every moderation act writes one; the audit service's /moderation-actions serves them. */
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

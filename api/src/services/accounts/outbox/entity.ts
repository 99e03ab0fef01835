import { OutboxMessageSchema, outboxListFields, outboxSearchFields } from '@spinroom/schemas'
import { ADMINS } from '../../../channels.ts'
import { defineEntity } from '../../../lib/entity.ts'

export const outboxEntity = defineEntity({
  table: 'outbox',
  path: 'api/user-service/outbox',
  resource: 'outbox',
  schema: OutboxMessageSchema,
  listFields: outboxListFields,
  searchFields: outboxSearchFields,
  defaultSort: { createdAt: -1 },
  // Messages carry codes: only administrators see them arrive.
  publish: (_message, app) => [app.channel(ADMINS)]
})

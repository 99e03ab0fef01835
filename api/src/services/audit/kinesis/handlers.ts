import type { kinesisRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { recordAuditEvent } from './events.ts'

export const kinesisHandlers: Handlers<typeof kinesisRoutes> = {
  recordAuditEvent
}

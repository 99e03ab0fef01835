import type { outboxRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { listOutbox } from './outbox.ts'

export const outboxHandlers: Handlers<typeof outboxRoutes> = { listOutbox }

import { auditRoutes } from '@spinroom/schemas'
import { defineDomain } from '../../lib/domain.ts'
import { hello, status } from '../../lib/status.ts'
import { raiseSentryTestError } from '../../lib/sentry-testing.ts'
import { geolocationHandlers } from './geolocation/handlers.ts'
import { auditEventsEntity } from './info/entity.ts'
import { infoHandlers } from './info/handlers.ts'
import { kinesisHandlers } from './kinesis/handlers.ts'
import { moderationActionHandlers } from './moderation-actions/handlers.ts'

/** The audit service: client events (play tracking), what it knows of them, geolocation and moderation records. */
export default defineDomain(auditRoutes, {
  handlers: {
    hello: hello('audit'),
    status: status('audit'),
    ...kinesisHandlers,
    ...infoHandlers,
    ...geolocationHandlers,
    ...moderationActionHandlers,
    raiseSentryTestError
  },
  entities: [auditEventsEntity]
})

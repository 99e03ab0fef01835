import { auditRoutes } from '@spinroom/schemas'
import { defineDomain } from '../../lib/domain.ts'
import { hello, status } from '../status/handlers.ts'
import { kinesisHandlers } from './kinesis/handlers.ts'

/** The audit service: client events (play tracking) and the service's status. */
export default defineDomain(auditRoutes, {
  handlers: { hello: hello('audit'), status: status('audit'), ...kinesisHandlers }
})

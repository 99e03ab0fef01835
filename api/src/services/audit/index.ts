import { auditRoutes } from '@spinroom/schemas'
import { defineDomain } from '../../lib/domain.ts'
import { hello, status } from '../status/handlers.ts'

export default defineDomain(auditRoutes, { handlers: { hello: hello('audit'), status: status('audit') } })

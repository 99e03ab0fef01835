import { paymentsRoutes } from '@spinroom/schemas'
import { defineDomain } from '../../lib/domain.ts'
import { hello, status } from '../status/handlers.ts'

export default defineDomain(paymentsRoutes, { handlers: { hello: hello('payments'), status: status('payments') } })

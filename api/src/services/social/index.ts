import { socialRoutes } from '@spinroom/schemas'
import { defineDomain } from '../../lib/domain.ts'
import { hello, status } from '../status/handlers.ts'

export default defineDomain(socialRoutes, { handlers: { hello: hello('social'), status: status('social') } })

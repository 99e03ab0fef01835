import { socialRoutes } from '@spinroom/schemas'
import { defineDomain } from '../../lib/domain.ts'
import { hello } from '../status/handlers.ts'

export default defineDomain(socialRoutes, { handlers: { hello: hello('social') } })

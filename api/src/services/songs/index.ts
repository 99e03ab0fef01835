import { songsRoutes } from '@spinroom/schemas'
import { defineDomain } from '../../lib/domain.ts'
import { hello } from '../status/handlers.ts'

export default defineDomain(songsRoutes, { handlers: { hello: hello('songs') } })

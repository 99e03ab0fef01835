import type { searchRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { searchV1, searchV2 } from './search.ts'

export const searchHandlers: Handlers<typeof searchRoutes> = {
  search: ({ app, query }) => searchV1(app, query),
  searchV2: ({ app, query }) => searchV2(app, query)
}

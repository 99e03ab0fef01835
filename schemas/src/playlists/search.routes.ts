import { routeGroup } from '../route.ts'
import { SearchGroupsSchema, SearchQuery, SearchResultSchema } from './search.ts'

const description =
  'Searches the catalogue (full-text over track, artist and album names and the ISRC; every word must match, the last one also as a prefix; best matches first) and every configured music provider at once. A provider that fails or takes too long leaves its results out and is reported in its source entry; the search still answers. An empty query answers nothing. explicit=false leaves explicit songs out.'

export const searchRoutes = routeGroup({
  search: {
    method: 'GET',
    path: '/search',
    access: 'any',
    summary: 'search (q, explicit, country, offset, limit)',
    description: `${description} v1: one list; the first 5 catalogue results, then the catalogue and each provider interleaved, each source paged by offset and limit on its own; sources says how each answered.`,
    tags: ['search'],
    query: SearchQuery,
    result: SearchResultSchema
  },
  searchV2: {
    method: 'GET',
    path: '/search/v2',
    access: 'any',
    summary: 'search v2 (same query)',
    description: `${description} v2: the results grouped by source (the catalogue first), each group with its status, total (when the source says) and page.`,
    tags: ['search'],
    query: SearchQuery,
    result: SearchGroupsSchema
  }
})

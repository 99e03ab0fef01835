import type { GetListParams } from 'react-admin'
import type { Route } from '@spinroom/schemas'
import { propertiesOf } from './schema.ts'

type Query = Record<string, unknown>
type ListParams = Pick<GetListParams, 'pagination' | 'sort' | 'filter'>

/** How a list route pages, read from its query schema. */
export type Dialect = 'simple-rest' | 'take-skip' | 'limit-offset' | 'feathers' | 'none'

export function dialectOf(route: Route): Dialect {
  const query = propertiesOf(route.query)
  if ('range' in query) return 'simple-rest'
  if ('take' in query) return 'take-skip'
  if ('limit' in query) return 'limit-offset'
  if ('$limit' in query) return 'feathers'
  return 'none'
}

/** The filter values a route's query declares, instants in ISO (a date input gives a local date). */
function declaredFilters(route: Route, filter: Query = {}): Query {
  const query = propertiesOf(route.query)
  return Object.fromEntries(
    Object.entries(filter)
      .filter(([key, value]) => key in query && value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, query[key]?.format === 'date-time' ? new Date(String(value)).toISOString() : value])
  )
}

/** An `orderBy` the route accepts (`name` or `-name`), when it takes one. */
function orderOf(route: Route, sort: ListParams['sort']): Query {
  const orderBy = propertiesOf(route.query).orderBy as { anyOf?: { const?: string }[]; enum?: string[] } | undefined
  if (!orderBy || !sort) return {}
  const allowed = orderBy.enum ?? (orderBy.anyOf ?? []).map((v) => v.const)
  const wanted = `${sort.order === 'DESC' ? '-' : ''}${sort.field}`
  return allowed.includes(wanted) ? { orderBy: wanted } : {}
}

/** The query of a list call in the route's dialect. */
export function listQuery(route: Route, { pagination, sort, filter }: ListParams): Query {
  const { page, perPage } = pagination ?? { page: 1, perPage: 25 }
  const start = (page - 1) * perPage
  switch (dialectOf(route)) {
    case 'simple-rest':
      return {
        sort: JSON.stringify(sort ? [sort.field, sort.order] : ['id', 'ASC']),
        range: JSON.stringify([start, start + perPage - 1]),
        filter: JSON.stringify(filter ?? {})
      }
    case 'take-skip':
      return { ...declaredFilters(route, filter), ...orderOf(route, sort), take: perPage, skip: start }
    case 'limit-offset':
      return { ...declaredFilters(route, filter), ...orderOf(route, sort), limit: perPage, offset: start }
    case 'feathers':
      return { ...declaredFilters(route, filter), $limit: perPage, $skip: start }
    case 'none':
      return declaredFilters(route, filter)
  }
}

/** A list answer (a bare array or `{ data, total }`) and its total (Content-Range first, as simple-rest sends it). */
export function listAnswer(body: unknown, response: Response): { data: Record<string, unknown>[]; total: number } {
  const data = (Array.isArray(body) ? body : ((body as { data?: unknown[] })?.data ?? [])) as Record<string, unknown>[]
  const range = response.headers.get('content-range')
  const total = range ? Number(range.split('/').pop()) : ((body as { total?: number })?.total ?? data.length)
  return { data, total }
}

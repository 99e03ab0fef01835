import { routes, type Route, type RouteDef } from '@spinroom/schemas'
import { dialectOf } from '../data/paging.ts'
import type { FakeAnswer, SentRequest } from './fake-api.ts'

type Schema = {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  anyOf?: Schema[]
  allOf?: Schema[]
  properties?: Record<string, Schema>
  required?: string[]
}

/** The least value a schema accepts: no rows, empty text, zero, the first choice; null where null is allowed. */
export function leastOf(schema: Schema | undefined): unknown {
  if (!schema) return undefined
  if ('const' in schema) return schema.const
  if (schema.enum) return schema.enum[0]
  if (schema.anyOf) {
    const nullable = schema.anyOf.some((s) => s.type === 'null')
    return nullable ? null : leastOf(schema.anyOf[0])
  }
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map(leastOf))
  const type = [schema.type].flat()[0]
  if (type === 'array') return []
  if (type === 'string') return ''
  if (type === 'integer' || type === 'number') return 0
  if (type === 'boolean') return false
  if (type === 'null') return null
  const required = schema.required ?? []
  return Object.fromEntries(
    Object.entries(schema.properties ?? {})
      .filter(([key]) => required.includes(key))
      .map(([key, s]) => [key, leastOf(s)])
  )
}

const placeholder = /\{\w+\}/g
const escaped = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
// Fixed paths first: `/admin/users/search` is not `/admin/users/{id}`.
const everyRoute = Object.values(routes)
  .flatMap((table) => Object.values(table) as Route[])
  .map((route) => {
    const path = escaped(route.base + route.path).replace(placeholder, (name) => `(?<${name.slice(1, -1)}>[^/]+)`)
    return { route, pattern: new RegExp(`^${path}$`) }
  })
  .sort((a, b) => a.route.path.split('{').length - b.route.path.split('{').length)

/** The route of schemas/ a request of the console calls, and the path parameters it filled in. */
function matchOf(request: Pick<SentRequest, 'method' | 'path'>) {
  for (const { route, pattern } of everyRoute) {
    const match = route.method === request.method ? pattern.exec(request.path) : null
    if (match) return { route, params: { ...match.groups } }
  }
  return undefined
}

export const routeOf = (request: Pick<SentRequest, 'method' | 'path'>): Route | undefined => matchOf(request)?.route

/**
 * An answer of the shape the request's route declares, with nothing in it but the record the path names (its `id`
 * and the like), and a simple-rest list's Content-Range: enough for any screen to show, empty.
 */
export function emptyAnswer(request: SentRequest): FakeAnswer {
  const { route, params } = matchOf(request) ?? {}
  if (!route) return { status: 404, body: { name: 'NotFound', message: `No route ${request.method} ${request.path}` } }
  const simpleRest = route.method === 'GET' && dialectOf(route) === 'simple-rest'
  const status = route.status ?? 200
  const least = leastOf((route as RouteDef).result as Schema | undefined)
  const named = least && typeof least === 'object' && !Array.isArray(least) ? { ...least, ...params } : least
  return {
    status,
    body: status === 204 ? undefined : named,
    headers: simpleRest ? { 'content-range': 'items 0-0/0' } : {}
  }
}

import type { TObject, TSchema } from '@sinclair/typebox'
import type { RouteDef } from '@spinroom/schemas'
import type { Application } from '../declarations.ts'
import { registeredRoutes } from './register.ts'

type Json = Record<string, unknown>

// TypeBox marks schemas with symbols and `$id`s that repeat across the document: keep plain JSON Schema.
export const plain = (schema: TSchema): Json =>
  JSON.parse(JSON.stringify(schema, (key, value) => (key === '$id' ? undefined : value)))

const ErrorSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    message: { type: 'string' },
    code: { type: 'integer' },
    className: { type: 'string' },
    data: {}
  },
  required: ['name', 'message', 'code', 'className']
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } }
})

function parameters(path: string, params?: TSchema, query?: TSchema): Json[] {
  const props = (params as TObject | undefined)?.properties ?? {}
  const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1])
  const inPath = names.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: props[name] ? plain(props[name]) : { type: 'string' }
  }))
  const q = query as TObject | undefined
  const inQuery = Object.entries(q?.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: q?.required?.includes(name) ?? false,
    description: (schema as TSchema).description,
    schema: plain(schema as TSchema)
  }))
  return [...inPath, ...inQuery]
}

const generic: Record<number, string> = {
  400: 'Invalid input; the message names the field',
  401: 'No valid credential',
  403: 'Not allowed for this caller'
}

/** Error answers: the generic ones that apply, with the seed's messages the route declares under their status. */
function errorResponses(row: RouteDef, secured: boolean): Record<string, Json> {
  const byStatus = new Map<number, string[]>()
  const add = (status: number, text: string) => byStatus.set(status, [...(byStatus.get(status) ?? []), text])
  if (row.body || row.query || row.params) add(400, generic[400])
  if (secured) [401, ...(row.refused ? [] : [403])].forEach((status) => add(status, generic[status]))
  for (const [status, message] of Object.entries(row.errors ?? {})) add(+status, `'${message}'`)
  if (row.missing) add(400, `'${row.missing}'`)
  if (row.forbidden) add(403, `'${row.forbidden}'`)
  if (row.rateLimit)
    add(429, `Over the '${row.rateLimit}' rate limit; data.retryAfter and Retry-After give the seconds`)
  return Object.fromEntries([...byStatus].map(([status, texts]) => [status, errorResponse(texts.join('; '))]))
}

/** The OpenAPI 3.1 document of every registered endpoint, from the endpoint tables and their schemas. */
export function openApiDocument(app: Application): Json {
  const paths: Record<string, Record<string, Json>> = {}
  for (const route of registeredRoutes(app)) {
    const { row } = route
    const path = `${route.base}${row.path === '/' ? '/' : row.path}`
    const status = String(row.status ?? 200)
    const secured = row.access !== 'public' && row.access !== 'hook'
    paths[path] ??= {}
    paths[path][row.method.toLowerCase()] = {
      // The route's name in its domain's table: what @spinroom/client calls it (`routes.points.listTokenBundles`).
      operationId: `${route.domain}.${route.name}`,
      summary: row.summary,
      ...(row.description ? { description: row.description } : {}),
      tags: [route.domain, ...(row.tags ?? [])],
      'x-access': row.access,
      ...(row.roomRoles ? { 'x-room-roles': row.roomRoles } : {}),
      ...(row.globalModerators ? { 'x-global-moderators': true } : {}),
      ...(row.refused ? { 'x-refused': row.refused } : {}),
      security: secured ? [{ bearer: [] }, { apiKey: [] }] : [],
      parameters: parameters(row.path, row.params, row.query),
      ...(row.body
        ? {
            requestBody: {
              required: row.method !== 'DELETE',
              content: { [row.consumes ?? 'application/json']: { schema: plain(row.body) } }
            }
          }
        : {}),
      responses: {
        [status]: {
          description: Number(status) >= 500 ? 'Always: the failure this endpoint exists to produce' : 'Success',
          ...(row.result ? { content: { [row.produces ?? 'application/json']: { schema: plain(row.result) } } } : {})
        },
        ...errorResponses(row, secured),
        default: errorResponse('Error')
      }
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Spinroom API',
      version: process.env.npm_package_version ?? '0.1.0',
      description:
        'Every endpoint of the eight service bases. Access levels (x-access): public, any, user, self, selfOrService, room, mod, admin, service, bot, hook. `self`: the user the call is about; `room`: a holder of the room roles listed in x-room-roles (x-global-moderators: global moderators too); admins pass both.'
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' }
      },
      schemas: { Error: ErrorSchema }
    }
  }
}

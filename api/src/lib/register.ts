import type { Id, NullableId, Params } from '@feathersjs/feathers'
import type { Middleware } from '@feathersjs/koa'
import type { TSchema } from '@sinclair/typebox'
import { isModerator, serviceLocation, type FeathersMethod } from '@spinroom/schemas'
import type { AnyService, Application, HookContext } from '../declarations.ts'
import { NotConfigured } from '../providers/settings.ts'
import { MethodNotAllowed, NotFound } from '../errors.ts'
import { assertAccess, assertOwner, identify, ownedAccess } from './access.ts'
import type { Binding, Domain } from './domain.ts'
import type { Call, Endpoint } from './endpoint.ts'
import { serviceAt } from './service-at.ts'
import { assertMediaType } from './media-type.ts'
import { compileValidator, refuseNul, refuseNulInPath } from './validate.ts'
import { spendRateLimit } from './rate-limits.ts'
import { useService } from './service-at.ts'

/** One endpoint as registered: where it lives in Feathers and how its inputs are checked. */
export interface Route {
  base: string
  domain: string
  /** The route's name in its domain's table. */
  name: string
  row: Endpoint
  /** Feathers service path, route placeholders as `:name`. */
  servicePath: string
  method: FeathersMethod
  /** Name of the trailing `{placeholder}` served as the Feathers id, if any. */
  idName?: string
  run: (context: HookContext, id: NullableId, data: unknown) => Promise<unknown>
}

const routes: Route[] = []
const routesByApp = new WeakMap<Application, Route[]>()

/** Every endpoint registered on an app, in registration order (drives OpenAPI and the access test). */
export const registeredRoutes = (app: Application): Route[] => routesByApp.get(app) ?? routes

const toRoute = (path: string) => path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ':$1')
const join = (base: string, path: string) => `${base}${path === '/' ? '' : path}`.replace(/^\//, '')

const key = (method: FeathersMethod, withId: boolean) => `${method}${withId ? ':id' : ''}`

/** A provider's missing settings are for staff and the log; anyone else reads plain words naming the provider. */
function forCaller(error: unknown, { caller, app }: Call): unknown {
  if (!(error instanceof NotConfigured) || (caller && isModerator(caller.roles))) return error
  app.get('log').warn({ missing: error.message }, 'a provider is not configured')
  return error.listenerError()
}

/** Builds the runner of one row: media type, identify, access, rate limit, validation, ownership, handler. */
function runner(row: Endpoint, idName: string | undefined): Route['run'] {
  const check = {
    params: row.params && compileValidator(row.params as TSchema, 'path'),
    query: row.query && compileValidator(row.query as TSchema, 'query'),
    body: row.body && compileValidator(row.body as TSchema, 'body', row.missing)
  }
  return async (context, id, data) => {
    const { params } = context
    const external = !!params.provider
    if (params.provider === 'rest') assertMediaType(row, params.headers)
    if (external) {
      await identify(context)
      const queryToken =
        row.tokenInQuery && !params.caller && (params.query as Record<string, unknown>)?.[row.tokenInQuery]
      if (!queryToken) assertAccess(row, params.caller ?? null)
      // Before validation, so a flood of malformed calls counts too.
      await spendRateLimit(context.app, row.rateLimit, { caller: params.caller, address: params.ip, input: data })
    }
    const { __id: _transportId, ...route }: Record<string, unknown> = { ...(params.route ?? {}) }
    if (idName && id !== null) route[idName] = id
    const query = { ...(params.query ?? {}) }
    // Declared or not, no input may carry what the database cannot store; checked before any schema names another.
    refuseNulInPath(route)
    refuseNul(query, 'query')
    refuseNul(data, 'body')
    const call: Call = {
      app: context.app,
      params: check.params ? check.params(route) : route,
      query: check.query ? check.query(query) : query,
      body: check.body ? check.body(data) : data,
      caller: params.caller ?? null,
      files: (params.files as Call['files'] | undefined) ?? {},
      context,
      setHeader(name, value) {
        context.http = { ...context.http, headers: { ...context.http?.headers, [name]: value } }
      }
    }
    if (external) await assertOwner(row, call)
    let result: unknown
    try {
      result = await row.handler(call)
    } catch (error) {
      throw external ? forCaller(error, call) : error
    }
    // A handler may answer its own status (200 for a create that found the record already there).
    const status = context.http?.status ?? row.status ?? (row.method === 'POST' ? 200 : undefined)
    if (status) context.http = { ...context.http, status }
    return result
  }
}

/**
 * Koa guard: a REST id on a route that takes none (or the reverse) is an unknown route, not another method.
 * Feathers' REST drops the id of a POST; it goes back into the route, where socket.io calls carry it too.
 */
const idGuard =
  (routesOfService: Map<string, Route>): Middleware =>
  async (ctx, next) => {
    const hasId = ctx.lookup?.params?.__id !== undefined
    if (hasId && ctx.method === 'POST') ctx.feathers = { ...ctx.feathers, route: { ...ctx.lookup!.params } }
    // Feathers' REST drops the body of a DELETE; the rows that declare one get it back here.
    if (ctx.method === 'DELETE')
      ctx.feathers = { ...ctx.feathers, deleteBody: (ctx.request as { body?: unknown }).body }
    const verb = ctx.method.toUpperCase()
    const matches = [...routesOfService.values()].filter((r) => (r.idName !== undefined) === hasId)
    if (!matches.length) throw new NotFound(`Route not found: ${ctx.method} ${ctx.path}`)
    const matched = matches.find((r) => r.row.method === (verb === 'HEAD' ? 'GET' : verb))
    if (!matched && verb !== 'OPTIONS' && verb !== 'HEAD') {
      throw new MethodNotAllowed(`Method ${verb} is not supported by ${ctx.path}`)
    }
    const observed = ctx.feathers?.observed
    if (observed && matched) observed.route = `${matched.base}${matched.row.path}`
    await next()
  }

/** The handler needs the hook context (caller, http headers); endpoint calls emit no events (entities do). */
async function handOverContext(context: HookContext, next: () => Promise<void>) {
  context.params = { ...context.params, __context: context }
  context.event = null
  await next()
}

/** Who serves a route of a table, and with what. */
interface Served {
  by: string
  binding: Binding<never>
}

/** A domain's table with what serves each of its routes, registered under the table's base. */
export interface BoundTable {
  name: string
  base: string
  routes: { name: string; row: Endpoint }[]
}

/**
 * Each domain's table with what serves its routes: the domain's own handlers, or another's that serves them. Refused:
 * a route served by no domain or by two, a handler without a route, routes served of a table no domain here owns.
 */
export function bindRoutes(domains: readonly Domain[]): BoundTable[] {
  const tables = new Map(domains.map((domain) => [domain.name, { domain, served: new Map<string, Served>() }]))
  const where = (domain: Domain, name: string) => `${domain.name} (${domain.base}): ${name}`
  const offers = domains.flatMap((domain) => [
    { table: domain.name, handlers: domain.handlers, by: domain.name },
    ...(domain.serves ?? []).map((serving) => ({ ...serving, by: domain.name }))
  ])
  for (const { table, handlers, by } of offers) {
    const bound = tables.get(table)
    if (!bound) throw new Error(`${by} serves routes of ${table}, a domain that is not registered`)
    for (const [name, binding] of Object.entries(handlers)) {
      if (!binding) continue
      if (!(name in bound.domain.routes)) throw new Error(`${where(bound.domain, name)} is a handler without a route`)
      const other = bound.served.get(name)
      if (other) throw new Error(`${where(bound.domain, name)} is served by both ${other.by} and ${by}`)
      bound.served.set(name, { by, binding })
    }
  }
  return [...tables.values()].map(({ domain, served }) => ({
    name: domain.name,
    base: domain.base,
    routes: Object.entries(domain.routes).map(([name, route]) => {
      const binding = served.get(name)?.binding
      if (!binding) throw new Error(`${where(domain, name)} is a route without a handler`)
      const handled = typeof binding === 'function' ? { handler: binding } : binding
      return { name, row: { ...route, ...handled } as Endpoint }
    })
  }))
}

/** Registers every route of the domains' tables as Feathers services, reachable over REST and socket.io. */
export function registerDomains(app: Application, domains: readonly Domain[]): void {
  for (const table of bindRoutes(domains)) registerTable(app, table)
}

function registerTable(app: Application, table: BoundTable): void {
  const own = routesByApp.get(app) ?? []
  routesByApp.set(app, own)
  const services = new Map<string, Map<string, Route>>()
  for (const { name, row } of table.routes) {
    const { parent, method, idName } = serviceLocation(row)
    const path = join(table.base, toRoute(parent))
    if (ownedAccess(row.access) && !row.owner) {
      throw new Error(`${row.method} ${table.base}${row.path}: a '${row.access}' endpoint must declare its owner`)
    }
    if (row.access === 'room' && (!row.room || !row.roomRoles?.length)) {
      throw new Error(`${row.method} ${table.base}${row.path}: a 'room' endpoint must declare its room and roomRoles`)
    }
    const route: Route = {
      base: table.base,
      domain: table.name,
      name,
      row,
      servicePath: path,
      method,
      idName,
      run: runner(row, idName)
    }
    const byMethod = services.get(path) ?? new Map<string, Route>()
    const k = key(method, idName !== undefined)
    if (byMethod.has(k)) throw new Error(`${row.method} ${table.base}${row.path} is declared twice`)
    byMethod.set(k, route)
    services.set(path, byMethod)
    own.push(route)
  }
  for (const [path, byMethod] of services) {
    const dispatch = (method: FeathersMethod) => async (given: NullableId, data: unknown, params: Params) => {
      const id = method === 'create' ? ((params.route?.__id as string | undefined) ?? null) : given
      const route = byMethod.get(key(method, id !== null && id !== undefined))
      if (!route) throw new NotFound(`Route not found: ${method} ${path}${id != null ? `/${id}` : ''}`)
      return route.run(params.__context as HookContext, id ?? null, data)
    }
    const service = {
      find: (params: Params) => dispatch('find')(null, undefined, params),
      get: (id: Id, params: Params) => dispatch('get')(id, undefined, params),
      create: (data: unknown, params: Params) => dispatch('create')(null, data, params),
      update: (id: NullableId, data: unknown, params: Params) => dispatch('update')(id, data, params),
      patch: (id: NullableId, data: unknown, params: Params) => dispatch('patch')(id, data, params),
      // Over socket.io a remove carries no data: a body-taking DELETE reads its fields from the query there.
      remove: (id: NullableId, params: Params) =>
        dispatch('remove')(id, params.deleteBody ?? (params.provider === 'socketio' ? params.query : undefined), params)
    }
    const methods = [...new Set([...byMethod.values()].map((r) => r.method))]
    useService(app, path, service, { methods, events: [], koa: { before: [idGuard(byMethod)] } })
    serviceAt<AnyService>(app, path).hooks({ around: { all: [handOverContext] } })
  }
}

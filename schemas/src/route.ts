import type { Static, TSchema } from '@sinclair/typebox'
import type { AccessLevel } from './access.ts'
import type { RateLimitName } from './rate-limits.ts'
import type { RoomRole } from './rooms/room-role.ts'
import { bases, type DomainName } from './bases.ts'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** One REST endpoint as data: what the API validates and checks, what OpenAPI documents and what clients call. */
export interface RouteDef {
  method: HttpMethod
  /** The seed's path below the base, placeholders as `{name}`. */
  path: string
  access: AccessLevel
  /** For `room` access: the room roles whose holders pass. */
  roomRoles?: readonly RoomRole[]
  /** For `room` access: whether callers with a moderator role of their own (isModerator) pass too. */
  globalModerators?: boolean
  summary: string
  description?: string
  /** Path parameters. */
  params?: TSchema
  query?: TSchema
  body?: TSchema
  result?: TSchema
  /** HTTP status of the answer (default 200; 201 for creations; 500 for POST /sentry-testing, which exists to fail). */
  status?: number
  /** Message of the 400 when a required body field is missing (the seeds fix some). */
  missing?: string
  /** Message of the 403 when the caller does not own what the call touches (the seeds fix some). */
  forbidden?: string
  /**
   * Where the seed answers a signed-in caller below the access level with a 401 instead of the level's 403: that 401's
   * message is the one `errors` gives it.
   */
  refused?: 401
  /** The seed's error messages this endpoint answers with, by HTTP status; handlers throw these. */
  errors?: Readonly<Record<number, string>>
  /** Media type of the request body when not JSON (e.g. multipart/form-data). */
  consumes?: string
  /**
   * A multipart upload with a larger file limit than the API's default: its field and the most bytes it takes, and any
   * further optional file fields with the most bytes each may take (the handler refuses a larger one, naming it).
   */
  upload?: { field: string; maxBytes: number; otherFiles?: Readonly<Record<string, number>> }
  /** A signed callback: the handler gets the bytes that were sent (`params.rawBody`) to check the signature over. */
  rawBody?: boolean
  /**
   * A query parameter that stands in for the bearer token where a client cannot send headers (a media element): a call
   * that carries it passes the access check, and the handler verifies it.
   */
  tokenInQuery?: string
  /** Media type of the answer when not JSON (e.g. image/webp). */
  produces?: string
  /** The rate limit a call spends before it is served (429 with `retryAfter` once one is used up). */
  rateLimit?: RateLimitName
  /** Tags grouping the endpoint in the API reference. */
  tags?: readonly string[]
}

/** A route of a domain: its declaration, the domain's name and base, and its own name. */
export type Route<R extends RouteDef = RouteDef, D extends DomainName = DomainName, N extends string = string> = R & {
  readonly domain: D
  readonly base: (typeof bases)[D]['base']
  readonly name: N
}

export type RouteTable = Record<string, RouteDef>
export type Routes<T extends RouteTable, D extends DomainName> = { readonly [K in keyof T & string]: Route<T[K], D, K> }

/** A domain's routes, by name. */
export interface DomainRoutes<T extends RouteTable = RouteTable, D extends DomainName = DomainName> {
  name: D
  base: (typeof bases)[D]['base']
  routes: Routes<T, D>
}

/** Declares a group of routes (e.g. one entity's); a domain puts its groups together with `defineRoutes`. */
export const routeGroup = <const T extends RouteTable>(routes: T): T => routes

/** A domain's route table: every route learns its domain, base and name. */
export function defineRoutes<const D extends DomainName, const T extends RouteTable>(
  name: D,
  table: T
): DomainRoutes<T, D> {
  const base = bases[name].base
  const routes = Object.fromEntries(
    Object.entries(table).map(([key, route]) => [key, { ...route, domain: name, base, name: key }])
  )
  return { name, base, routes: routes as Routes<T, D> }
}

type Empty = Record<string, never>
type Part<R, K extends 'params' | 'query' | 'body'> = R extends { [P in K]: infer S extends TSchema }
  ? Static<S>
  : Empty

/** The validated inputs of a route, as the API's handler receives them. */
export type RouteParams<R> = Part<R, 'params'>
export type RouteQuery<R> = Part<R, 'query'>
export type RouteBody<R> = Part<R, 'body'>
/** What a route answers (unknown when it declares no result schema). */
export type RouteResult<R> = R extends { result: infer S extends TSchema } ? Static<S> : unknown

/** A route's path with its placeholders filled in, below its base. */
export function fillPath(route: Pick<RouteDef, 'path'>, params: Record<string, unknown> = {}): string {
  return route.path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_m, name: string) => {
    const value = params[name]
    if (value === undefined || value === null || value === '')
      throw new Error(`${route.path}: missing path parameter '${name}'`)
    return encodeURIComponent(String(value))
  })
}

/** The URL of a route below the server's origin: base and filled path. */
export const routeUrl = (route: Pick<Route, 'base' | 'path'>, params?: Record<string, unknown>) =>
  `${route.base}${route.path === '/' ? '/' : fillPath(route, params)}`

/** A Feathers service method, as a route is served by one. */
export type FeathersMethod = 'find' | 'get' | 'create' | 'update' | 'patch' | 'remove'

/** Where a route lives as a Feathers service, on the API and for the clients that call it over socket.io. */
export interface ServiceLocation {
  /** The route's path up to its trailing `{placeholder}` (`/` when nothing is left), with its other placeholders. */
  parent: string
  /** The trailing placeholder, served as the Feathers id; none for a path that does not end with one. */
  idName?: string
  method: FeathersMethod
}

const trailingPlaceholder = /\/\{([A-Za-z_][A-Za-z0-9_]*)\}$/
const withId = { GET: 'get', POST: 'create', PUT: 'update', PATCH: 'patch', DELETE: 'remove' } as const
const withoutId = { GET: 'find', POST: 'create', PUT: 'update', PATCH: 'patch', DELETE: 'remove' } as const

/**
 * A route's service and method: a path ending in a placeholder is its parent's service with that placeholder as the id
 * (the router matches placeholders whatever the method, so `POST /x/{id}` is `create` on the service of `GET /x/{id}`).
 */
export function serviceLocation(route: Pick<RouteDef, 'path' | 'method'>): ServiceLocation {
  const trailing = trailingPlaceholder.exec(route.path)
  if (!trailing) return { parent: route.path, method: withoutId[route.method] }
  return { parent: route.path.slice(0, trailing.index) || '/', idName: trailing[1], method: withId[route.method] }
}

import type { DomainRoutes, RouteBody, RouteDef, RouteParams, RouteQuery, RouteTable } from '@spinroom/schemas'
import type { Application } from '../declarations.ts'
import type { Call } from './endpoint.ts'
import type { Entity } from './entity.ts'

/** The call a route's handler gets: its validated params, query and body. */
export type CallOf<R> = Call<RouteParams<R>, RouteQuery<R>, RouteBody<R>>
export type Handler<R> = (call: CallOf<R>) => Promise<unknown>
/** For `self` and `selfOrService` routes: the id(s) of the user(s) who own what the call touches (an admin passes). */
export type Owner<R> = (call: CallOf<R>) => string | string[] | undefined | Promise<string | string[] | undefined>
/** For `room` routes: the id of the room the call touches, or null when it touches none (a 404 when it is missing). */
export type RoomOf<R> = (call: CallOf<R>) => Promise<number | null>
/**
 * What serves a route: its handler; its owner when the route's access is `self` or `selfOrService`; its room when the
 * access is `room` (with an owner who passes whatever their roles there, e.g. an event's creator).
 */
export type Binding<R> =
  Handler<R> | { handler: Handler<R>; owner: Owner<R> } | { handler: Handler<R>; room: RoomOf<R>; owner?: Owner<R> }
export type Handlers<T extends RouteTable> = { [K in keyof T]: Binding<T[K]> }

/** Bindings of routes by name, each checked against its own route where it was written; here they are one list. */
export type Bindings = Readonly<Partial<Record<string, Binding<never>>>>

/** Routes of another domain's table that a domain serves, under that domain's base: see `serving`. */
export interface Serving {
  /** The name of the domain whose table holds the routes. */
  table: string
  handlers: Bindings
}

/** A domain as the API serves it: its routes bound to handlers, its entities and what it starts. */
export interface Domain {
  name: string
  base: string
  routes: Readonly<Record<string, RouteDef>>
  /** Handlers of its routes: every route of its table but those another domain serves. */
  handlers: Bindings
  /** Routes of other domains' tables it serves. */
  serves?: readonly Serving[]
  /** Entities with a table, registered before any domain's routes (handlers of one domain use another's). */
  entities?: readonly Entity[]
  /** Runs once every domain's routes are registered: background jobs, event forwarding, the live room. */
  setup?(app: Application): void
}

interface Parts<T extends RouteTable> {
  handlers: Partial<Handlers<T>>
  serves?: readonly Serving[]
  entities?: readonly Entity[]
  setup?(app: Application): void
}

/**
 * A domain: its route table from `schemas/`, a handler for each route by name (registration refuses a route no domain
 * serves), the routes of other tables it serves, its entities and setup.
 */
export function defineDomain<T extends RouteTable>(routes: DomainRoutes<T>, parts: Parts<T>): Domain {
  return { name: routes.name, base: routes.base, routes: routes.routes, ...parts }
}

/**
 * Routes of another domain's table that a domain serves, where the spec puts routes of its own under that domain's
 * base: the lower domain then need not know the higher one.
 */
export const serving = <T extends RouteTable, K extends keyof T>(
  routes: DomainRoutes<T>,
  handlers: Pick<Handlers<T>, K>
): Serving => ({ table: routes.name, handlers })

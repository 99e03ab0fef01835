import type { ComponentType } from 'react'
import type { RaRecord } from 'react-admin'
import type { Route } from '@spinroom/schemas'
import type { RouteChoice } from '../auth/access.ts'
import type { DomainId } from '../menu/domains.ts'

/** What a resource folder's index.ts exports, spread into <Resource> (a domain's views.ts names them). */
export interface ResourceViews {
  list: ComponentType
  show?: ComponentType
  create?: ComponentType
  edit?: ComponentType
  icon: ComponentType
  recordRepresentation: string | ((record: RaRecord) => string)
}

/**
 * The routes that serve a resource's data-provider methods (getMany falls back to `get` per id); where several are
 * named, the first the caller may call serves them (the admin list for admins, the moderators' search for moderators).
 */
export interface ResourceRoutes {
  list?: RouteChoice
  get?: RouteChoice
  getMany?: RouteChoice
  create?: RouteChoice
  update?: RouteChoice
  delete?: RouteChoice
}

/** A page of a domain that is not a resource (a custom route): its menu entry, shown to who may call its route. */
export interface PageEntry {
  domain: DomainId
  path: string
  label: string
  icon: ComponentType
  route: Route
  element: ComponentType
}

/** A form field holding a File, sent to a multipart route (`consumes: multipart/form-data`). */
export interface FileField {
  route: Route
  /** Multipart field of the file when the route's body schema does not name it (default: the form field). */
  field?: string
  /** Body field that names the uploaded file (its answer's `id`), sent with the record; else the file goes after. */
  into?: string
}

/**
 * One console resource: the routes that serve it and its domain; who may open it is its routes' access. Its views, if
 * it has a screen, are in its domain's views.ts: without, it is data shown inside another resource's views.
 */
export interface ResourceEntry {
  domain: DomainId
  routes: ResourceRoutes
  /**
   * In the menu of room-only staff (who run a room and hold no console role): what serves the rooms they run. Other
   * resources they may read (public catalogues) stay out of their menu.
   */
  roomStaff?: boolean
  files?: Record<string, FileField>
  /** What a body needs beyond its schema (e.g. fields a choice clears). */
  prepare?: (body: Record<string, unknown>, data: Record<string, unknown>) => Record<string, unknown>
}

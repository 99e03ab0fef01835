import type { ComponentType } from 'react'
import type { RaRecord } from 'react-admin'
import type { DomainId } from '../menu/domains.ts'

/** The gateway prefixes the API serves (shared/DESIGN.md, "One API, eight bases"). */
export type ApiBase =
  | '/api/user-service'
  | '/api/merch-service'
  | '/api/room-service'
  | '/api/upload-service'
  | '/api/social-service'
  | '/api/playlist-service'
  | '/api/payment-service'
  | '/api/audit-service'

/** What a resource folder's index.ts exports, spread into <Resource>. */
export interface ResourceViews {
  list: ComponentType
  show?: ComponentType
  create?: ComponentType
  edit?: ComponentType
  icon: ComponentType
  recordRepresentation: string | ((record: RaRecord) => string)
}

/** One console resource: where the API serves it, who may open it, and its views. */
export interface ResourceEntry {
  base: ApiBase
  path: string
  domain: DomainId
  /** `mod`: moderator, globalModerator, admin, superUser; `admin`: admin, superUser (shared/spec/endpoints.tsv). */
  access: 'mod' | 'admin'
  views: ResourceViews
}

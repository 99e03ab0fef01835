import type { Application } from '../declarations.ts'
import type { Domain } from '../lib/domain.ts'
import { registerEntity } from '../lib/entity.ts'
import { registerDomains } from '../lib/register.ts'
import accounts from './accounts/index.ts'
import points from './points/index.ts'
import rooms from './rooms/index.ts'
import songs from './songs/index.ts'
import social from './social/index.ts'
import playlists from './playlists/index.ts'
import payments from './payments/index.ts'
import audit from './audit/index.ts'

/** The eight domains, one line each: each declares its routes and handlers, entities, setup, and routes it serves. */
export const domains: Domain[] = [accounts, points, rooms, songs, social, playlists, payments, audit]

/** Entities first: authentication reads users, and one domain's handlers write another's entities. */
export function configureEntities(app: Application): void {
  for (const domain of domains) for (const entity of domain.entities ?? []) registerEntity(app, entity)
}

export function configureServices(app: Application): void {
  registerDomains(app, domains)
  for (const domain of domains) domain.setup?.(app)
}

import type { Application } from '../declarations.ts'
import type { Domain } from '../lib/domain.ts'
import { registerEntity } from '../lib/entity.ts'
import { registerDomain } from '../lib/register.ts'
import accounts from './accounts/index.ts'
import points from './points/index.ts'
import rooms from './rooms/index.ts'
import songs from './songs/index.ts'
import social from './social/index.ts'
import playlistsServing from './playlists/index.ts'
import { recentSongHandlers } from './rooms/recent-songs/recent-songs.ts'
import payments from './payments/index.ts'
import audit from './audit/index.ts'

// A room's recent songs are served under the playlists base, by the rooms domain above it.
const playlists = playlistsServing(recentSongHandlers)

/** The eight domains, one line each: a domain declares its routes, handlers, entities and setup. */
export const domains: Domain[] = [accounts, points, rooms, songs, social, playlists, payments, audit]

/** Entities first: authentication reads users, and one domain's handlers write another's entities. */
export function configureEntities(app: Application): void {
  for (const domain of domains) for (const entity of domain.entities ?? []) registerEntity(app, entity)
}

export function configureServices(app: Application): void {
  for (const domain of domains) registerDomain(app, domain)
  for (const domain of domains) domain.setup?.(app)
}

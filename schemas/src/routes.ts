import { accountsRoutes } from './accounts/routes.ts'
import { auditRoutes } from './audit/routes.ts'
import { paymentsRoutes } from './payments/routes.ts'
import { playlistsRoutes } from './playlists/routes.ts'
import { pointsRoutes } from './points/routes.ts'
import { roomsRoutes } from './rooms/routes.ts'
import { socialRoutes } from './social/routes.ts'
import { songsRoutes } from './songs/routes.ts'

/** Every domain's routes by name: `routes.points.listTokenBundles`. What the API serves and every client calls. */
export const routes = {
  accounts: accountsRoutes.routes,
  points: pointsRoutes.routes,
  rooms: roomsRoutes.routes,
  songs: songsRoutes.routes,
  social: socialRoutes.routes,
  playlists: playlistsRoutes.routes,
  payments: paymentsRoutes.routes,
  audit: auditRoutes.routes
}

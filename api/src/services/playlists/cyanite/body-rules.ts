import { playlistsRoutes, routeUrl } from '@spinroom/schemas'
import type { BodyRule } from '../../../lib/uploads.ts'

/** The music-analysis webhook checks its signature over the bytes that were sent. */
export const playlistBodyRules: Record<string, BodyRule> = {
  [routeUrl(playlistsRoutes.routes.cyaniteWebhook)]: { rawBody: true }
}

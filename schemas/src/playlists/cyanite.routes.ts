import { routeGroup } from '../route.ts'
import {
  CyaniteWebhookResultSchema,
  CyaniteWebhookSchema,
  MigrateLinksResultSchema,
  MigrateLinksSchema
} from './cyanite.ts'

export const cyaniteRoutes = routeGroup({
  cyaniteWebhook: {
    method: 'POST',
    path: '/cyanite/webhook',
    access: 'hook',
    summary: 'music-analysis callback (Cyanite)',
    description:
      'Checked first: the `signature` header (400 when missing) must be the hex HMAC-SHA512 of the raw body with CYANITE_WEBHOOK_SECRET (503 naming the setting when unset; 401 and nothing written when it does not match). The payload is stored as the analysis of the catalogue song it names (LibraryTrack: our songId; SpotifyTrack: its Spotify id). A TEST event is acknowledged and not stored.',
    tags: ['music analysis'],
    body: CyaniteWebhookSchema,
    result: CyaniteWebhookResultSchema,
    rawBody: true,
    errors: { 401: 'Invalid signature', 404: 'Song not found' }
  },
  migrateSongLinks: {
    method: 'POST',
    path: '/song-data/migrate-links',
    access: 'admin',
    summary: 'rewrite stored provider links',
    description:
      'For every catalogue song whose links[provider] starts with `from`, replaces that prefix with `to` (e.g. a provider’s old host or URL format for its new one), in one statement. Answers how many songs changed.',
    tags: ['song data'],
    body: MigrateLinksSchema,
    result: MigrateLinksResultSchema
  }
})

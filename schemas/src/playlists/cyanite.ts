import { Type, type Static } from '@sinclair/typebox'
import { Nullable, StringEnum, Uuid } from '../common.ts'
import { songProviderKeys } from '../songs/crate-song.ts'

/** Header of the music-analysis webhook's signature: hex HMAC-SHA512 of the raw body with CYANITE_WEBHOOK_SECRET. */
export const CYANITE_SIGNATURE_HEADER = 'signature'

/** What Cyanite posts when an analysis finished or failed: the event, the analysed track, and any analysis data. */
export const CyaniteWebhookSchema = Type.Object(
  {
    type: Type.Optional(Type.String({ maxLength: 100, description: "'TEST' for the console's test event" })),
    event: Type.Optional(
      Type.Object({ type: Type.String({ maxLength: 100 }), status: Type.String({ maxLength: 50 }) })
    ),
    resource: Type.Optional(
      Type.Object({
        type: StringEnum(['LibraryTrack', 'SpotifyTrack'] as const, {
          description: 'LibraryTrack: id is our songId; SpotifyTrack: id is the Spotify id'
        }),
        id: Type.String({ minLength: 1, maxLength: 200 })
      })
    ),
    data: Type.Optional(Type.Record(Type.String(), Type.Unknown()))
  },
  { additionalProperties: true }
)
export type CyaniteWebhook = Static<typeof CyaniteWebhookSchema>

export const CyaniteWebhookResultSchema = Type.Object(
  { stored: Type.Boolean(), songId: Nullable(Uuid) },
  { $id: 'CyaniteWebhookResult', additionalProperties: false }
)

// Rewrites are of http(s) URL prefixes, without NUL.
const UrlPrefix = Type.String({ minLength: 8, maxLength: 500, pattern: '^https?://[^\\u0000\\s]+$' })

/** Which stored links to rewrite: those of `provider` that start with `from` get `to` in its place. */
export const MigrateLinksSchema = Type.Object(
  { provider: StringEnum(songProviderKeys), from: UrlPrefix, to: UrlPrefix },
  { additionalProperties: false }
)
export type MigrateLinks = Static<typeof MigrateLinksSchema>

export const MigrateLinksResultSchema = Type.Object(
  { changed: Type.Integer({ minimum: 0, description: 'catalogue songs whose link was rewritten' }) },
  { $id: 'MigrateLinksResult', additionalProperties: false }
)

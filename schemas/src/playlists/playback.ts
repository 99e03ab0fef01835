import { Type, type Static } from '@sinclair/typebox'
import { Nullable, StringEnum } from '../common.ts'
import { songProviderKeys, type SongProviderKey } from '../songs/crate-song.ts'

/** Seed 002 §1: two brand variants, each with its playback order (§9); the hangout brand plays from seven-digital. */
export const playerBrands = ['default', 'hangout'] as const
export type PlayerBrand = (typeof playerBrands)[number]

/** Seed 002 §9, "Playback provider order", by brand. */
export const playbackOrders: Record<PlayerBrand, readonly SongProviderKey[]> = {
  default: ['spotify', 'apple', 'youtube', 'soundCloudPublic', 'audius', 'uploadService'],
  hangout: ['sevenDigital', 'soundCloudPublic', 'audius', 'spotify', 'apple', 'uploadService']
}

/** Seed 002 §4: providers whose songs play from a stream URL; the others play by id through their own SDK. */
export const urlProviders: readonly SongProviderKey[] = ['sevenDigital', 'soundCloudPublic', 'uploadService', 'audius']

const Address = (description: string) => Type.String({ minLength: 1, maxLength: 2000, description })

/** Whether this server can serve one provider to its players. */
export const PlaybackProviderSchema = Type.Object(
  {
    configured: Type.Boolean({ description: 'the server has every setting this provider needs to play' }),
    missing: Type.Array(Type.String(), {
      description: 'for staff only: the settings it lacks (empty for listeners)'
    })
  },
  { additionalProperties: false }
)

/**
 * `GET /playback/settings`: what a player needs to choose a provider and load its SDK. Every address is a setting whose
 * default is the provider's own, so tests and proxies can point players elsewhere.
 */
export const PlaybackSettingsSchema = Type.Object(
  {
    brand: StringEnum(playerBrands),
    order: Type.Array(StringEnum(songProviderKeys), { description: "the brand's playback order (seed 002 §9)" }),
    providers: Type.Record(Type.String(), PlaybackProviderSchema, { description: 'by musicProviders key' }),
    youtube: Type.Object({ iframeApiUrl: Address('the IFrame Player API script') }, { additionalProperties: false }),
    spotify: Type.Object(
      {
        sdkUrl: Address('the Web Playback SDK script'),
        apiUrl: Address('the Web API, up to and including /v1'),
        accountsUrl: Address('the accounts service (OAuth authorize)'),
        clientId: Nullable(Type.String({ description: 'the OAuth client id listeners link their account with' }))
      },
      { additionalProperties: false }
    ),
    apple: Type.Object(
      {
        sdkUrl: Address('the MusicKit JS script'),
        storefront: Type.String({ description: "seed 002 §5: 'us' by default" }),
        appName: Type.String()
      },
      { additionalProperties: false }
    )
  },
  { $id: 'PlaybackSettings', additionalProperties: false }
)
export type PlaybackSettings = Static<typeof PlaybackSettingsSchema>

/** `GET /apple/developer-token`: a MusicKit developer token the server signed from its APPLE_MUSIC_* settings. */
export const AppleDeveloperTokenSchema = Type.Object(
  {
    token: Type.String(),
    expiresAt: Type.String({ format: 'date-time' })
  },
  { additionalProperties: false }
)
export type AppleDeveloperToken = Static<typeof AppleDeveloperTokenSchema>

import { Type, type Static } from '@sinclair/typebox'
import { StringEnum } from '../common.ts'

/** The Song musicProvider values a user may list as their providers. */
export const userMusicProviders = ['apple', 'audius', 'soundcloud', 'spotify', 'youtube', 'sevenDigital'] as const
export type UserMusicProvider = (typeof userMusicProviders)[number]
/** Streaming-class providers: sorted first in a user's list, and a user may have only one of them. */
export const streamingProviders: readonly UserMusicProvider[] = ['apple', 'spotify', 'youtube']

/** The song a user pins to their profile (the client's minimal song shape). */
export const SongOfTheWeekSchema = Type.Object(
  {
    artistName: Type.String({ minLength: 1, maxLength: 200 }),
    trackName: Type.String({ minLength: 1, maxLength: 200 }),
    musicProvider: Type.Optional(StringEnum(userMusicProviders)),
    trackId: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    thumbnail: Type.Optional(Type.String({ format: 'uri', maxLength: 2048 })),
    duration: Type.Optional(Type.Integer({ minimum: 0, description: 'seconds' }))
  },
  { additionalProperties: false }
)
export type SongOfTheWeek = Static<typeof SongOfTheWeekSchema>

export const audioQualities = ['low', 'medium', 'high'] as const
export type AudioQuality = (typeof audioQualities)[number]

export const UserSettingsSchema = Type.Object(
  {
    allowExplicitAudio: Type.Boolean({ description: 'true until the user turns it off' }),
    audioQuality: StringEnum(audioQualities, { description: "'medium' until the user changes it (seed 002 §9)" }),
    appleStorefrontId: Type.String({
      pattern: '^[a-z]{2}$',
      description: "Apple Music storefront, a lower-case country code; 'us' until changed"
    })
  },
  { additionalProperties: false }
)
export type UserSettings = Static<typeof UserSettingsSchema>

/** A user's music providers (streaming-class first) and playback settings. */
export const UserDataSchema = Type.Object(
  {
    musicProviders: Type.Array(StringEnum(userMusicProviders)),
    settings: UserSettingsSchema
  },
  { $id: 'UserData', additionalProperties: false }
)
export type UserData = Static<typeof UserDataSchema>

/** Body of `PUT /users/profile/user-data`: a new provider list and/or some settings. */
export const UserDataUpdateSchema = Type.Object(
  {
    musicProviders: Type.Optional(
      Type.Array(StringEnum(userMusicProviders), { uniqueItems: true, maxItems: userMusicProviders.length })
    ),
    settings: Type.Optional(Type.Partial(UserSettingsSchema, { additionalProperties: false, minProperties: 1 }))
  },
  { additionalProperties: false, minProperties: 1 }
)
export type UserDataUpdate = Static<typeof UserDataUpdateSchema>

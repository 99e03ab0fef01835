import { Type, type Static } from '@sinclair/typebox'
import { Nullable, StringEnum, Timestamp } from '../common.ts'

/** Why an address has no location: a private or loopback address, or one the local database does not list. */
export const unknownLocationReasons = ['private', 'loopback', 'unlisted'] as const
export type UnknownLocationReason = (typeof unknownLocationReasons)[number]

/** Body of `POST /geolocate`: what the client knows of itself (its IANA time zone), kept with the location. */
export const GeolocateBodySchema = Type.Object(
  { timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_+\\-/]+$' })) },
  { additionalProperties: false }
)
export type GeolocateBody = Static<typeof GeolocateBodySchema>

/** The caller's address located from the local database; `known: false` with a reason when it cannot be. */
export const GeolocationSchema = Type.Object(
  {
    address: Type.String({
      description: "the caller's address as the API reads it (X-Forwarded-For behind TRUST_PROXY)"
    }),
    known: Type.Boolean(),
    reason: Nullable(StringEnum(unknownLocationReasons)),
    country: Nullable(Type.String({ description: 'ISO 3166-1 alpha-2' })),
    countryName: Nullable(Type.String()),
    continent: Nullable(Type.String({ description: 'two-letter continent code' })),
    timezone: Nullable(Type.String()),
    recordedAt: Nullable(Timestamp)
  },
  { $id: 'Geolocation', additionalProperties: false }
)
export type Geolocation = Static<typeof GeolocationSchema>

import { Type, type Static } from '@sinclair/typebox'
import { Nullable, QueryList, StringEnum, Uuid } from '../common.ts'
import { CoverPicture, PriceForGig, SocialLink, UserSchema, badges } from './user.ts'
import { SongOfTheWeekSchema } from './user-data.ts'

const p = UserSchema.properties

export const socialNetworks = ['facebook', 'instagram', 'twitter', 'snapchat', 'tiktok'] as const
export type SocialNetwork = (typeof socialNetworks)[number]

/** A handle (a leading @ allowed) or a profile URL on the network's own domain, per network. */
export const socialPatterns: Record<SocialNetwork, RegExp> = {
  facebook: /^(@?[A-Za-z0-9.]{5,50}|https?:\/\/(www\.|m\.)?(facebook|fb)\.com\/[A-Za-z0-9.?=&_/-]+)$/,
  instagram: /^(@?[A-Za-z0-9._]{1,30}|https?:\/\/(www\.)?instagram\.com\/[A-Za-z0-9._]{1,30}\/?)$/,
  twitter: /^(@?[A-Za-z0-9_]{1,15}|https?:\/\/(www\.)?(twitter|x)\.com\/[A-Za-z0-9_]{1,15}\/?)$/,
  snapchat: /^(@?[A-Za-z][A-Za-z0-9._-]{2,14}|https?:\/\/(www\.)?snapchat\.com\/add\/[A-Za-z][A-Za-z0-9._-]{2,14}\/?)$/,
  tiktok: /^(@?[A-Za-z0-9._]{2,24}|https?:\/\/(www\.)?tiktok\.com\/@[A-Za-z0-9._]{2,24}\/?)$/
}

/** Body of `POST /users/user-socials`: each network's handle or URL; null or '' clears it. */
export const UserSocialsSchema = Type.Object(
  {
    facebook: Type.Optional(SocialLink),
    instagram: Type.Optional(SocialLink),
    twitter: Type.Optional(SocialLink),
    snapchat: Type.Optional(SocialLink),
    tiktok: Type.Optional(SocialLink)
  },
  { additionalProperties: false, minProperties: 1 }
)
export type UserSocials = Static<typeof UserSocialsSchema>

/** What anyone may see of a user; `song` repeats `songOfTheWeek` for older clients. */
export const PublicProfileSchema = Type.Object(
  {
    id: p.id,
    uuid: p.id,
    nickname: p.nickname,
    color: p.color,
    avatarId: p.avatarId,
    firstName: p.firstName,
    lastName: p.lastName,
    pronoun: p.pronoun,
    displayPronouns: p.displayPronouns,
    songOfTheWeek: Nullable(SongOfTheWeekSchema),
    song: Nullable(SongOfTheWeekSchema),
    zodiac: p.zodiac,
    coverPicture: CoverPicture,
    facebook: SocialLink,
    instagram: SocialLink,
    twitter: SocialLink,
    snapchat: SocialLink,
    tiktok: SocialLink,
    badges: p.badges,
    priceForGig: PriceForGig,
    createdAt: p.createdAt
  },
  { $id: 'PublicProfile', additionalProperties: false }
)
export type PublicProfile = Static<typeof PublicProfileSchema>

/** Most ids one `GET /users/profiles` may ask for. */
export const PROFILE_BATCH_LIMIT = 150

/** Query of `GET /users/profiles`: the user ids. */
export const ProfilesQuery = Type.Object({
  users: QueryList(Uuid, { maxItems: PROFILE_BATCH_LIMIT, description: `user ids, at most ${PROFILE_BATCH_LIMIT}` })
})
export type ProfilesQueryType = Static<typeof ProfilesQuery>

/** Body of `POST /users/add-badges-service` and `/users/remove-badges-service`. */
export const BadgesChangeSchema = Type.Object(
  { userUuid: p.id, badges: Type.Array(StringEnum(badges), { minItems: 1, uniqueItems: true }) },
  { additionalProperties: false }
)
export type BadgesChange = Static<typeof BadgesChangeSchema>

/** Answer of `GET /users/capabilities`. */
export const CapabilitiesSchema = Type.Object({ userUuid: p.id, capabilities: p.capabilities })

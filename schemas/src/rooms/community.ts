import { Type, type Static } from '@sinclair/typebox'
import { Nullable, Timestamp, Timestamps, Uuid } from '../common.ts'
import { RoomSchema } from './room.ts'

/** Slugs only administrators may give a community. */
export const reservedCommunitySlugs = ['jqbx', 'web3'] as const

const Slug = Type.String({
  minLength: 1,
  maxLength: 80,
  pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
  description: 'lower-case letters, digits and single hyphens'
})
const Name = Type.String({ minLength: 1, maxLength: 100 })
const Description = Nullable(Type.String({ maxLength: 5000 }))
const ImageUrl = Nullable(
  Type.String({ maxLength: 2000, pattern: '^(https?://|/)', description: 'an http(s) URL or a path on this server' })
)

/**
 * The fields an administrator writes, each declared once: the community carries them, a create or replace takes them
 * (only the name is required; the slug is derived from it when absent) and a patch any of them. A plain new field is
 * one line here.
 */
export const communityFields = { slug: Slug, name: Name, description: Description, imageUrl: ImageUrl }

/** A community: a named group of rooms that users join. */
export const CommunitySchema = Type.Object(
  { id: Uuid, ...communityFields, ...Timestamps },
  { $id: 'Community', additionalProperties: false }
)
export type Community = Static<typeof CommunitySchema>

/** The public read of a community (seed 002 §3 "Community: slug, rooms, total"): a page of its rooms and how many. */
export const CommunityReadSchema = Type.Object(
  {
    ...CommunitySchema.properties,
    rooms: Type.Array(RoomSchema, { description: 'a page of its rooms, by name (limit, offset)' }),
    total: Type.Integer({ description: 'every room of the community' })
  },
  { $id: 'CommunityRead', additionalProperties: false }
)
export type CommunityRead = Static<typeof CommunityReadSchema>

/** Lists filter, sort and select on every field of a community. */
export const communityListFields = Object.keys(CommunitySchema.properties)

/** Create, or replace with PUT: the slug is derived from the name when not given. */
export const CommunityCreateSchema = Type.Object(
  { name: Name, ...Type.Partial(Type.Omit(Type.Object(communityFields), ['name'])).properties },
  { additionalProperties: false }
)
export type CommunityCreate = Static<typeof CommunityCreateSchema>

export const CommunityPatchSchema = Type.Partial(CommunityCreateSchema, {
  additionalProperties: false,
  minProperties: 1
})
export type CommunityPatch = Static<typeof CommunityPatchSchema>

/** `POST /admin/communities/bulk`: all are created or none. */
export const CommunityBulkSchema = Type.Object(
  { bulk: Type.Array(CommunityCreateSchema, { minItems: 1, maxItems: 500 }) },
  { additionalProperties: false }
)
export type CommunityBulk = Static<typeof CommunityBulkSchema>

/** A member of a community, with what lists show of them. */
export const CommunityMemberSchema = Type.Object(
  {
    communityId: Uuid,
    userUuid: Uuid,
    nickname: Type.String(),
    avatarId: Nullable(Type.String()),
    joinedAt: Timestamp
  },
  { $id: 'CommunityMember', additionalProperties: false }
)
export type CommunityMember = Static<typeof CommunityMemberSchema>

/** `POST /communities/{id}/add` and `/remove`: rooms by id, uuid or slug. */
export const CommunityRoomListSchema = Type.Object(
  {
    roomIds: Type.Array(Type.Union([Type.Integer({ minimum: 1 }), Type.String({ minLength: 1, maxLength: 80 })]), {
      minItems: 1,
      maxItems: 500
    })
  },
  { additionalProperties: false }
)
export type CommunityRoomList = Static<typeof CommunityRoomListSchema>

/** Answer of join, leave and the member PUT/DELETE: whether the user is a member now. */
export const CommunityMembershipSchema = Type.Object({ communityId: Uuid, userUuid: Uuid, member: Type.Boolean() })
export type CommunityMembership = Static<typeof CommunityMembershipSchema>

/** Answer of the community room calls: the rooms (numeric ids) and whether they are in the community now. */
export const CommunityRoomsChangeSchema = Type.Object({
  communityId: Uuid,
  roomIds: Type.Array(Type.Integer()),
  linked: Type.Boolean()
})
export type CommunityRoomsChange = Static<typeof CommunityRoomsChangeSchema>

/** A community's `{id}` in a path: its id or slug. */
export const CommunityKey = Type.String({ minLength: 1, maxLength: 80, description: 'community id or slug' })

import { Type, type Static, type TOptional, type TSchema } from '@sinclair/typebox'
import { Nullable, OffsetPaging, QueryList, StringEnum, Uuid } from '../common.ts'
import { djTypes, MAX_DJ_SEATS, MIN_DJ_SEATS, musicProviderKeys, roomDesigns, roomTypes } from './room.ts'

const Password = Type.String({ minLength: 1, maxLength: 100 })
const Slug = Type.String({
  minLength: 1,
  maxLength: 80,
  pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
  description: 'lower-case letters, digits and single dashes'
})
/** An http(s) link, or null to clear it. */
export const ExternalUrl = Nullable(Type.String({ format: 'uri', pattern: '^https?://', maxLength: 2000 }))
export const DjSeats = Type.Integer({ minimum: MIN_DJ_SEATS, maximum: MAX_DJ_SEATS })

/** Settings a room's owners choose; a password is a string to set it and null to clear it, and is never read back. */
const roomSettings = {
  slug: Slug,
  description: Nullable(Type.String({ maxLength: 2000 })),
  vibe: Nullable(Type.String({ maxLength: 100 })),
  djType: StringEnum(djTypes),
  type: StringEnum(roomTypes),
  design: StringEnum(roomDesigns),
  musicProviderKeys: Type.Array(StringEnum(musicProviderKeys), { uniqueItems: true }),
  numberOfDjs: DjSeats,
  songsPerDj: Type.Integer({ minimum: 1, maximum: 100 }),
  roomSize: Type.Integer({ minimum: 1, maximum: 100000 }),
  password: Nullable(Password),
  guestPassword: Nullable(Password),
  unlisted: Type.Boolean(),
  hasChat: Type.Boolean(),
  externalUrl: ExternalUrl
}
const optional = <T extends Record<string, TSchema>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, Type.Optional(v)])) as {
    [K in keyof T]: TOptional<T[K]>
  }

const RoomName = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' })

/** `POST /rooms/infrastructure` and `POST /rooms/discord/{guildId}`: the slug is derived from the name when absent. */
export const RoomCreateSchema = Type.Object(
  { name: RoomName, ...optional(roomSettings) },
  { additionalProperties: false }
)
export type RoomCreate = Static<typeof RoomCreateSchema>

/** `PATCH /rooms/{id}` and `PATCH /rooms/{id}/infrastructure`. */
export const RoomPatchSchema = Type.Object(
  { name: Type.Optional(RoomName), ...optional(roomSettings) },
  { additionalProperties: false, minProperties: 1 }
)
export type RoomPatch = Static<typeof RoomPatchSchema>

/** `PATCH /rooms/admin/{id}`: what owners may change, plus what only admins decide. */
export const RoomAdminPatchSchema = Type.Object(
  {
    name: Type.Optional(RoomName),
    ...optional(roomSettings),
    promoted: Type.Optional(Type.Boolean()),
    isLive: Type.Optional(Type.Boolean()),
    liveAudio: Type.Optional(Type.Boolean())
  },
  { additionalProperties: false, minProperties: 1 }
)
export type RoomAdminPatch = Static<typeof RoomAdminPatchSchema>

/** `PATCH /rooms/user/{userId}`: applied to every room the user owns. */
export const UserRoomsPatchSchema = Type.Object(
  {
    unlisted: Type.Optional(Type.Boolean()),
    isLive: Type.Optional(Type.Boolean()),
    type: Type.Optional(StringEnum(roomTypes))
  },
  { additionalProperties: false, minProperties: 1 }
)
export type UserRoomsPatch = Static<typeof UserRoomsPatchSchema>

export const RoomPromoteSchema = Type.Object({ promoted: Type.Boolean() }, { additionalProperties: false })
export const RoomDjTypeSchema = Type.Object({ djType: StringEnum(djTypes) }, { additionalProperties: false })
export const RoomLiveAudioSchema = Type.Object({ liveAudio: Type.Boolean() }, { additionalProperties: false })
export const RoomLiveStateSchema = Type.Object({ isLive: Type.Boolean() }, { additionalProperties: false })
export const RoomDjSeatsSchema = Type.Object({ numberOfDjs: DjSeats }, { additionalProperties: false })
export const RoomExternalUrlSchema = Type.Object({ externalUrl: ExternalUrl }, { additionalProperties: false })
export const MAX_PINNED_MESSAGES = 5
export const RoomPinnedMessagesSchema = Type.Object(
  {
    pinnedMessages: Type.Array(
      Type.Object(
        { id: Type.String({ minLength: 1, maxLength: 100 }), message: Type.String({ minLength: 1, maxLength: 1000 }) },
        { additionalProperties: false }
      ),
      { maxItems: MAX_PINNED_MESSAGES }
    )
  },
  { additionalProperties: false }
)
export type RoomPinnedMessages = Static<typeof RoomPinnedMessagesSchema>
export const GuestPasswordSetSchema = Type.Object(
  {
    roomId: Type.Union([Type.Integer({ minimum: 1 }), Type.String({ minLength: 1 })], {
      description: 'id, uuid or slug'
    }),
    guestPassword: Password
  },
  { additionalProperties: false }
)
export type GuestPasswordSet = Static<typeof GuestPasswordSetSchema>
export const GuestPasswordClearQuery = Type.Object({
  roomId: Type.String({ minLength: 1, description: 'id, uuid or slug' })
})

/** `{id}` of a room path: its numeric id, uuid or slug. */
export const RoomKeyParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 80 }) })
export const RoomUuidParams = Type.Object({ uuid: Uuid })
export const GuildParams = Type.Object({ guildId: Type.String({ minLength: 1, maxLength: 32, pattern: '^[0-9]+$' }) })
export const RoomUserParams = Type.Object({ userId: Uuid })
export const MAX_ROOMS_PER_LOOKUP = 100
export const RoomsByKeysQuery = Type.Object({
  ids: Type.Optional(
    QueryList(Type.String({ pattern: '^\\d{1,18}$', description: 'a numeric room id' }), {
      maxItems: MAX_ROOMS_PER_LOOKUP,
      description: `numeric room ids (at most ${MAX_ROOMS_PER_LOOKUP})`
    })
  ),
  uuids: Type.Optional(
    QueryList(Uuid, { maxItems: MAX_ROOMS_PER_LOOKUP, description: `room uuids (at most ${MAX_ROOMS_PER_LOOKUP})` })
  )
})
export type RoomsByKeysQueryType = Static<typeof RoomsByKeysQuery>
/** `GET /rooms/public`: a page, optionally only the rooms whose name contains `q` (case-insensitive). */
export const PublicRoomsQuery = Type.Object({
  ...OffsetPaging.properties,
  q: Type.Optional(Type.String({ maxLength: 100, description: 'part of the room name, case-insensitive' }))
})
export const PromotedRoomsQuery = Type.Object({
  providers: Type.Optional(
    QueryList(StringEnum(musicProviderKeys), { maxItems: musicProviderKeys.length, description: 'music providers' })
  )
})
export type PromotedRoomsQueryType = Static<typeof PromotedRoomsQuery>
export const RoomPasswordsSchema = Type.Object(
  {
    rooms: Type.Array(Type.Object({ roomUuid: Uuid, password: Password }, { additionalProperties: false }), {
      maxItems: MAX_ROOMS_PER_LOOKUP
    })
  },
  { additionalProperties: false }
)
export type RoomPasswords = Static<typeof RoomPasswordsSchema>

export const roomListFields = [
  'id',
  'uuid',
  'slug',
  'name',
  'djType',
  'type',
  'design',
  'musicProviderKeys',
  'numberOfDjs',
  'songsPerDj',
  'roomSize',
  'unlisted',
  'promoted',
  'isLive',
  'liveAudio',
  'hasChat',
  'discordGuildId',
  'createdAt',
  'updatedAt'
] as const
/** Largest poster upload; it is re-encoded to WebP and shrunk to fit 1600×1600. */
export const MAX_POSTER_BYTES = 5 * 1024 * 1024

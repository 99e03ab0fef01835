import { Type, type Static } from '@sinclair/typebox'
import { OffsetPaging, QueryList, StringEnum, Uuid } from '../common.ts'
import {
  djTypes,
  DjSeats,
  ExternalUrl,
  musicProviderKeys,
  roomAdminFields,
  roomFields,
  RoomPassword,
  roomTypes
} from './room.ts'

const fields = Type.Object(roomFields)

/** `POST /rooms/infrastructure` and `POST /rooms/discord/{guildId}`: the slug is derived from the name when absent. */
export const RoomCreateSchema = Type.Object(
  { name: roomFields.name, ...Type.Partial(Type.Omit(fields, ['name', ...roomAdminFields])).properties },
  { additionalProperties: false }
)
export type RoomCreate = Static<typeof RoomCreateSchema>

/** `PATCH /rooms/{id}` and `PATCH /rooms/{id}/infrastructure`. */
export const RoomPatchSchema = Type.Partial(RoomCreateSchema, { additionalProperties: false, minProperties: 1 })
export type RoomPatch = Static<typeof RoomPatchSchema>

/** `PATCH /rooms/admin/{id}`: what owners may change, plus what only admins decide. */
export const RoomAdminPatchSchema = Type.Object(
  { ...RoomPatchSchema.properties, ...Type.Partial(Type.Pick(fields, roomAdminFields)).properties },
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
    guestPassword: RoomPassword
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
    rooms: Type.Array(Type.Object({ roomUuid: Uuid, password: RoomPassword }, { additionalProperties: false }), {
      maxItems: MAX_ROOMS_PER_LOOKUP
    })
  },
  { additionalProperties: false }
)
export type RoomPasswords = Static<typeof RoomPasswordsSchema>

/** Lists filter and sort on a room's ids, dates and fields, but its long texts, link and passwords. */
const notListed: readonly string[] = ['description', 'vibe', 'password', 'guestPassword', 'externalUrl']
export const roomListFields = [
  'id',
  'uuid',
  ...Object.keys(roomFields).filter((field) => !notListed.includes(field)),
  'discordGuildId',
  'createdAt',
  'updatedAt'
]
/** Largest poster upload; it is re-encoded to WebP and shrunk to fit 1600×1600. */
export const MAX_POSTER_BYTES = 5 * 1024 * 1024

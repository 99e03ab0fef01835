import { Type, type Static } from '@sinclair/typebox'
import { Nullable, OffsetPaging, Timestamp, Timestamps, Uuid } from '../common.ts'

const Name = Type.String({ minLength: 1, maxLength: 100 })
const Description = Nullable(Type.String({ maxLength: 5000 }))
const PosterUrl = Nullable(
  Type.String({ maxLength: 2000, pattern: '^(https?://|/)', description: 'an http(s) URL or a path on this server' })
)
const RoomRef = Nullable(
  Type.Union([Type.Integer({ minimum: 1 }), Type.String({ minLength: 1, maxLength: 80 })], {
    description: 'room id, uuid or slug'
  })
)

/** An event: a named time span, usually in a room; its slug is derived from its name. */
export const EventSchema = Type.Object(
  {
    id: Uuid,
    slug: Type.String(),
    name: Name,
    description: Description,
    roomId: Nullable(Type.Integer()),
    startTime: Timestamp,
    endTime: Timestamp,
    posterUrl: PosterUrl,
    createdBy: Nullable(Uuid),
    ...Timestamps
  },
  { $id: 'Event', additionalProperties: false }
)
export type RoomEvent = Static<typeof EventSchema>

export const eventListFields = [
  'id',
  'slug',
  'name',
  'description',
  'roomId',
  'startTime',
  'endTime',
  'posterUrl',
  'createdBy',
  'createdAt',
  'updatedAt'
] as const

export const EventCreateSchema = Type.Object(
  {
    name: Name,
    description: Type.Optional(Description),
    roomId: Type.Optional(RoomRef),
    startTime: Timestamp,
    endTime: Timestamp,
    posterUrl: Type.Optional(PosterUrl)
  },
  { additionalProperties: false }
)
export type EventCreate = Static<typeof EventCreateSchema>

export const EventPatchSchema = Type.Object(
  {
    name: Type.Optional(Name),
    description: Type.Optional(Description),
    roomId: Type.Optional(RoomRef),
    startTime: Type.Optional(Timestamp),
    endTime: Type.Optional(Timestamp),
    posterUrl: Type.Optional(PosterUrl)
  },
  { additionalProperties: false, minProperties: 1 }
)
export type EventPatch = Static<typeof EventPatchSchema>

export const EventListQuery = Type.Object({
  ...OffsetPaging.properties,
  roomId: Type.Optional(Type.Integer({ minimum: 1 }))
})
export type EventListParams = Static<typeof EventListQuery>

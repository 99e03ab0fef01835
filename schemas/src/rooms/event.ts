import { Type, type Static } from '@sinclair/typebox'
import { Nullable, OffsetPaging, Timestamp, Timestamps, Uuid } from '../common.ts'

const Name = Type.String({ minLength: 1, maxLength: 100 })
const Description = Nullable(Type.String({ maxLength: 5000 }))
const PosterUrl = Nullable(
  Type.String({ maxLength: 2000, pattern: '^(https?://|/)', description: 'an http(s) URL or a path on this server' })
)
const ExternalUrl = Nullable(
  Type.String({
    title: 'External URL',
    format: 'uri',
    pattern: '^https?://',
    maxLength: 2000,
    description: 'an http(s) URL'
  })
)
const RoomRef = Nullable(
  Type.Union([Type.Integer({ minimum: 1 }), Type.String({ minLength: 1, maxLength: 80 })], {
    description: 'room id, uuid or slug'
  })
)

/**
 * The fields an event's host writes, each declared once: the event carries them, a create takes them (only the name
 * and the span are required) and a patch any of them. A plain new field is one line here.
 */
const eventFields = {
  name: Name,
  description: Description,
  startTime: Timestamp,
  endTime: Timestamp,
  posterUrl: PosterUrl,
  externalUrl: ExternalUrl
}

/** An event: a named time span, usually in a room; its slug is derived from its name. */
export const EventSchema = Type.Object(
  {
    id: Uuid,
    slug: Type.String(),
    ...eventFields,
    roomId: Nullable(Type.Integer()),
    createdBy: Nullable(Uuid),
    ...Timestamps
  },
  { $id: 'Event', additionalProperties: false }
)
export type RoomEvent = Static<typeof EventSchema>

/** Lists may filter, sort and select on every field of an event. */
export const eventListFields = Object.keys(EventSchema.properties)

export const EventCreateSchema = Type.Object(
  {
    ...Type.Partial(Type.Object(eventFields)).properties,
    name: Name,
    startTime: Timestamp,
    endTime: Timestamp,
    roomId: Type.Optional(RoomRef)
  },
  { additionalProperties: false }
)
export type EventCreate = Static<typeof EventCreateSchema>

export const EventPatchSchema = Type.Partial(Type.Object({ ...eventFields, roomId: RoomRef }), {
  additionalProperties: false,
  minProperties: 1
})
export type EventPatch = Static<typeof EventPatchSchema>

export const EventListQuery = Type.Object({
  ...OffsetPaging.properties,
  roomId: Type.Optional(Type.Integer({ minimum: 1 }))
})
export type EventListParams = Static<typeof EventListQuery>

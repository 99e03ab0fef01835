import { Type, type Static } from '@sinclair/typebox'
import { StringEnum, Timestamp } from '../common.ts'
import { auditTopics, playEventTopics } from './kinesis.ts'

/** Answer of `GET /info-admin/user-events-names`: every audit topic, and those of play tracking. */
export const UserEventNamesSchema = Type.Object(
  { names: Type.Array(StringEnum(auditTopics)), playTopics: Type.Array(StringEnum(playEventTopics)) },
  { $id: 'UserEventNames', additionalProperties: false }
)
export type UserEventNames = Static<typeof UserEventNamesSchema>

/**
 * Kinds of real-time event: a Feathers service event (`<path> <event>`), a live-room action the client calls, a
 * live-room message (stateful or stateless, by name) the server sends, and what a user's connections are told before
 * they are closed.
 */
export const socketEventKinds = [
  'serviceEvent',
  'liveAction',
  'statefulMessage',
  'statelessMessage',
  'connection'
] as const
export type SocketEventKind = (typeof socketEventKinds)[number]

export const SocketEventNameSchema = Type.Object(
  {
    name: Type.String(),
    kind: StringEnum(socketEventKinds),
    path: Type.Union([Type.String(), Type.Null()], { description: 'the service path the event is sent on' })
  },
  { $id: 'SocketEventName', additionalProperties: false }
)
export type SocketEventName = Static<typeof SocketEventNameSchema>

export const SocketEventNamesSchema = Type.Object(
  { total: Type.Integer(), data: Type.Array(SocketEventNameSchema) },
  { $id: 'SocketEventNames', additionalProperties: false }
)
export type SocketEventNames = Static<typeof SocketEventNamesSchema>

/** Path of `GET /info-admin/event-last/{id}`: a user's id or a guest's uuid, as events record their caller. */
export const EventUserParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[^\\u0000]*$' })
})

/** The longest span the hourly activity covers (31 days of hours). */
export const MAX_ACTIVITY_HOURS = 744

export const HourlyActivityQuery = Type.Object({
  from: Type.Optional(Type.String({ format: 'date-time', description: 'default: 24 hours before `to`' })),
  to: Type.Optional(Type.String({ format: 'date-time', description: 'default: now' }))
})

export const ActivityHourSchema = Type.Object(
  {
    hour: Timestamp,
    plays: Type.Integer({ minimum: 0, description: 'totalPlayed events: songs heard to their end or a stop' }),
    activeUsers: Type.Integer({ minimum: 0, description: 'distinct callers (users and guests) with any event' })
  },
  { $id: 'ActivityHour', additionalProperties: false }
)
export type ActivityHour = Static<typeof ActivityHourSchema>

export const HourlyActivitySchema = Type.Object(
  { from: Timestamp, to: Timestamp, hours: Type.Array(ActivityHourSchema) },
  { $id: 'HourlyActivity', additionalProperties: false }
)
export type HourlyActivity = Static<typeof HourlyActivitySchema>

export const auditEventListFields = ['id', 'topic', 'userUuid', 'createdAt'] as const

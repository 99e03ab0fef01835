import { Type, type Static } from '@sinclair/typebox'
import { tokenTypes } from '../access.ts'
import { Nullable, StringEnum, Timestamp, Uuid } from '../common.ts'

/** Seed 002 §Audit: the play-tracking topics (total played, 15-second and 30-second events). */
export const playEventTopics = ['totalPlayed', 'played15Sec', 'played30Sec'] as const
export type PlayEventTopic = (typeof playEventTopics)[number]

/** Seed 002 "Audit event topics": the play topics and the others the seed names (its full list is not shown). */
export const auditTopics = [
  ...playEventTopics,
  'pageView',
  'likedTrack',
  'createdRoom',
  'tokenChange',
  'consumablePurchased'
] as const
export type AuditTopic = (typeof auditTopics)[number]

/** A recorded event's `record` may not be larger than this, serialised as JSON. */
export const MAX_AUDIT_RECORD_BYTES = 16 * 1024

/** How many events a caller may record in a minute by default (RATE_LIMIT_AUDIT_EVENTS); more are refused with 429. */
export const MAX_AUDIT_EVENTS_PER_MINUTE = 60

/** Anonymous listeners stop hearing the room once they heard more songs than this (seed 002, "Playback"). */
export const PREVIEW_SONGS_THRESHOLD = 3

export const AuditDeviceSchema = Type.Object(
  { platform: Type.String({ minLength: 1, maxLength: 64 }), isDiscord: Type.Boolean(), isLoggedIn: Type.Boolean() },
  { $id: 'AuditDevice', additionalProperties: false }
)
export type AuditDevice = Static<typeof AuditDeviceSchema>

export const AuditEventCreateSchema = Type.Object(
  {
    topic: StringEnum(auditTopics),
    record: Type.Record(Type.String(), Type.Unknown(), {
      description: `a JSON object of at most ${MAX_AUDIT_RECORD_BYTES} bytes`
    }),
    device: AuditDeviceSchema
  },
  { additionalProperties: false }
)
export type AuditEventCreate = Static<typeof AuditEventCreateSchema>

export const AuditEventSchema = Type.Object(
  {
    id: Uuid,
    topic: StringEnum(auditTopics),
    record: Type.Record(Type.String(), Type.Unknown()),
    device: AuditDeviceSchema,
    userUuid: Nullable(Type.String({ description: 'user id or guest uuid of the caller' })),
    callerType: Nullable(StringEnum(tokenTypes, { description: 'what the caller was: user, guest, bot or API key' })),
    createdAt: Timestamp
  },
  { $id: 'AuditEvent', additionalProperties: false }
)
export type AuditEvent = Static<typeof AuditEventSchema>

/** Seed 002 "Play-tracking record": what the player sends with each play event. */
export const PlayRecordSchema = Type.Object({
  userUuid: Type.String(),
  roomSlug: Type.String(),
  roomOwnerUuid: Nullable(Type.String()),
  djUuid: Nullable(Type.String()),
  songInfo: Type.Object({
    songId: Nullable(Type.String()),
    trackName: Type.String(),
    artistName: Type.String(),
    duration: Nullable(Type.Number())
  }),
  startedDate: Timestamp,
  updatedDate: Timestamp,
  volumeStart: Type.Number(),
  volumeEnd: Type.Number(),
  playId: Uuid,
  sent15sec: Type.Boolean(),
  sent30sec: Type.Boolean(),
  userProvider: Nullable(Type.String()),
  subscriptionLevel: Nullable(Type.String()),
  elapsedSeconds: Type.Number()
})
export type PlayRecord = Static<typeof PlayRecordSchema>

import { Type, type Static } from '@sinclair/typebox'
import { Nullable, StringEnum, Timestamp, Uuid, WebUrl } from '../common.ts'

/** Where a notification goes: a browser (web push) or a phone app (APNs for ios, FCM for android). */
export const pushPlatforms = ['web', 'ios', 'android'] as const
export type PushPlatform = (typeof pushPlatforms)[number]

/** What happened to one delivery, as the notification outbox keeps it. */
export const deliveryStatuses = ['queued', 'sent', 'failed', 'expired', 'unconfigured'] as const
export type DeliveryStatus = (typeof deliveryStatuses)[number]

/** Why a notification was sent; the outbox and the console group by it. */
export const notificationKinds = ['djLive', 'custom', 'room', 'direct', 'silent'] as const
export type NotificationKind = (typeof notificationKinds)[number]

/** The least time between two "DJ is live" notifications to one DJ's fans (the seed's `dj-fans-notification`). */
export const DJ_FANS_NOTIFICATION_INTERVAL_SECONDS = 3600
/** The least time between two notifications to one room's users (the seed's `room-users-notification`). */
export const ROOM_USERS_NOTIFICATION_INTERVAL_SECONDS = 900
/** The most users one direct notification call names. */
export const MAX_NOTIFICATION_RECIPIENTS = 1000

const Title = Type.String({ minLength: 1, maxLength: 120 })
const Text = Type.String({ minLength: 1, maxLength: 1000 })
const Data = Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 1000 }), {
  description: 'key/value pairs handed to the app (at most 4 KB as JSON)'
})
const Recipients = Type.Array(Uuid, { minItems: 1, maxItems: MAX_NOTIFICATION_RECIPIENTS, uniqueItems: true })

/** A notification's visible part; `link` opens when it is tapped. */
const message = { title: Title, body: Text, link: Type.Optional(WebUrl), data: Type.Optional(Data) }

export const PushMessageSchema = Type.Object(message, { additionalProperties: false })
export type PushMessage = Static<typeof PushMessageSchema>

export const UsersPushMessageSchema = Type.Object(
  { userUuids: Recipients, ...message },
  { additionalProperties: false }
)
export type UsersPushMessage = Static<typeof UsersPushMessageSchema>

export const UserPushMessageSchema = Type.Object({ userUuid: Uuid, ...message }, { additionalProperties: false })
export type UserPushMessage = Static<typeof UserPushMessageSchema>

/** A data-only notification: the app wakes up and reads `data`; nothing is shown. */
export const SilentPushSchema = Type.Object({ userUuids: Recipients, data: Data }, { additionalProperties: false })
export type SilentPush = Static<typeof SilentPushSchema>

export const UserSilentPushSchema = Type.Object({ userUuid: Uuid, data: Data }, { additionalProperties: false })
export type UserSilentPush = Static<typeof UserSilentPushSchema>

export const AllDevicesPushSchema = Type.Object(
  { ...message, platform: Type.Optional(StringEnum(['ios', 'android'] as const)) },
  { additionalProperties: false }
)
export type AllDevicesPush = Static<typeof AllDevicesPushSchema>

/** An admin's message to some users (`userUuids`) or, without them, to every user. */
export const CustomMessageSchema = Type.Object(
  { userUuids: Type.Optional(Recipients), ...message },
  { additionalProperties: false }
)
export type CustomMessage = Static<typeof CustomMessageSchema>

export const RoomPushMessageSchema = Type.Object({ roomUuid: Uuid, ...message }, { additionalProperties: false })
export type RoomPushMessage = Static<typeof RoomPushMessageSchema>

export const RoomQuerySchema = Type.Object({ roomUuid: Uuid }, { additionalProperties: false })

export const DjLiveSchema = Type.Object(
  { roomSlug: Type.String({ minLength: 1, maxLength: 200, description: 'the room the caller is DJing in' }) },
  { additionalProperties: false }
)
export type DjLive = Static<typeof DjLiveSchema>

/** Whether a rate-ruled notification may go now, and if not, when. */
export const NotificationPermitSchema = Type.Object(
  { allowed: Type.Boolean(), nextAllowedAt: Nullable(Timestamp), intervalSeconds: Type.Integer() },
  { $id: 'NotificationPermit', additionalProperties: false }
)
export type NotificationPermit = Static<typeof NotificationPermitSchema>

/** What a send call did: the users reached and the deliveries queued per platform (sent off the request path). */
export const NotificationSentSchema = Type.Object(
  {
    batchId: Uuid,
    recipients: Type.Integer({ description: 'users with at least one device or browser subscribed' }),
    deliveries: Type.Object(
      { web: Type.Integer(), ios: Type.Integer(), android: Type.Integer() },
      { description: 'deliveries per platform' }
    ),
    unconfigured: Type.Array(StringEnum(pushPlatforms), { description: 'platforms whose driver has no settings' })
  },
  { $id: 'NotificationSent', additionalProperties: false }
)
export type NotificationSent = Static<typeof NotificationSentSchema>

/** A browser's push subscription, as `PushSubscription.toJSON()` gives it. */
export const WebPushSubscriptionCreateSchema = Type.Object(
  {
    endpoint: Type.String({
      format: 'uri',
      pattern: '^https?://',
      maxLength: 2000,
      description:
        "the push service's URL: https at a public address (http only to a host OUTBOUND_ALLOWED_HOSTS allows)"
    }),
    expirationTime: Type.Optional(Nullable(Type.Number())),
    keys: Type.Object(
      { p256dh: Type.String({ minLength: 1, maxLength: 200 }), auth: Type.String({ minLength: 1, maxLength: 100 }) },
      { additionalProperties: false }
    )
  },
  { additionalProperties: false }
)
export type WebPushSubscriptionCreate = Static<typeof WebPushSubscriptionCreateSchema>

export const WebPushSubscriptionSchema = Type.Object(
  { id: Uuid, userUuid: Uuid, endpoint: Type.String(), createdAt: Timestamp },
  { $id: 'WebPushSubscription', additionalProperties: false }
)
export type WebPushSubscription = Static<typeof WebPushSubscriptionSchema>

export const VapidKeySchema = Type.Object(
  { publicKey: Type.String({ description: 'the applicationServerKey for PushManager.subscribe (base64url)' }) },
  { $id: 'VapidKey', additionalProperties: false }
)

/** One delivery as the notification outbox keeps it, whatever the driver did with it. */
export const NotificationSchema = Type.Object(
  {
    id: Uuid,
    batchId: Uuid,
    kind: StringEnum(notificationKinds),
    userUuid: Uuid,
    platform: StringEnum(pushPlatforms),
    title: Nullable(Type.String()),
    body: Nullable(Type.String()),
    link: Nullable(Type.String()),
    data: Nullable(Type.Record(Type.String(), Type.String())),
    status: StringEnum(deliveryStatuses),
    error: Nullable(Type.String()),
    senderUuid: Nullable(Uuid),
    createdAt: Timestamp,
    sentAt: Nullable(Timestamp)
  },
  { $id: 'Notification', additionalProperties: false }
)
export type Notification = Static<typeof NotificationSchema>

export const notificationListFields = [
  'id',
  'batchId',
  'kind',
  'userUuid',
  'platform',
  'title',
  'status',
  'error',
  'senderUuid',
  'createdAt',
  'sentAt'
] as const
export const notificationSearchFields = ['title', 'body', 'error'] as const

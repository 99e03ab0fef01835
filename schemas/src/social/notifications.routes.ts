import { Type } from '@sinclair/typebox'
import { AdminListQuery, AdminPage } from '../common.ts'
import { routeGroup } from '../route.ts'
import {
  AllDevicesPushSchema,
  CustomMessageSchema,
  DjLiveSchema,
  NotificationPermitSchema,
  NotificationSchema,
  NotificationSentSchema,
  PushMessageSchema,
  RoomPushMessageSchema,
  RoomQuerySchema,
  SilentPushSchema,
  UserPushMessageSchema,
  UserSilentPushSchema,
  UsersPushMessageSchema,
  VapidKeySchema,
  WebPushSubscriptionCreateSchema,
  WebPushSubscriptionSchema
} from './notifications.ts'

const tags = ['notifications']
const sent = { result: NotificationSentSchema, status: 202, tags }
const mobile =
  'Mobile devices only (APNs for ios, FCM for android); 503 naming the settings when no mobile driver is configured.'

/** Seed 001 "Mobile notifications", "Other notifications" and seed 002 "Web push": every send is kept in the outbox. */
export const notificationRoutes = routeGroup({
  djFansNotificationPermit: {
    method: 'GET',
    path: '/dj-fans-notification',
    access: 'user',
    summary: "may the caller's fans be notified now",
    description: 'A DJ notifies their fans at most once an interval (docs/configuration "Notifications").',
    result: NotificationPermitSchema,
    tags
  },
  roomUsersNotificationPermit: {
    method: 'GET',
    path: '/room-users-notification',
    access: 'mod',
    summary: "may the room's users be notified now",
    query: RoomQuerySchema,
    result: NotificationPermitSchema,
    tags
  },
  notifyDjFans: {
    method: 'POST',
    path: '/notifications/dj-fans',
    access: 'user',
    summary: "notify the caller's fans (DJ is live)",
    description: 'The caller must hold a DJ seat in the room; 429 with the next allowed time within the interval.',
    body: DjLiveSchema,
    ...sent
  },
  sendCustomNotification: {
    method: 'POST',
    path: '/notifications/custom-message',
    access: 'admin',
    summary: 'custom notification',
    description: 'To the users named, or to every user; through web push and mobile devices alike.',
    body: CustomMessageSchema,
    ...sent
  },
  sendRoomNotification: {
    method: 'POST',
    path: '/notifications/custom-message-from-room',
    access: 'mod',
    summary: 'custom notification from a room',
    description: "To the users in the room's live audience; at most once an interval per room (429).",
    body: RoomPushMessageSchema,
    ...sent
  },
  sendMobileNotification: {
    method: 'POST',
    path: '/mobileNotification',
    access: 'service',
    summary: 'send a mobile notification',
    description: mobile,
    body: UsersPushMessageSchema,
    ...sent
  },
  sendAdminMobileNotification: {
    method: 'POST',
    path: '/mobileNotification/admin',
    access: 'admin',
    summary: 'admin notification',
    description: mobile,
    body: UsersPushMessageSchema,
    ...sent
  },
  sendSilentNotification: {
    method: 'POST',
    path: '/mobileNotification/silent-notification',
    access: 'service',
    summary: 'silent notification',
    description: `Data only: the app reads it, nothing is shown. ${mobile}`,
    body: SilentPushSchema,
    ...sent
  },
  sendCustomMobileMessage: {
    method: 'POST',
    path: '/mobileNotification/custom-message',
    access: 'admin',
    summary: 'custom message',
    description: `To the users named, or to every user's mobile devices. ${mobile}`,
    body: CustomMessageSchema,
    ...sent
  },
  sendToAllDevices: {
    method: 'POST',
    path: '/mobileNotification/all-devices',
    access: 'admin',
    summary: 'push to all devices',
    description: `Every registered mobile device, or one platform's. ${mobile}`,
    body: AllDevicesPushSchema,
    ...sent
  },
  sendUserNotification: {
    method: 'POST',
    path: '/mobileNotification/user',
    access: 'service',
    summary: 'push to a user',
    description: mobile,
    body: UserPushMessageSchema,
    ...sent
  },
  sendAdminUserNotification: {
    method: 'POST',
    path: '/mobileNotification/user/admin',
    access: 'admin',
    summary: 'admin push to a user',
    description: mobile,
    body: UserPushMessageSchema,
    ...sent
  },
  sendAdminSilentUserNotification: {
    method: 'POST',
    path: '/mobileNotification/user/admin/silent-nofitication',
    access: 'admin',
    summary: 'admin silent push to a user (the seed spells the path so)',
    description: mobile,
    body: UserSilentPushSchema,
    ...sent
  },
  sendRoomUsersMobileNotification: {
    method: 'POST',
    path: '/mobileNotification/room-users',
    access: 'mod',
    summary: "push to a room's users",
    description: `The room's live audience; at most once an interval per room (429). ${mobile}`,
    body: RoomPushMessageSchema,
    ...sent
  },
  storeWebPushSubscription: {
    method: 'POST',
    path: '/web-notifications/subscription',
    access: 'user',
    summary: 'store a web push subscription',
    description:
      'The same endpoint again replaces its keys (and its owner: the browser changed hands). An endpoint that is not ' +
      'https, or whose host is or resolves to a loopback, private, link-local or other non-public address, is refused ' +
      '(400 naming `endpoint`); sending checks again as it connects and never follows a redirect.',
    body: WebPushSubscriptionCreateSchema,
    result: WebPushSubscriptionSchema,
    status: 201,
    tags
  },
  sendWebPushToAll: {
    method: 'POST',
    path: '/web-notifications/push-notification',
    access: 'admin',
    summary: 'web push to all users',
    body: PushMessageSchema,
    ...sent
  },
  // Ours: the browser needs the server's public key before it can subscribe.
  getVapidPublicKey: {
    method: 'GET',
    path: '/web-notifications/vapid-public-key',
    access: 'public',
    summary: "the server's VAPID public key (applicationServerKey)",
    result: VapidKeySchema,
    tags
  },
  // Ours: the notification outbox, for the console.
  listNotifications: {
    method: 'GET',
    path: '/admin/notifications',
    access: 'admin',
    summary: 'notifications sent (every delivery, whatever the driver did), newest first',
    query: AdminListQuery,
    result: Type.Union([AdminPage(NotificationSchema), Type.Array(NotificationSchema)]),
    tags
  }
})

import { randomUUID } from 'node:crypto'
import {
  pushPlatforms,
  roomPage,
  type NotificationPermit,
  type NotificationSent,
  type PushMessage,
  type PushPlatform,
  type WebPushSubscription,
  type notificationRoutes
} from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import type { CallOf, Handlers } from '../../../lib/domain.ts'
import { adminList } from '../../../lib/list.ts'
import { Forbidden, NotFound } from '../../../errors.ts'
import { findRoom } from '../../rooms/room-lookup.ts'
import {
  MOBILE,
  deliveriesReady,
  queueNotification,
  requireMobileDriver,
  type Audience,
  type Send
} from './deliveries.ts'
import { notificationsEntity } from './entity.ts'
import { notifyFansOfDj } from './dj-live.ts'
import { claimPermit, readPermit } from './permits.ts'
import { checkPushEndpoint } from './push-endpoint.ts'
import { vapidOf } from './vapid.ts'

type R = typeof notificationRoutes
const ALL = pushPlatforms

const content = (message: Partial<PushMessage>) => ({
  title: message.title ?? null,
  body: message.body ?? null,
  link: message.link ?? null,
  data: message.data ?? null
})

const send = (app: Application, caller: { id: string } | null, parts: Omit<Send, 'senderUuid'>) =>
  queueNotification(app, { ...parts, senderUuid: caller?.id ?? null })

/** A mobile-only send: 503 naming the settings when neither APNs nor FCM is configured. */
function sendMobile(app: Application, caller: { id: string } | null, parts: Omit<Send, 'senderUuid' | 'platforms'>) {
  requireMobileDriver(app)
  return send(app, caller, { ...parts, platforms: MOBILE })
}

async function existingUser(app: Application, userUuid: string): Promise<string[]> {
  const user = await app.get('knex')('users').where('id', userUuid).first('id')
  if (!user) throw new NotFound(`No user ${userUuid}`)
  return [userUuid]
}

const usersOrEveryone = (userUuids?: string[]): Audience => (userUuids ? { users: userUuids } : { everyone: true })

/** The users named (a service's call and an admin's are the same send). */
const toUsers = ({ app, caller, body }: CallOf<R['sendMobileNotification']>) =>
  sendMobile(app, caller, { kind: 'direct', audience: { users: body.userUuids }, content: content(body) })

/** One user, who must exist (a service's call and an admin's are the same send). */
const toUser = async ({ app, caller, body }: CallOf<R['sendUserNotification']>) =>
  sendMobile(app, caller, {
    kind: 'direct',
    audience: { users: await existingUser(app, body.userUuid) },
    content: content(body)
  })

/** A room's users, once an interval per room: the permit is spent in the transaction that queues the sends. */
async function sendToRoom(
  call: CallOf<R['sendRoomNotification']>,
  platforms: readonly PushPlatform[]
): Promise<NotificationSent> {
  const { app, caller, body } = call
  const room = await findRoom(app.get('knex'), body.roomUuid)
  if (platforms === MOBILE) requireMobileDriver(app)
  await deliveriesReady(app)
  return app.get('knex').transaction(async (trx) => {
    await claimPermit(trx, app, 'roomUsers', room.uuid)
    const link = body.link ?? `${app.get('config').publicUrl}${roomPage(room.slug)}`
    const sent = { kind: 'room' as const, audience: { roomId: room.id }, platforms, senderUuid: caller?.id ?? null }
    return queueNotification(app, { ...sent, content: content({ ...body, link }) }, trx)
  })
}

export const notificationHandlers: Handlers<R> = {
  djFansNotificationPermit: ({ app, caller }): Promise<NotificationPermit> => readPermit(app, 'djFans', caller!.id),
  async roomUsersNotificationPermit({ app, query }) {
    return readPermit(app, 'roomUsers', (await findRoom(app.get('knex'), query.roomUuid)).uuid)
  },
  async notifyDjFans({ app, caller, body }) {
    const knex = app.get('knex')
    const room = await findRoom(knex, body.roomSlug)
    const djing = await knex('room_live_state')
      .where('roomId', room.id)
      .whereRaw(`exists (select 1 from jsonb_array_elements(state -> 'djs') d where d ->> 'uuid' = ?)`, [caller!.id])
      .first('roomId')
    if (!djing) throw new Forbidden(`You are not a DJ in ${room.slug}: take a DJ seat before notifying your fans`)
    return notifyFansOfDj(app, room, { uuid: caller!.id, nickname: caller!.user?.nickname ?? null })
  },
  sendCustomNotification: ({ app, caller, body }) =>
    send(app, caller, {
      kind: 'custom',
      audience: usersOrEveryone(body.userUuids),
      platforms: ALL,
      content: content(body)
    }),
  sendRoomNotification: (call) => sendToRoom(call, ALL),
  sendMobileNotification: toUsers,
  sendAdminMobileNotification: toUsers,
  sendSilentNotification: ({ app, caller, body }) =>
    sendMobile(app, caller, {
      kind: 'silent',
      audience: { users: body.userUuids },
      content: content({ data: body.data })
    }),
  sendCustomMobileMessage: ({ app, caller, body }) =>
    sendMobile(app, caller, { kind: 'custom', audience: usersOrEveryone(body.userUuids), content: content(body) }),
  sendToAllDevices({ app, caller, body }) {
    requireMobileDriver(app)
    const platforms = body.platform ? [body.platform] : MOBILE
    return send(app, caller, { kind: 'custom', audience: { everyone: true }, platforms, content: content(body) })
  },
  sendUserNotification: toUser,
  sendAdminUserNotification: toUser,
  async sendAdminSilentUserNotification({ app, caller, body }) {
    const users = await existingUser(app, body.userUuid)
    return sendMobile(app, caller, { kind: 'silent', audience: { users }, content: content({ data: body.data }) })
  },
  sendRoomUsersMobileNotification: (call) => sendToRoom(call, MOBILE),
  async storeWebPushSubscription({ app, caller, body }): Promise<WebPushSubscription> {
    await checkPushEndpoint(app, body.endpoint)
    const row = {
      id: randomUUID(),
      userUuid: caller!.id,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      expiresAt: body.expirationTime ? new Date(body.expirationTime) : null,
      createdAt: new Date()
    }
    const [stored] = await app
      .get('knex')('web_push_subscriptions')
      .insert(row)
      .onConflict('endpoint')
      .merge(['userUuid', 'p256dh', 'auth', 'expiresAt'])
      .returning(['id', 'userUuid', 'endpoint', 'createdAt'])
    return { ...stored, createdAt: new Date(stored.createdAt).toISOString() }
  },
  sendWebPushToAll: ({ app, caller, body }) =>
    send(app, caller, { kind: 'custom', audience: { everyone: true }, platforms: ['web'], content: content(body) }),
  getVapidPublicKey: async ({ app }) => ({ publicKey: (await vapidOf(app)).publicKey }),
  listNotifications: (call) => adminList(call, notificationsEntity)
}

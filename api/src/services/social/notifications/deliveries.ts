import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import type { NotificationKind, NotificationSent, PushPlatform } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import type { JobQueue } from '../../../lib/jobs.ts'
import { Unavailable } from '../../../errors.ts'
import { pushDrivers } from './drivers.ts'

/** Who a notification is for. */
export type Audience = { users: string[] } | { everyone: true } | { fansOf: string } | { roomId: number }

export interface PushContent {
  title: string | null
  body: string | null
  link: string | null
  data: Record<string, string> | null
}

export interface Send {
  kind: NotificationKind
  audience: Audience
  platforms: readonly PushPlatform[]
  content: PushContent
  senderUuid: string | null
}

/** The platforms of phone apps (the drivers other than web push). */
export const MOBILE: readonly PushPlatform[] = ['ios', 'android']

/** The users of an audience, as a sub-query of `"userUuid"`s. */
function recipients(knex: Knex, audience: Audience): Knex.QueryBuilder {
  if ('users' in audience) return knex('users').whereIn('id', audience.users).select('id as userUuid')
  if ('everyone' in audience) return knex('users').select('id as userUuid')
  if ('fansOf' in audience)
    return (
      knex('dj_fans as f')
        .where('f.djUuid', audience.fansOf)
        // A fan who blocked the DJ hears nothing from them.
        .whereNotExists(
          knex('blocked_users as b')
            .where('b.userUuid', knex.ref('f.fanUuid'))
            .andWhere('b.blockedUserUuid', audience.fansOf)
        )
        .select('f.fanUuid as userUuid')
    )
  // Signed-in users in the room's live crowd (guests have no devices).
  const crowd = knex('room_live_state')
    .where('roomId', audience.roomId)
    .select(knex.raw(`jsonb_array_elements(crowd -> 'allUsers') ->> 'uuid'`))
  return knex('users').whereRaw('id::text in ?', [crowd]).select('id as userUuid')
}

/** Every browser subscription and device of the wanted platforms. */
function targets(knex: Knex, platforms: readonly PushPlatform[]): Knex.QueryBuilder {
  const mobile = platforms.filter((p) => MOBILE.includes(p))
  const web = knex('web_push_subscriptions').select('userUuid', knex.raw(`'web' as platform`), 'endpoint as target')
  const devices = knex('devices')
    .whereIn('devicePlatform', mobile)
    .select('userUuid', 'devicePlatform as platform', 'token as target')
  if (!platforms.includes('web')) return devices
  return mobile.length ? web.unionAll(devices) : web
}

/** For mobile-only sends: a 503 naming the settings when no mobile driver can send. */
export function requireMobileDriver(app: Application): void {
  const drivers = pushDrivers(app)
  const missing = MOBILE.map((platform) => drivers[platform].missingSettings())
  if (missing.every((names) => names.length))
    throw new Unavailable(
      `Mobile push is not configured: set ${missing[0]!.join(', ')} (ios) or ${missing[1]!.join(', ')} (android)`,
      { missing: missing.flat() }
    )
}

/** Each app's delivery queue (delivery-job.ts declares it). */
export const deliveryQueues = new WeakMap<Application, JobQueue<{ batchId: string }>>()

/** Starts the delivery queue: before a transaction that queues (PGlite has one connection for both). */
export const deliveriesReady = (app: Application) => deliveryQueues.get(app)!.ready()

/**
 * Writes one outbox row per delivery (queued, or unconfigured when its platform's driver lacks settings) and queues the
 * batch for the delivery job; with `trx`, both commit with the caller's other writes.
 */
export async function queueNotification(
  app: Application,
  send: Send,
  trx?: Knex.Transaction
): Promise<NotificationSent> {
  const queue = deliveryQueues.get(app)!
  if (!trx) await queue.ready()
  const run = async (db: Knex.Transaction) => {
    const drivers = pushDrivers(app)
    const status = (platform: PushPlatform) => (drivers[platform].missingSettings().length ? 'unconfigured' : 'queued')
    const batchId = randomUUID()
    const { title, body, link, data } = send.content
    await db.raw(
      `insert into notifications
         (id, "batchId", kind, "userUuid", platform, target, title, body, link, data, status, "senderUuid", "createdAt")
       select gen_random_uuid(), ?, ?, t."userUuid", t.platform, t.target, ?, ?, ?, ?::jsonb,
         case t.platform when 'web' then ? when 'ios' then ? else ? end, ?, now()
       from ? t where t."userUuid" in ?`,
      [
        batchId,
        send.kind,
        title,
        body,
        link,
        data ? JSON.stringify(data) : null,
        status('web'),
        status('ios'),
        status('android'),
        send.senderUuid,
        targets(db, send.platforms),
        recipients(db, send.audience)
      ]
    )
    const rows: { platform: PushPlatform; status: string; n: string | number }[] = await db('notifications')
      .where('batchId', batchId)
      .groupBy('platform', 'status')
      .select('platform', 'status', db.raw('count(*) as n'))
    const deliveries = { web: 0, ios: 0, android: 0 }
    for (const row of rows) deliveries[row.platform] += Number(row.n)
    if (rows.some((row) => row.status === 'queued')) await queue.send({ batchId }, db)
    const counted = await db('notifications').where('batchId', batchId).countDistinct({ n: 'userUuid' }).first()
    const unconfigured = send.platforms.filter((platform) => status(platform) === 'unconfigured')
    return { batchId, recipients: Number(counted?.n ?? 0), deliveries, unconfigured }
  }
  return trx ? run(trx) : app.get('knex').transaction(run)
}

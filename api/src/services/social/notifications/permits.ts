import type { Knex } from 'knex'
import {
  DJ_FANS_NOTIFICATION_INTERVAL_SECONDS,
  ROOM_USERS_NOTIFICATION_INTERVAL_SECONDS,
  type NotificationPermit
} from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import { TooManyRequests } from '../../../errors.ts'

/** The seed's two rate rules: a DJ's fans, a room's users. */
export type PermitScope = 'djFans' | 'roomUsers'

const intervals: Record<PermitScope, { setting: string; fallback: number }> = {
  djFans: { setting: 'PUSH_DJ_FANS_INTERVAL_SECONDS', fallback: DJ_FANS_NOTIFICATION_INTERVAL_SECONDS },
  roomUsers: { setting: 'PUSH_ROOM_USERS_INTERVAL_SECONDS', fallback: ROOM_USERS_NOTIFICATION_INTERVAL_SECONDS }
}

export function intervalOf(app: Application, scope: PermitScope): number {
  const { setting, fallback } = intervals[scope]
  const value = Number(app.get('config').providers[setting])
  return Number.isFinite(value) && value >= 0 && app.get('config').providers[setting] ? value : fallback
}

const permitOf = (lastSentAt: Date | null, interval: number): NotificationPermit => {
  const next = lastSentAt ? new Date(lastSentAt).getTime() + interval * 1000 : 0
  return {
    allowed: next <= Date.now(),
    nextAllowedAt: next > Date.now() ? new Date(next).toISOString() : null,
    intervalSeconds: interval
  }
}

/** Whether the scope may be notified now (nothing is spent). */
export async function readPermit(
  app: Application,
  scope: PermitScope,
  key: string,
  db: Knex = app.get('knex')
): Promise<NotificationPermit> {
  const row = await db('notification_permits').where({ scope, key }).first('lastSentAt')
  return permitOf(row?.lastSentAt ?? null, intervalOf(app, scope))
}

/**
 * Spends the scope's permit inside the sending transaction, or answers 429 with the next allowed time; two processes
 * racing for one permit: one wins (the conditional upsert is atomic).
 */
export async function claimPermit(trx: Knex.Transaction, app: Application, scope: PermitScope, key: string) {
  const interval = intervalOf(app, scope)
  const won = await trx.raw(
    `insert into notification_permits (scope, key, "lastSentAt") values (?, ?, now())
     on conflict (scope, key) do update set "lastSentAt" = now()
     where notification_permits."lastSentAt" <= now() - make_interval(secs => ?)
     returning "lastSentAt"`,
    [scope, key, interval]
  )
  if (won.rows.length) return
  const permit = await readPermit(app, scope, key, trx)
  const retryAfter = permit.nextAllowedAt ? Math.ceil((Date.parse(permit.nextAllowedAt) - Date.now()) / 1000) : 1
  throw new TooManyRequests(`Already notified: the next notification may go at ${permit.nextAllowedAt}`, {
    retryAfter,
    nextAllowedAt: permit.nextAllowedAt
  })
}

import {
  grantingStatuses,
  subscriptionLevels,
  type PaymentProvider,
  type SubscriptionLevel,
  type SubscriptionStatus
} from '@spinroom/schemas'
import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import type { SubscriptionRow } from './entity.ts'

/** The user's subscription that grants a level now (the highest level first), if any. */
export async function grantingSubscription(knex: Knex, userUuid: string): Promise<SubscriptionRow | undefined> {
  const rows: SubscriptionRow[] = await knex('subscriptions')
    .where('userUuid', userUuid)
    .whereIn('status', grantingStatuses)
    .orderBy('startedAt', 'desc')
  return rows.sort((a, b) => rank(b.level) - rank(a.level))[0]
}

const rank = (level: string) => subscriptionLevels.indexOf(level as SubscriptionLevel)

/** What a provider says of a subscription; `region` and `productId` only when it knows them. */
export interface SubscriptionState {
  provider: PaymentProvider
  providerSubscriptionId: string
  userUuid: string
  productId: string | null
  level: SubscriptionLevel
  status: SubscriptionStatus
  region?: string | null
  startedAt: Date
  currentPeriodEnd: Date | null
  cancelAtPeriodEnd: boolean
  endedAt: Date | null
  /** When the provider described it so (the event's time, or now for a fresh read of its API). */
  stateAt: Date
}

/** Rows whose stored state is no newer than `at`: what a description from `at` may overwrite. */
export const notNewerThan = (query: Knex.QueryBuilder, at: Date) =>
  query.where((q) => q.whereNull('subscriptions.stateAt').orWhere('subscriptions.stateAt', '<=', at))

/**
 * Records a subscription as the provider describes it, unless a newer description is stored already (providers do not
 * deliver in order), and sets its user's level from all their subscriptions, in the caller's transaction; answers the
 * user's new level.
 */
export async function applySubscription(trx: Knex.Transaction, state: SubscriptionState) {
  const { region, ...fields } = state
  const now = new Date()
  await trx('subscriptions')
    .insert({ id: randomUUID(), ...fields, region: region ?? null, createdAt: now, updatedAt: now })
    .onConflict(['provider', 'providerSubscriptionId'])
    .merge({ ...fields, ...(region ? { region } : {}), updatedAt: now })
    .modify((q) => notNewerThan(q, state.stateAt))
  return setUserLevel(trx, state.userUuid)
}

/** The user's level: that of their best granting subscription, or none. */
export async function setUserLevel(trx: Knex.Transaction, userUuid: string): Promise<SubscriptionLevel | null> {
  const level = (await grantingSubscription(trx, userUuid))?.level ?? null
  await trx('users').where('id', userUuid).update({ subscriptionLevel: level })
  return level
}

import type { SubscriptionCountFilter, UserSubscription, subscriptionRoutes } from '@spinroom/schemas'
import type { Knex } from 'knex'
import { BadRequest } from '../../../errors.ts'
import type { Handlers } from '../../../lib/domain.ts'
import { billingPortal, checkout } from '../checkout.ts'
import { adminListWithNames } from '../names.ts'
import { stripeClient } from '../stripe.ts'
import { buyableProduct } from '../products/handlers.ts'
import { productsEntity } from '../products/entity.ts'
import { subscriptionsEntity } from './entity.ts'
import { grantingSubscription } from './levels.ts'

async function subscriptionOf(knex: Knex, userUuid: string): Promise<UserSubscription> {
  const granting = await grantingSubscription(knex, userUuid)
  return {
    userUuid,
    level: granting?.level ?? null,
    subscription: granting ? subscriptionsEntity.external(granting) : null
  }
}

/**
 * Subscriptions active at some time in [startDate, endDate]: started by its end, not ended before its start (one never
 * paid for never was).
 */
function countQuery(knex: Knex, filter: SubscriptionCountFilter) {
  const end = filter.endDate ? new Date(filter.endDate) : new Date()
  const query = knex('subscriptions')
    .where('startedAt', '<=', end)
    .whereNotIn('status', ['incomplete', 'incomplete_expired'])
  if (filter.startDate) {
    const start = new Date(filter.startDate)
    query.where((q) => q.whereNull('endedAt').orWhere('endedAt', '>=', start))
  }
  if (filter.region) query.whereRaw('upper(region) = ?', [filter.region.toUpperCase()])
  if (filter.level) query.where('level', filter.level)
  return query
}

export const subscriptionHandlers: Handlers<typeof subscriptionRoutes> = {
  async countSubscriptions({ app, query }) {
    if (query.startDate && query.endDate && new Date(query.startDate) > new Date(query.endDate))
      throw new BadRequest("Invalid query: 'startDate' is after 'endDate'", {
        errors: [{ field: 'startDate', message: 'is after endDate' }]
      })
    const [{ count }] = await countQuery(app.get('knex'), query).count({ count: '*' })
    return { count: Number(count) }
  },
  ownSubscription: ({ app, caller }) => subscriptionOf(app.get('knex'), caller!.id),
  userSubscription: {
    owner: ({ params }) => params.id,
    handler: ({ app, params }) => subscriptionOf(app.get('knex'), params.id)
  },
  async subscriptionCheckout(call) {
    await stripeClient(call.app)
    return checkout(call, await buyableProduct(call.app.get('knex'), call.params.id, 'recurring'))
  },
  billingPortal,
  async listPlans({ app }) {
    const rows = await app
      .get('knex')('products')
      .where({ paymentType: 'recurring', active: true })
      .orderBy([{ column: 'price' }, { column: 'id' }])
    return rows.map(productsEntity.external)
  },
  listSubscriptions: (call) => adminListWithNames(call, subscriptionsEntity)
}

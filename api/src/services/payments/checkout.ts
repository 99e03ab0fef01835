import { checkoutReturnPath } from '@spinroom/schemas'
import type Stripe from 'stripe'
import type { Knex } from 'knex'
import type { Application } from '../../declarations.ts'
import { Conflict, NotFound } from '../../errors.ts'
import type { Call } from '../../lib/endpoint.ts'
import type { ProductRow } from './products/entity.ts'
import { askStripe, stripeClient } from './stripe.ts'
import { grantingSubscription } from './subscriptions/levels.ts'

/** The user's Stripe customer id, if they ever started a checkout. */
export async function stripeCustomerOf(knex: Knex, userUuid: string): Promise<string | undefined> {
  const row = await knex('payment_customers').where({ userUuid, provider: 'stripe' }).first('customerId')
  return row?.customerId
}

/** The user's Stripe customer, created at their first checkout; a concurrent first checkout keeps the first one. */
async function stripeCustomer(app: Application, stripe: Stripe, userUuid: string): Promise<string> {
  const knex = app.get('knex')
  const known = await stripeCustomerOf(knex, userUuid)
  if (known) return known
  const user = await knex('users').where('id', userUuid).first('email', 'nickname')
  const customer = await askStripe(() =>
    stripe.customers.create(
      { email: user?.email ?? undefined, name: user?.nickname, metadata: { userUuid } },
      { idempotencyKey: `customer-${userUuid}` }
    )
  )
  await knex('payment_customers')
    .insert({ userUuid, provider: 'stripe', customerId: customer.id })
    .onConflict(['userUuid', 'provider'])
    .ignore()
  return (await stripeCustomerOf(knex, userUuid))!
}

const returnUrl = (app: Application, outcome: Parameters<typeof checkoutReturnPath>[0]) =>
  `${app.get('config').publicUrl}${checkoutReturnPath(outcome)}`

/**
 * A Stripe Checkout Session for one product: paid once, or a subscription to a plan. Who buys what rides along as
 * metadata on the payment or the subscription, so the webhook knows whom to credit.
 */
export async function checkout(call: Call, product: ProductRow) {
  const stripe = await stripeClient(call.app)
  const userUuid = call.caller!.id
  const recurring = product.paymentType === 'recurring'
  if (recurring && (await grantingSubscription(call.app.get('knex'), userUuid)))
    throw new Conflict('You already have a subscription')
  const customer = await stripeCustomer(call.app, stripe, userUuid)
  const metadata = { userUuid, productId: product.id }
  const session = await askStripe(() =>
    stripe.checkout.sessions.create({
      mode: recurring ? 'subscription' : 'payment',
      customer,
      client_reference_id: userUuid,
      metadata,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: product.currency,
            unit_amount: product.price,
            product_data: { name: product.name, ...(product.description ? { description: product.description } : {}) },
            ...(recurring ? { recurring: { interval: product.interval! } } : {})
          }
        }
      ],
      ...(recurring ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
      success_url: returnUrl(call.app, 'success'),
      cancel_url: returnUrl(call.app, 'cancel')
    })
  )
  if (!session.url) throw new Conflict('Stripe gave no checkout page')
  return { id: session.id, url: session.url }
}

/** A billing-portal session of the caller's Stripe customer (404 when they never started a checkout). */
export async function billingPortal(call: Call) {
  const stripe = await stripeClient(call.app)
  const customer = await stripeCustomerOf(call.app.get('knex'), call.caller!.id)
  if (!customer) throw new NotFound('No billing account')
  const session = await askStripe(() =>
    stripe.billingPortal.sessions.create({ customer, return_url: returnUrl(call.app, 'portal') })
  )
  return { id: session.id, url: session.url }
}

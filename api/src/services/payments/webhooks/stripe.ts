import type Stripe from 'stripe'
import { isUuid, subscriptionStatuses, type SubscriptionStatus } from '@spinroom/schemas'
import type { Knex } from 'knex'
import type { Application } from '../../../declarations.ts'
import { BadRequest } from '../../../errors.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { creditPurchase, reversePurchase } from '../ledger/tokens.ts'
import type { ProductRow } from '../products/entity.ts'
import { askStripe, stripeClient, stripeLibrary, stripeWebhookSecret } from '../stripe.ts'
import { applySubscription, notNewerThan, setUserLevel } from '../subscriptions/levels.ts'
import { actOnce, type Acted } from './once.ts'

type Act = (trx: Knex.Transaction) => Promise<Acted>
const idOf = (ref: string | { id: string } | null | undefined) => (typeof ref === 'string' ? ref : (ref?.id ?? null))
const date = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null)
// Stripe's event times are whole seconds: a read of its API now counts as this second, so an event of it still applies.
const readNow = () => new Date(Math.floor(Date.now() / 1000) * 1000)

/** Whose purchase of what: the metadata our checkout put on the payment or subscription. */
async function buyer(trx: Knex.Transaction, metadata: Stripe.Metadata | null | undefined, customer?: string | null) {
  let userUuid = metadata?.userUuid && isUuid(metadata.userUuid) ? metadata.userUuid : undefined
  if (!userUuid && customer)
    userUuid = (await trx('payment_customers').where({ provider: 'stripe', customerId: customer }).first())?.userUuid
  const user = userUuid ? await trx('users').where('id', userUuid).first('id') : undefined
  const productId = metadata?.productId && isUuid(metadata.productId) ? metadata.productId : undefined
  const product: ProductRow | undefined = productId ? await trx('products').where('id', productId).first() : undefined
  return { userUuid: user?.id as string | undefined, product }
}

async function credit(
  trx: Knex.Transaction,
  paymentId: string,
  metadata: Stripe.Metadata | null,
  amount: number,
  currency: string
): Promise<Acted> {
  const { userUuid, product } = await buyer(trx, metadata)
  // Not one of our checkouts (or its buyer is gone): recorded as seen, nothing to credit.
  if (!userUuid || !product) return
  const effect = await creditPurchase(trx, {
    provider: 'stripe',
    providerPaymentId: paymentId,
    userUuid,
    product,
    tokenBundleId: product.tokenBundleId,
    amount,
    currency
  })
  return effect.account
}

const statusOf = (status: string): SubscriptionStatus =>
  (subscriptionStatuses as readonly string[]).includes(status) ? (status as SubscriptionStatus) : 'incomplete'

/** Records a Stripe subscription as it stood at `at` and sets its user's level. */
async function subscription(trx: Knex.Transaction, sub: Stripe.Subscription, at: Date): Promise<Acted> {
  const customer = idOf(sub.customer)
  const { userUuid, product } = await buyer(trx, sub.metadata, customer)
  if (!userUuid) return
  const known = await trx('subscriptions').where({ provider: 'stripe', providerSubscriptionId: sub.id }).first()
  const level = product?.subscriptionLevel ?? known?.level
  if (!level) return
  const region = customer
    ? (await trx('payment_customers').where({ provider: 'stripe', customerId: customer }).first())?.region
    : null
  await applySubscription(trx, {
    provider: 'stripe',
    providerSubscriptionId: sub.id,
    userUuid,
    productId: product?.id ?? known?.productId ?? null,
    level,
    status: statusOf(sub.status),
    region,
    startedAt: date(sub.start_date) ?? new Date(),
    currentPeriodEnd: date(sub.items?.data?.[0]?.current_period_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    endedAt: date(sub.ended_at),
    stateAt: at
  })
}

/** The subscription an invoice bills, fetched from Stripe when we have not heard of it yet. */
async function invoiceSubscription(app: Application, invoice: Stripe.Invoice, paid: boolean, at: Date): Promise<Act> {
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription)
  if (!subscriptionId) return async () => undefined
  const known = await app
    .get('knex')('subscriptions')
    .where({ provider: 'stripe', providerSubscriptionId: subscriptionId })
    .first()
  if (!known) {
    const sub = await askStripe(async () => (await stripeClient(app)).subscriptions.retrieve(subscriptionId))
    return (trx) => subscription(trx, sub, readNow())
  }
  return async (trx) => {
    const status = paid ? 'active' : 'past_due'
    const periodEnd = date(invoice.lines?.data?.[0]?.period?.end)
    await trx('subscriptions')
      .where('id', known.id)
      .modify((q) => notNewerThan(q, at))
      .update({
        status,
        ...(paid && periodEnd ? { currentPeriodEnd: periodEnd } : {}),
        stateAt: at,
        updatedAt: new Date()
      })
    await setUserLevel(trx, known.userUuid)
  }
}

/** The buyer's country, kept on their customer (subscriptions are counted by region). */
async function rememberRegion(trx: Knex.Transaction, session: Stripe.Checkout.Session) {
  const customer = idOf(session.customer)
  const country = session.customer_details?.address?.country
  if (!customer || !country) return
  await trx('payment_customers').where({ provider: 'stripe', customerId: customer }).update({ region: country })
  if (session.subscription)
    await trx('subscriptions')
      .where({ provider: 'stripe', providerSubscriptionId: idOf(session.subscription) })
      .update({ region: country })
}

/** A refund or dispute of a payment intent: its tokens go back through the ledger. */
const reversal =
  (intent: string | null, amountRefunded: number, disputed: boolean): Act =>
  async (trx) => {
    if (!intent) return
    const reversed = { provider: 'stripe' as const, providerPaymentId: intent, amountRefunded, disputed }
    return (await reversePurchase(trx, reversed)).account
  }

/** What an event does; anything that needs Stripe's API is fetched here, before the transaction opens. */
async function plan(app: Application, event: Stripe.Event): Promise<Act> {
  const at = new Date(event.created * 1000)
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object
      if (session.mode === 'subscription') {
        const id = idOf(session.subscription)
        const known =
          id &&
          (await app.get('knex')('subscriptions').where({ provider: 'stripe', providerSubscriptionId: id }).first())
        const sub =
          id && !known ? await askStripe(async () => (await stripeClient(app)).subscriptions.retrieve(id)) : null
        return async (trx) => {
          await rememberRegion(trx, session)
          if (sub) await subscription(trx, sub, readNow())
        }
      }
      if (session.payment_status !== 'paid') return async (trx) => rememberRegion(trx, session)
      return async (trx) => {
        await rememberRegion(trx, session)
        return credit(
          trx,
          idOf(session.payment_intent) ?? session.id,
          session.metadata,
          session.amount_total ?? 0,
          session.currency ?? 'usd'
        )
      }
    }
    case 'payment_intent.succeeded': {
      const intent = event.data.object
      return (trx) => credit(trx, intent.id, intent.metadata, intent.amount_received || intent.amount, intent.currency)
    }
    case 'charge.refunded': {
      const charge = event.data.object
      return reversal(idOf(charge.payment_intent), charge.amount_refunded, false)
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object
      return reversal(idOf(dispute.payment_intent), dispute.amount, true)
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed': {
      const sub = event.data.object
      return (trx) => subscription(trx, sub, at)
    }
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return invoiceSubscription(app, event.data.object, event.type === 'invoice.paid', at)
  }
  // Events we do not act on are still recorded: a replay of them is a replay too.
  return async () => undefined
}

/** `POST /webhook/stripe`: Stripe's signature over the raw body first, then each event id once. */
export async function stripeWebhook(call: Call) {
  const header = call.context.params.headers?.['stripe-signature']
  // No signature at all is a malformed call, whatever the settings.
  if (typeof header !== 'string' || !header)
    throw new BadRequest("The 'stripe-signature' header is missing", { field: 'stripe-signature' })
  const secret = stripeWebhookSecret(call.app)
  const { webhooks } = await stripeLibrary()
  let event: Stripe.Event
  try {
    event = webhooks.constructEvent(call.context.params.rawBody ?? '', header, secret)
  } catch {
    throw new BadRequest('Invalid signature')
  }
  const seen = await call.app.get('knex')('payment_events').where({ provider: 'stripe', eventId: event.id }).first()
  if (seen) return { received: true, replayed: true, type: event.type }
  return actOnce(call.app, { provider: 'stripe', id: event.id, type: event.type }, await plan(call.app, event))
}

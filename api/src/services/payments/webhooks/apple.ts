import { isUuid, type AppleNotificationSchema, type SubscriptionStatus } from '@spinroom/schemas'
import type { Static } from '@sinclair/typebox'
import type { Knex } from 'knex'
import type { Call } from '../../../lib/endpoint.ts'
import { BadRequest } from '../../../errors.ts'
import { creditPurchase, reversePurchase } from '../ledger/tokens.ts'
import type { ProductRow } from '../products/entity.ts'
import { applySubscription } from '../subscriptions/levels.ts'
import { appleSettings, verifyAppleJws } from './apple-jws.ts'
import { actOnce, type Acted } from './once.ts'

/** The decoded payload of an App Store Server Notification v2 (the fields we use). */
interface Notification {
  notificationType: string
  subtype?: string
  notificationUUID: string
  /** Milliseconds since the epoch. */
  signedDate?: number
  data?: { signedTransactionInfo?: string; bundleId?: string }
}

/** A decoded JWSTransaction. */
interface Transaction {
  bundleId?: string
  transactionId: string
  originalTransactionId: string
  productId: string
  appAccountToken?: string
  purchaseDate?: number
  expiresDate?: number
  storefront?: string
  price?: number
  currency?: string
  type?: string
}

/** What a notification type makes of a subscription (the others touch none). */
const subscriptionStatus: Record<string, SubscriptionStatus> = {
  SUBSCRIBED: 'active',
  DID_RENEW: 'active',
  OFFER_REDEEMED: 'active',
  DID_CHANGE_RENEWAL_PREF: 'active',
  DID_FAIL_TO_RENEW: 'past_due',
  EXPIRED: 'canceled',
  GRACE_PERIOD_EXPIRED: 'canceled',
  REVOKE: 'canceled',
  REFUND: 'canceled'
}

const isSubscription = (tx: Transaction) => tx.type === 'Auto-Renewable Subscription' || !!tx.expiresDate

async function act(trx: Knex.Transaction, note: Notification, tx: Transaction): Promise<Acted> {
  const userUuid = tx.appAccountToken && isUuid(tx.appAccountToken) ? tx.appAccountToken : undefined
  if (!userUuid || !(await trx('users').where('id', userUuid).first('id'))) return
  const product: ProductRow | undefined = await trx('products').where('appleProductId', tx.productId).first()
  if (isSubscription(tx)) {
    const status = subscriptionStatus[note.notificationType]
    if (!status || product?.paymentType !== 'recurring') return
    const ended = status === 'canceled'
    await applySubscription(trx, {
      provider: 'apple',
      providerSubscriptionId: tx.originalTransactionId,
      userUuid,
      productId: product.id,
      level: product.subscriptionLevel!,
      status,
      region: tx.storefront ?? null,
      startedAt: new Date(tx.purchaseDate ?? Date.now()),
      currentPeriodEnd: tx.expiresDate ? new Date(tx.expiresDate) : null,
      cancelAtPeriodEnd: false,
      endedAt: ended ? new Date() : null,
      stateAt: new Date(note.signedDate ?? Date.now())
    })
    return
  }
  if (note.notificationType === 'REFUND')
    return (
      await reversePurchase(trx, {
        provider: 'apple',
        providerPaymentId: tx.transactionId,
        amountRefunded: Number.MAX_SAFE_INTEGER,
        disputed: false
      })
    ).account
  if (note.notificationType !== 'ONE_TIME_CHARGE') return
  // The bundle the App Store product id names: the product's, or a bundle sold under that id.
  const bundleId =
    product?.tokenBundleId ?? (await trx('token_bundles').where('productId', tx.productId).first('id'))?.id ?? null
  if (!bundleId) return
  const effect = await creditPurchase(trx, {
    provider: 'apple',
    providerPaymentId: tx.transactionId,
    userUuid,
    product: product ?? null,
    tokenBundleId: bundleId,
    // The App Store gives prices in thousandths of the currency unit.
    amount: Math.round((tx.price ?? 0) / 10),
    currency: tx.currency ?? 'usd'
  })
  return effect.account
}

/** 400 unless the notification and its transaction are for this deployment's app. */
function assertOurApp(bundleId: string, note: Notification, tx: Transaction | null) {
  const named = tx ? [note.data?.bundleId, tx.bundleId] : [note.data?.bundleId]
  const other = named.find((id) => id !== bundleId)
  if (named.some((id) => id !== bundleId))
    throw new BadRequest(`The notification is for another app ('bundleId' ${JSON.stringify(other ?? null)})`, {
      field: 'bundleId'
    })
}

/** `POST /webhook/apple`: the payload and its transaction verified up to the configured root, then acted on once. */
export async function appleWebhook(call: Call<unknown, unknown, Static<typeof AppleNotificationSchema>>) {
  const { root, bundleId } = appleSettings(call.app)
  const note = await verifyAppleJws<Notification>(call.body.signedPayload, root)
  const signedTx = note.data?.signedTransactionInfo
  const tx = signedTx ? await verifyAppleJws<Transaction>(signedTx, root) : null
  assertOurApp(bundleId, note, tx)
  const event = { provider: 'apple' as const, id: String(note.notificationUUID), type: note.notificationType }
  return actOnce(call.app, event, async (trx) => (tx ? act(trx, note, tx) : undefined))
}

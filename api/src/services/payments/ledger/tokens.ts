import { randomUUID } from 'node:crypto'
import type { PaymentProvider } from '@spinroom/schemas'
import type { Knex } from 'knex'
import { appendEntry, appendSpend, lockAccount, openAccount } from '../../points/token-ledger/ledger.ts'
import type { TokenAccountRow } from '../../points/token-ledger/entity.ts'
import type { ProductRow } from '../products/entity.ts'
import { paymentSource, type PaymentRow } from './entity.ts'

export interface PaidPurchase {
  provider: PaymentProvider
  providerPaymentId: string
  userUuid: string
  /** Our product, when the provider's purchase names one. */
  product: ProductRow | null
  /** The token bundle it credits (the product's, or an App Store product id's). */
  tokenBundleId: string | null
  amount: number
  currency: string
}

/** What a payment did, for the caller to announce once the transaction has committed. */
export interface Effect {
  payment: PaymentRow | null
  account: TokenAccountRow | null
}

/**
 * Records a paid purchase once per provider payment and credits its bundle's tokens through the ledger, the payment's
 * id as idempotency key: checkout.session.completed and payment_intent.succeeded of one payment credit once.
 */
export async function creditPurchase(trx: Knex.Transaction, paid: PaidPurchase): Promise<Effect> {
  const now = new Date()
  const [payment]: PaymentRow[] = await trx('payments')
    .insert({
      id: randomUUID(),
      provider: paid.provider,
      providerPaymentId: paid.providerPaymentId,
      userUuid: paid.userUuid,
      productId: paid.product?.id ?? null,
      tokenBundleId: paid.tokenBundleId,
      amount: paid.amount,
      currency: paid.currency.toLowerCase(),
      status: 'paid',
      createdAt: now,
      updatedAt: now
    })
    .onConflict(['provider', 'providerPaymentId'])
    .ignore()
    .returning('*')
  if (!payment) return { payment: null, account: null }
  const bundle = paid.tokenBundleId ? await trx('token_bundles').where('id', paid.tokenBundleId).first() : undefined
  if (!bundle) return { payment, account: null }
  const { account: opened } = await openAccount(trx, paid.userUuid)
  const written = await appendEntry(trx, await lockAccount(trx, opened.id), {
    type: 'credit',
    amount: Number(bundle.tokens),
    idempotencyKey: `${paid.provider}:${paid.providerPaymentId}`,
    reason: `Bought ${bundle.name} (${paid.provider} payment ${paid.providerPaymentId})`,
    source: paymentSource(payment.id),
    holdTtlSeconds: 0
  })
  const [credited] = await trx('payments')
    .where('id', payment.id)
    .update({ tokens: Number(bundle.tokens), accountId: opened.id, updatedAt: now })
    .returning('*')
  return { payment: credited, account: written.account }
}

export interface Reversal {
  provider: PaymentProvider
  providerPaymentId: string
  /** Everything refunded so far, in minor units (a dispute takes the whole payment). */
  amountRefunded: number
  disputed: boolean
}

/**
 * Takes back the tokens a refund or dispute reverses, through the ledger (a hold and its commit). What the buyer has
 * already spent cannot be taken: it is recorded as the payment's shortfall and said in the ledger entry's reason.
 */
export async function reversePurchase(trx: Knex.Transaction, reversal: Reversal): Promise<Effect> {
  const payment: PaymentRow | undefined = await trx('payments')
    .where({ provider: reversal.provider, providerPaymentId: reversal.providerPaymentId })
    .forUpdate()
    .first()
  if (!payment) return { payment: null, account: null }
  const refunded = Math.min(payment.amount, Math.max(payment.amountRefunded, reversal.amountRefunded))
  const whole = reversal.disputed || refunded >= payment.amount || payment.amount === 0
  const target = whole ? payment.tokens : Math.floor((payment.tokens * refunded) / payment.amount)
  const due = target - payment.tokensReclaimed - payment.tokensShortfall
  let account: TokenAccountRow | null = null
  let taken = 0
  if (due > 0 && payment.accountId) {
    const locked = await lockAccount(trx, payment.accountId)
    taken = Math.min(due, Number(locked.balance))
    const spent = due - taken
    const note = spent ? `; ${spent} already spent, not taken back` : ''
    if (taken > 0) {
      const written = await appendSpend(trx, locked, {
        amount: taken,
        idempotencyKey: `${payment.provider}:${payment.providerPaymentId}:reversal:${target}`,
        reason: `${reversal.disputed ? 'Disputed' : 'Refunded'} ${payment.provider} payment ${payment.providerPaymentId}: ${taken} of ${due} tokens taken back${note}`,
        source: paymentSource(payment.id)
      })
      account = written.account
    }
  }
  const [updated]: PaymentRow[] = await trx('payments')
    .where('id', payment.id)
    .update({
      amountRefunded: reversal.disputed ? payment.amountRefunded : refunded,
      status: reversal.disputed ? 'disputed' : whole ? 'refunded' : 'partially_refunded',
      tokensReclaimed: payment.tokensReclaimed + taken,
      tokensShortfall: payment.tokensShortfall + Math.max(0, due - taken),
      updatedAt: new Date()
    })
    .returning('*')
  return { payment: updated, account }
}

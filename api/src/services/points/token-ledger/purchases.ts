import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import type { ConsumablePurchaseData } from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { emitEntityEvent } from '../../../lib/entity.ts'
import { spendRateLimit } from '../../../lib/rate-limits.ts'
import { Conflict, Forbidden, NotFound } from '../../../errors.ts'
import { assertActive, assertCovers, lockAccount, nextUpdatedAt } from './ledger.ts'
import { sourceOf } from './access.ts'
import {
  announceAccount,
  consumablePurchasesEntity,
  tokenAccountsEntity,
  type ConsumablePurchaseRow,
  type TokenAccountRow
} from './entity.ts'
import { announcePurchase } from './purchase-events.ts'
import { toConsumable, type ConsumableRow } from '../consumables/entity.ts'
import { assertMayBuyIn } from '../../rooms/live/permissions.ts'

/** Refuses when the balance the buyer was shown is no longer the balance. */
function assertUnchanged(account: TokenAccountRow, body: ConsumablePurchaseData) {
  if (body.balanceUnmodifiedSince && account.updatedAt.getTime() > new Date(body.balanceUnmodifiedSince).getTime()) {
    throw new Conflict('Token balance changed since it was shown', { updatedAt: account.updatedAt.toISOString() })
  }
  if (body.lastTokenBalance !== undefined && body.lastTokenBalance !== Number(account.balance)) {
    throw new Conflict('Token balance changed since it was shown', { balance: Number(account.balance) })
  }
}

export interface PurchaseOrder extends ConsumablePurchaseData {
  buyerUuid: string
  /** Who writes the ledger rows. */
  source: string
  holdTtlSeconds: number
}

/** Why a purchase is refused, in the order the buyer hears it; passes when the account and the price allow it. */
function assertPurchasable(
  order: PurchaseOrder,
  account: TokenAccountRow | undefined,
  consumable: ConsumableRow | undefined
): asserts consumable is ConsumableRow {
  if (!account) throw new NotFound('Token account not found')
  if (account.userUuid !== order.buyerUuid) throw new Forbidden('You may only buy with your own token account')
  assertUnchanged(account, order)
  assertActive(account)
  assertCovers(account, order.tokenCost)
  if (!consumable) throw new NotFound('Consumable not found')
  if (consumable.tokenCost !== order.tokenCost) throw new Conflict('Token cost has changed', { field: 'tokenCost' })
}

/**
 * A paid purchase in one statement, so the account's row lock lasts that statement and never a round trip: the balance
 * update takes the lock and moves nothing unless every guard of assertPurchasable holds (the price under a share lock,
 * so an admin's price change waits for it or wins before it); the hold, its commit and the purchase row are written
 * from the updated row. Answers the account and the purchase's createdAt, or no row when refused.
 */
const PAID_PURCHASE = `
with priced as (select id from consumables where id = :consumableId and "tokenCost" = :tokenCost for share),
moved as (
  update token_accounts set balance = balance - :tokenCost, version = version + 1, "updatedAt" = :updatedAt
  where id = :accountId and "userUuid" = :buyerUuid and status = 'active' and balance >= :tokenCost and exists (select 1 from priced)
    and (cast(:since as timestamptz) is null or "updatedAt" <= cast(:since as timestamptz))
    and (cast(:lastBalance as bigint) is null or balance = cast(:lastBalance as bigint))
  returning *
),
hold as (
  insert into token_transactions (id, "accountId", type, amount, reason, source, "expiresAt")
  select :holdId, id, 'hold', :tokenCost, :reason, :source, clock_timestamp() + make_interval(secs => :holdTtlSeconds) from moved
  returning id
),
settlement as (
  insert into token_transactions (id, "accountId", type, amount, "holdId", reason, source)
  select :commitId, :accountId, 'commit', :tokenCost, id, :reason, :source from hold
  returning id
),
purchase as (
  insert into consumable_purchases (id, "accountId", "consumableId", "roomUuid", "userUuid", "tokenCost", "holdId", "commitId")
  select :purchaseId, :accountId, :consumableId, :roomUuid, :buyerUuid, :tokenCost, :holdId, id from settlement
  returning "createdAt"
)
select moved.*, purchase."createdAt" as "purchasedAt" from moved, purchase`

/**
 * Tries a paid purchase a few times: a refusal that no longer holds when explained (a credit came in between) is
 * retried.
 */
const ATTEMPTS = 3

async function buyPaid(knex: Knex, order: PurchaseOrder) {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const ids = { holdId: randomUUID(), commitId: randomUUID(), purchaseId: randomUUID() }
    const { rows } = (await knex.raw(PAID_PURCHASE, {
      ...ids,
      consumableId: order.consumableId,
      accountId: order.accountId,
      buyerUuid: order.buyerUuid,
      roomUuid: order.roomUuid,
      tokenCost: order.tokenCost,
      since: order.balanceUnmodifiedSince ?? null,
      lastBalance: order.lastTokenBalance ?? null,
      updatedAt: nextUpdatedAt(knex),
      reason: `consumable ${order.consumableId}`,
      source: order.source,
      holdTtlSeconds: order.holdTtlSeconds
    })) as { rows: (TokenAccountRow & { purchasedAt: Date })[] }
    const consumable: ConsumableRow | undefined = await knex('consumables').where('id', order.consumableId).first()
    if (rows.length) {
      const { purchasedAt, ...account } = rows[0]
      const purchase: ConsumablePurchaseRow = {
        id: ids.purchaseId,
        accountId: order.accountId,
        consumableId: order.consumableId,
        roomUuid: order.roomUuid,
        userUuid: order.buyerUuid,
        tokenCost: order.tokenCost,
        holdId: ids.holdId,
        commitId: ids.commitId,
        createdAt: purchasedAt
      }
      return { purchase, account, consumable: consumable! }
    }
    assertPurchasable(order, await knex('token_accounts').where('id', order.accountId).first(), consumable)
  }
  throw new Conflict('Token balance changed since it was shown')
}

/**
 * A free consumable: the same checks under the account's row lock, and only the purchase row (the ledger holds no
 * zero-token rows).
 */
function buyFree(knex: Knex, order: PurchaseOrder) {
  return knex.transaction(async (trx) => {
    const account = await lockAccount(trx, order.accountId)
    const consumable: ConsumableRow | undefined = await trx('consumables')
      .where('id', order.consumableId)
      .forShare()
      .first()
    assertPurchasable(order, account, consumable)
    const row = {
      id: randomUUID(),
      accountId: account.id,
      consumableId: order.consumableId,
      roomUuid: order.roomUuid,
      userUuid: order.buyerUuid,
      tokenCost: 0
    }
    const [purchase]: ConsumablePurchaseRow[] = await trx('consumable_purchases').insert(row).returning('*')
    return { purchase, account, consumable }
  })
}

/** Buys a consumable: all of it or nothing, with the precise reason of a refusal. */
export const buyConsumable = (knex: Knex, order: PurchaseOrder) =>
  order.tokenCost > 0 ? buyPaid(knex, order) : buyFree(knex, order)

/**
 * The room and the buyer's standing there, the purchase (a free one spends the `freeConsumable` limit), then the room
 * hears of it and the buyer gets the new balance (when it moved).
 */
export async function purchaseConsumable(call: Call<unknown, unknown, ConsumablePurchaseData>) {
  const { app, body } = call
  const caller = call.caller!
  if (body.tokenCost === 0)
    await spendRateLimit(app, 'freeConsumable', { caller, address: call.context.params.ip, input: body })
  const order = {
    ...body,
    buyerUuid: caller.id,
    source: sourceOf(caller),
    holdTtlSeconds: app.get('config').tokenHoldTtlSeconds
  }
  await assertMayBuyIn(app.get('knex'), body.roomUuid, caller)
  const { purchase, account, consumable } = await buyConsumable(app.get('knex'), order)
  emitEntityEvent(app, consumablePurchasesEntity, 'created', purchase)
  announcePurchase(app, {
    roomUuid: purchase.roomUuid,
    userUuid: caller.id,
    nickname: caller.user!.nickname,
    consumable: toConsumable(consumable),
    purchaseId: purchase.id,
    sentAt: new Date().toISOString()
  })
  if (purchase.commitId) announceAccount(app, account)
  return { purchase: consumablePurchasesEntity.external(purchase), account: tokenAccountsEntity.external(account) }
}

import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import type { ConsumablePurchaseData } from '@spinroom/schemas'
import type { Call } from '../../lib/endpoint.ts'
import { Conflict, Forbidden, NotFound } from '../../errors.ts'
import { appendEntry, assertActive, lockAccount, settlementInsert } from './token-ledger.ts'
import { sourceOf } from './token-access.ts'
import { announceAccount, tokenAccountsEntity, type TokenAccountRow } from './token-account.entity.ts'
import { announcePurchase, consumablePurchasesEntity, type ConsumablePurchaseRow } from './consumable-purchase.entity.ts'
import { toConsumable, type ConsumableRow } from './consumable.entity.ts'

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

/**
 * Buys a consumable in one database transaction under the account's row lock: the checks, a hold, the price
 * confirmed, the hold's commit and the purchase row. Any failure rolls all of it back. A free consumable
 * (tokenCost 0) passes the same checks and writes only the purchase row: the ledger holds no zero-token rows.
 */
export function buyConsumable(knex: Knex, order: PurchaseOrder) {
  return knex.transaction(async (trx) => {
    const locked = await lockAccount(trx, order.accountId)
    if (locked.userUuid !== order.buyerUuid) throw new Forbidden('You may only buy with your own token account')
    assertUnchanged(locked, order)
    assertActive(locked)
    const entry = { type: 'hold' as const, amount: order.tokenCost, reason: `consumable ${order.consumableId}`, source: order.source, holdTtlSeconds: order.holdTtlSeconds }
    const held = order.tokenCost > 0 ? await appendEntry(trx, locked, entry) : undefined
    // The price is read under a share lock after the hold: an admin's price change waits for this purchase, or wins before it.
    const consumable: ConsumableRow | undefined = await trx('consumables').where('id', order.consumableId).forShare().first()
    if (!consumable) throw new NotFound('Consumable not found')
    if (consumable.tokenCost !== order.tokenCost) throw new Conflict('Token cost has changed', { field: 'tokenCost' })
    const row = { id: randomUUID(), accountId: locked.id, consumableId: order.consumableId, roomUuid: order.roomUuid, userUuid: order.buyerUuid, tokenCost: order.tokenCost }
    const hold = held?.transaction
    // The hold's commit and the purchase row in one statement: one round trip less while the account is locked.
    const [purchase] = hold
      ? await trx('consumable_purchases').with('settlement', settlementInsert(trx, hold, 'commit', hold.source)).insert({ ...row, holdId: hold.id, commitId: trx.raw('(select id from settlement)') }).returning('*')
      : await trx('consumable_purchases').insert(row).returning('*')
    return { purchase: purchase as ConsumablePurchaseRow, account: held?.account ?? locked, consumable }
  })
}

/** `POST /api/v1/consumable-purchases`: the purchase, then the room hears of it and the buyer gets the new balance (when it moved). */
export async function purchaseConsumable(call: Call<unknown, unknown, ConsumablePurchaseData>) {
  const { app, body } = call
  const caller = call.caller!
  const order = { ...body, buyerUuid: caller.id, source: sourceOf(caller), holdTtlSeconds: app.get('config').tokenHoldTtlSeconds }
  const { purchase, account, consumable } = await buyConsumable(app.get('knex'), order)
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

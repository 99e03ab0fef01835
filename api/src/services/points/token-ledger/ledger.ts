import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import { BadRequest, Conflict, NotFound } from '../../../errors.ts'
import type { TokenAccountRow, TokenTransactionRow } from './entity.ts'

/**
 * The token ledger. Every change is an appended token_transactions row, written in the same database transaction
 * as the account's balance, under the account's row lock; a hold is settled by a commit or voided row pointing at it.
 * A consumable purchase writes its hold and commit in one guarded statement of its own (consumable-purchases.ts).
 */

/** Strictly growing per account at millisecond precision, so a client's `balanceUnmodifiedSince` compares exactly. */
export const nextUpdatedAt = (knex: Knex) =>
  knex.raw(`greatest(date_trunc('milliseconds', clock_timestamp()), "updatedAt" + interval '1 millisecond')`)

export interface Entry {
  type: 'credit' | 'hold'
  amount: number
  reason?: string | null
  idempotencyKey?: string | null
  /** Who writes it: `user:<id>`, `service:<key id>`, `system:<what>`. */
  source: string
  /** Lifetime of a hold. */
  holdTtlSeconds: number
}

export interface Written {
  transaction: TokenTransactionRow
  account: TokenAccountRow
  /** An earlier transaction with the same idempotency key, answered again; nothing was written. */
  replayed: boolean
}

/** Opens the user's account unless it exists; `created` says which. */
export async function openAccount(
  knex: Knex,
  userUuid: string
): Promise<{ account: TokenAccountRow; created: boolean }> {
  const [created] = await knex('token_accounts')
    .insert({ id: randomUUID(), userUuid, updatedAt: knex.raw(`date_trunc('milliseconds', clock_timestamp())`) })
    .onConflict('userUuid')
    .ignore()
    .returning('*')
  if (created) return { account: created, created: true }
  return { account: await knex('token_accounts').where('userUuid', userUuid).first(), created: false }
}

/** Locks the account row until the transaction ends: every balance change goes through here. */
export async function lockAccount(trx: Knex.Transaction, accountId: string): Promise<TokenAccountRow> {
  const account: TokenAccountRow | undefined = await trx('token_accounts').where('id', accountId).forUpdate().first()
  if (!account) throw new NotFound('Token account not found')
  return account
}

const balanceChange = (trx: Knex.Transaction, delta: number) => ({
  balance: trx.raw('balance + ?', [delta]),
  version: trx.raw('version + 1'),
  updatedAt: nextUpdatedAt(trx)
})

async function changeBalance(trx: Knex.Transaction, accountId: string, delta: number): Promise<TokenAccountRow> {
  const [account] = await trx('token_accounts').where('id', accountId).update(balanceChange(trx, delta)).returning('*')
  return account
}

/** Refuses any change to a disabled account. */
export function assertActive(account: TokenAccountRow): void {
  if (account.status !== 'active') throw new Conflict('Token account is disabled')
}

/** Refuses to hold or spend more than the balance. */
export function assertCovers(account: TokenAccountRow, amount: number): void {
  if (Number(account.balance) < amount) throw new Conflict('Insufficient token balance')
}

/** Appends a credit or a hold to a locked account; a repeated idempotency key answers the first transaction. */
export async function appendEntry(trx: Knex.Transaction, account: TokenAccountRow, entry: Entry): Promise<Written> {
  if (entry.idempotencyKey) {
    const earlier: TokenTransactionRow | undefined = await trx('token_transactions')
      .where({ accountId: account.id, idempotencyKey: entry.idempotencyKey })
      .first()
    if (earlier) {
      if (earlier.type !== entry.type || Number(earlier.amount) !== entry.amount)
        throw new Conflict('Idempotency key already used for another transaction', { field: 'idempotencyKey' })
      return { transaction: earlier, account, replayed: true }
    }
  }
  assertActive(account)
  if (entry.type === 'hold') assertCovers(account, entry.amount)
  const delta = entry.type === 'credit' ? entry.amount : -entry.amount
  const row = {
    id: randomUUID(),
    accountId: account.id,
    type: entry.type,
    amount: entry.amount,
    idempotencyKey: entry.idempotencyKey ?? null,
    reason: entry.reason ?? null,
    source: entry.source,
    expiresAt:
      entry.type === 'hold' ? trx.raw('clock_timestamp() + make_interval(secs => ?)', [entry.holdTtlSeconds]) : null
  }
  // The row and the balance it moves in one statement: one round trip less while the account is locked.
  const [written] = await trx('token_accounts')
    .with('entry', trx('token_transactions').insert(row).returning('*'))
    .update(balanceChange(trx, delta))
    .updateFrom('entry')
    .where('token_accounts.id', trx.ref('entry.accountId'))
    .returning([
      'entry.*',
      'token_accounts.balance as accountBalance',
      'token_accounts.version as accountVersion',
      'token_accounts.updatedAt as accountUpdatedAt'
    ])
  const { accountBalance, accountVersion, accountUpdatedAt, ...transaction } = written
  return {
    transaction,
    account: { ...account, balance: accountBalance, version: accountVersion, updatedAt: accountUpdatedAt },
    replayed: false
  }
}

/**
 * Takes tokens away for good (a refunded purchase) in the caller's transaction on a locked account: a hold and its
 * commit, so the history keeps the seed's four kinds of rows. A repeated idempotency key answers the first hold.
 */
export async function appendSpend(
  trx: Knex.Transaction,
  account: TokenAccountRow,
  entry: Omit<Entry, 'type' | 'holdTtlSeconds'>
): Promise<Written> {
  const held = await appendEntry(trx, account, { ...entry, type: 'hold', holdTtlSeconds: 60 })
  if (held.replayed) return held
  return { ...held, transaction: await insertSettlement(trx, held.transaction, 'commit', entry.source) }
}

/** A credit or a hold in its own database transaction. */
export const writeEntry = (knex: Knex, accountId: string, entry: Entry): Promise<Written> =>
  knex.transaction(async (trx) => appendEntry(trx, await lockAccount(trx, accountId), entry))

async function insertSettlement(
  trx: Knex.Transaction,
  hold: TokenTransactionRow,
  type: 'commit' | 'voided',
  source: string
): Promise<TokenTransactionRow> {
  const [row] = await trx('token_transactions')
    .insert({
      id: randomUUID(),
      accountId: hold.accountId,
      type,
      amount: hold.amount,
      holdId: hold.id,
      reason: hold.reason,
      source
    })
    .returning('*')
  return row
}

/** Settles a hold inside a transaction that already holds its row lock; voiding gives its tokens back. */
async function settleLocked(
  trx: Knex.Transaction,
  hold: TokenTransactionRow,
  type: 'commit' | 'voided',
  source: string
): Promise<Written> {
  const settlement = await insertSettlement(trx, hold, type, source)
  const account =
    type === 'voided'
      ? await changeBalance(trx, hold.accountId, Number(hold.amount))
      : await trx('token_accounts').where('id', hold.accountId).first()
  return { transaction: settlement, account, replayed: false }
}

/** The hold, or 404 / 400 when the id names none. */
async function findHold(knex: Knex, transactionId: string): Promise<TokenTransactionRow> {
  const row: TokenTransactionRow | undefined = await knex('token_transactions').where('id', transactionId).first()
  if (!row) throw new NotFound('Transaction not found')
  if (row.type !== 'hold')
    throw new BadRequest("Invalid body: 'transactionId' is not a hold", {
      errors: [{ field: 'transactionId', message: 'is not a hold' }]
    })
  return row
}

export interface Settled extends Written {
  /** The hold had expired: it was voided instead of committed. */
  expired: boolean
}

/**
 * Commits or voids a hold once: the hold's row lock orders concurrent settlements (and the expiry sweep), the
 * partial unique index on holdId backs it. Settling again the same way answers the first settlement.
 */
export function settleHold(
  knex: Knex,
  transactionId: string,
  type: 'commit' | 'voided',
  source: string
): Promise<Settled> {
  return knex.transaction(async (trx) => {
    await findHold(trx, transactionId)
    const hold: TokenTransactionRow & { expired: boolean } = await trx('token_transactions')
      .where('id', transactionId)
      .forUpdate()
      .first('*', trx.raw('"expiresAt" <= clock_timestamp() as expired'))
    const earlier: TokenTransactionRow | undefined = await trx('token_transactions').where('holdId', hold.id).first()
    if (earlier) {
      if (earlier.type !== type)
        throw new Conflict(earlier.type === 'commit' ? 'Transaction already committed' : 'Transaction already voided')
      return {
        transaction: earlier,
        account: await trx('token_accounts').where('id', hold.accountId).first(),
        replayed: true,
        expired: false
      }
    }
    const { expired, ...row } = hold
    if (type === 'commit' && expired)
      return { ...(await settleLocked(trx, row, 'voided', 'system:hold-expiry')), expired: true }
    return { ...(await settleLocked(trx, row, type, source)), expired: false }
  })
}

/**
 * Voids up to `limit` expired open holds in one transaction. `skip locked` lets several API processes sweep
 * at once without waiting on (or voiding) each other's holds; accounts are updated in id order so two sweeps never
 * deadlock.
 */
export function voidExpiredHolds(knex: Knex, limit = 200): Promise<TokenAccountRow[]> {
  return knex.transaction(async (trx) => {
    const candidates: TokenTransactionRow[] = await trx('token_transactions as h')
      .select('h.*')
      .where('h.type', 'hold')
      .where('h.expiresAt', '<=', trx.raw('clock_timestamp()'))
      .whereNotExists(trx('token_transactions as s').select(trx.raw('1')).whereRaw('s."holdId" = h.id'))
      .orderBy('h.expiresAt')
      .limit(limit)
      .forUpdate()
      .skipLocked()
    if (!candidates.length) return []
    // A settlement committed after this statement's snapshot but before the lock is seen only by a new statement.
    const settled = new Set(
      (await trx('token_transactions')
        .whereIn(
          'holdId',
          candidates.map((h) => h.id)
        )
        .pluck('holdId')) as string[]
    )
    const holds = candidates.filter((h) => !settled.has(h.id))
    const refunds = new Map<string, number>()
    for (const hold of holds) {
      await insertSettlement(trx, hold, 'voided', 'system:hold-expiry')
      refunds.set(hold.accountId, (refunds.get(hold.accountId) ?? 0) + Number(hold.amount))
    }
    const accounts: TokenAccountRow[] = []
    for (const accountId of [...refunds.keys()].sort())
      accounts.push(await changeBalance(trx, accountId, refunds.get(accountId)!))
    return accounts
  })
}

export interface LedgerCheck {
  balance: number
  credits: number
  commits: number
  openHolds: number
  /** credits − commits − open holds, from the history alone. */
  expected: number
}

/** Recomputes an account's balance from its history: the proof that the stored balance never drifted. */
export async function checkLedger(knex: Knex, accountId: string): Promise<LedgerCheck> {
  const account: TokenAccountRow | undefined = await knex('token_accounts').where('id', accountId).first()
  if (!account) throw new NotFound('Token account not found')
  const sums = await knex('token_transactions as t')
    .where('t.accountId', accountId)
    .first(
      knex.raw(`coalesce(sum(t.amount) filter (where t.type = 'credit'), 0)::bigint as credits`),
      knex.raw(`coalesce(sum(t.amount) filter (where t.type = 'commit'), 0)::bigint as commits`),
      knex.raw(
        `coalesce(sum(t.amount) filter (where t.type = 'hold' and not exists (select 1 from token_transactions s where s."holdId" = t.id)), 0)::bigint as "openHolds"`
      )
    )
  const [credits, commits, openHolds] = [Number(sums.credits), Number(sums.commits), Number(sums.openHolds)]
  return { balance: Number(account.balance), credits, commits, openHolds, expected: credits - commits - openHolds }
}

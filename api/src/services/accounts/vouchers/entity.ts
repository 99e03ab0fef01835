import { randomInt, randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import { VoucherSchema, voucherListFields, type Voucher, type VoucherBatch } from '@spinroom/schemas'
import { ADMINS } from '../../../channels.ts'
import { defineEntity } from '../../../lib/entity.ts'
import { Conflict, Forbidden, NotFound } from '../../../errors.ts'

export type VoucherRow = Omit<Voucher, 'createdAt' | 'updatedAt' | 'redeemedAt' | 'revokedAt'> & {
  createdAt: Date
  updatedAt: Date
  redeemedAt: Date | null
  revokedAt: Date | null
}

export const vouchersEntity = defineEntity({
  table: 'vouchers',
  path: 'api/user-service/voucher-records',
  resource: 'vouchers',
  schema: VoucherSchema,
  listFields: voucherListFields,
  searchFields: ['code', 'note'],
  defaultSort: { createdAt: -1 },
  publish: (_voucher, app) => [app.channel(ADMINS)]
})

// No 0/O or 1/I: codes are read aloud and typed from paper.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const newCode = () =>
  Array.from({ length: 10 }, (_, i) => (i === 5 ? '-' : '') + ALPHABET[randomInt(ALPHABET.length)]).join('')

/** The form a code is stored in: what people type varies in case and spacing. */
export const normalizeCode = (code: string) => code.trim().toUpperCase().replace(/\s+/g, '')

/** Each code of a batch is a row holding the batch's fields as the columns of their names. */
export async function createVoucherBatch(
  knex: Knex,
  { count, ...fields }: VoucherBatch,
  createdBy: string
): Promise<VoucherRow[]> {
  const rows = Array.from({ length: count }, () => ({ ...fields, id: randomUUID(), code: newCode(), createdBy }))
  return knex('vouchers').insert(rows).returning('*')
}

/** Why a code cannot be claimed: 404 unknown, 409 already redeemed, 403 revoked. */
async function refusal(knex: Knex, where: { code?: string; id?: string }): Promise<Error> {
  const voucher: VoucherRow | undefined = await knex('vouchers').where(where).first()
  if (!voucher) return new NotFound('Voucher not found')
  if (voucher.status === 'REVOKED') return new Forbidden('This voucher has been revoked')
  return new Conflict('This voucher has already been redeemed')
}

/** Redeems a PENDING code in one compare-and-set statement: of concurrent attempts exactly one wins. */
export async function claimVoucher(knex: Knex, code: string, redeemedBy: string | null): Promise<VoucherRow> {
  const [claimed] = await knex('vouchers')
    .where({ code: normalizeCode(code), status: 'PENDING' })
    .update({ status: 'REDEEMED', redeemedBy, redeemedAt: knex.fn.now(), updatedAt: knex.fn.now() })
    .returning('*')
  if (!claimed) throw await refusal(knex, { code: normalizeCode(code) })
  return claimed
}

/** Gives back a code whose redemption could not be completed (the account was not created). */
export const releaseVoucher = (knex: Knex, id: string) =>
  knex('vouchers')
    .where({ id, status: 'REDEEMED' })
    .whereNull('redeemedBy')
    .update({ status: 'PENDING', redeemedAt: null, updatedAt: knex.fn.now() })

/** Revokes a PENDING code; revoking a revoked one changes nothing, a redeemed one cannot be revoked. */
export async function revokeVoucher(knex: Knex, id: string): Promise<VoucherRow> {
  const [revoked] = await knex('vouchers')
    .where({ id, status: 'PENDING' })
    .update({ status: 'REVOKED', revokedAt: knex.fn.now(), updatedAt: knex.fn.now() })
    .returning('*')
  if (revoked) return revoked
  const voucher: VoucherRow | undefined = await knex('vouchers').where({ id }).first()
  if (voucher?.status === 'REVOKED') return voucher
  throw await refusal(knex, { id })
}

import { entryRoutes, type VoucherBatch, type VoucherRedeem, type VoucherSignUp } from '@spinroom/schemas'
import { authenticateFor } from '../../../auth/authentication.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { emitEntityEvent } from '../../../lib/entity.ts'
import { adminList } from '../../../lib/list.ts'
import { Forbidden } from '../../../errors.ts'
import { createUser, findUserByEmail } from '../users/entity.ts'
import {
  claimVoucher,
  createVoucherBatch,
  releaseVoucher,
  revokeVoucher,
  vouchersEntity,
  type VoucherRow
} from './entity.ts'

/** A batch of new PENDING codes. */
export async function createVouchers(call: Call<unknown, unknown, VoucherBatch>) {
  const rows = await createVoucherBatch(call.app.get('knex'), call.body, call.caller!.id)
  for (const row of rows) emitEntityEvent(call.app, vouchersEntity, 'created', row)
  return rows.map(vouchersEntity.external)
}

export const listVouchers = (call: Call) => adminList(call, vouchersEntity)

// Vouchers change in guarded single statements (compare-and-set), so the handlers emit their events.
const patched = (call: Call, row: VoucherRow) => {
  emitEntityEvent(call.app, vouchersEntity, 'patched', row)
  return vouchersEntity.external(row)
}

export const deleteVoucher = async (call: Call<{ id: string }>) =>
  patched(call, await revokeVoucher(call.app.get('knex'), call.params.id))

/** The caller redeems a code. */
export const redeemVoucher = async (call: Call<unknown, unknown, VoucherRedeem>) =>
  patched(call, await claimVoucher(call.app.get('knex'), call.body.code, call.caller!.id))

/** An account for the holder of a PENDING code, signed in at once. */
export async function voucherSignUp(call: Call<unknown, unknown, VoucherSignUp>) {
  const knex = call.app.get('knex')
  const { email, password, nickname, voucherCode } = call.body
  if (await findUserByEmail(knex, email)) throw new Forbidden(entryRoutes.voucherSignUp.errors[403])
  const voucher = await claimVoucher(knex, voucherCode, null)
  let userId: string
  try {
    userId = (await createUser(call.app, { email, password, nickname, roles: ['user'] })).id
  } catch (error) {
    await releaseVoucher(knex, voucher.id)
    throw error
  }
  const [redeemed] = await knex('vouchers').where('id', voucher.id).update({ redeemedBy: userId }).returning('*')
  patched(call, redeemed)
  return authenticateFor(call.app, call.context.params, { strategy: 'local', email, password })
}

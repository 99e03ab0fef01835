import type { VoucherBatch, VoucherRedeem, VoucherSignUp } from '@spinroom/schemas'
import { authenticateFor } from '../../../auth/authentication.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { adminList } from '../../../lib/list.ts'
import { Forbidden } from '../../../errors.ts'
import { createUser, findUserByEmail } from '../users/entity.ts'
import { claimVoucher, createVoucherBatch, releaseVoucher, revokeVoucher, vouchersEntity } from './entity.ts'

/** `POST /vouchers`: a batch of new PENDING codes. */
export async function createVouchers(call: Call<unknown, unknown, VoucherBatch>) {
  const rows = await createVoucherBatch(call.app.get('knex'), call.body.count, call.body.note, call.caller!.id)
  return rows.map(vouchersEntity.external)
}

export const listVouchers = (call: Call) => adminList(call, vouchersEntity)

export const deleteVoucher = async (call: Call<{ id: string }>) =>
  vouchersEntity.external(await revokeVoucher(call.app.get('knex'), call.params.id))

/** `PATCH /vouchers/redeem`: the caller redeems a code. */
export const redeemVoucher = async (call: Call<unknown, unknown, VoucherRedeem>) =>
  vouchersEntity.external(await claimVoucher(call.app.get('knex'), call.body.code, call.caller!.id))

/** `POST /users/voucher-sign-up`: an account for the holder of a PENDING code, signed in at once. */
export async function voucherSignUp(call: Call<unknown, unknown, VoucherSignUp>) {
  const knex = call.app.get('knex')
  const { email, password, nickname, voucherCode } = call.body
  if (await findUserByEmail(knex, email)) throw new Forbidden('This email is already registered')
  const voucher = await claimVoucher(knex, voucherCode, null)
  let userId: string
  try {
    userId = (await createUser(call.app, { email, password, nickname, roles: ['user'] })).id
  } catch (error) {
    await releaseVoucher(knex, voucher.id)
    throw error
  }
  await knex('vouchers').where('id', voucher.id).update({ redeemedBy: userId })
  return authenticateFor(call.app, call.context.params, { strategy: 'local', email, password })
}

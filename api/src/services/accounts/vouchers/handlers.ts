import type { voucherRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { createVouchers, deleteVoucher, listVouchers, redeemVoucher } from './vouchers.ts'

export const voucherHandlers: Handlers<typeof voucherRoutes> = {
  createVouchers,
  listVouchers,
  revokeVoucher: deleteVoucher,
  redeemVoucher
}

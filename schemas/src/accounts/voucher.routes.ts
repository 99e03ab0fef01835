import { Type } from '@sinclair/typebox'
import { AdminListQuery, AdminPage, IdParams } from '../common.ts'
import { VoucherBatchSchema, VoucherRedeemSchema, VoucherSchema } from './voucher.ts'
import { routeGroup } from '../route.ts'

export const voucherRoutes = routeGroup({
  createVouchers: {
    method: 'POST',
    path: '/vouchers',
    access: 'admin',
    summary: 'create a batch of voucher codes',
    body: VoucherBatchSchema,
    result: Type.Array(VoucherSchema),
    status: 201
  },
  listVouchers: {
    method: 'GET',
    path: '/vouchers',
    access: 'admin',
    summary: 'vouchers (PENDING, REDEEMED, REVOKED), admin list-query language or simple-rest',
    query: AdminListQuery,
    result: Type.Union([AdminPage(VoucherSchema), Type.Array(VoucherSchema)])
  },
  revokeVoucher: {
    method: 'DELETE',
    path: '/vouchers/{id}',
    access: 'admin',
    summary: 'revoke a voucher',
    params: IdParams,
    result: VoucherSchema
  },
  redeemVoucher: {
    method: 'PATCH',
    path: '/vouchers/redeem',
    access: 'user',
    summary: 'redeem a voucher code',
    body: VoucherRedeemSchema,
    result: VoucherSchema
  }
})

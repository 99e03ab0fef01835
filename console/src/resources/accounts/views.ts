import type { ResourceViews } from '../types.ts'
import type { accountsResources } from './registry.ts'
import user from './users/index.ts'
import apiKey from './api-keys/index.ts'
import voucher from './vouchers/index.ts'
import deactivationRequest from './deactivation-requests/index.ts'
import outbox from './outbox/index.ts'
import phoneNumber from './phone-numbers/index.ts'
import phoneValidation from './phone-validations/index.ts'

/** The accounts domain's screens: resource name → its views (a menu entry and pages). */
export const accountsViews: Partial<Record<keyof typeof accountsResources, ResourceViews>> = {
  users: user,
  'api-keys': apiKey,
  vouchers: voucher,
  'deactivation-requests': deactivationRequest,
  outbox,
  'phone-numbers': phoneNumber,
  'phone-validations': phoneValidation
}

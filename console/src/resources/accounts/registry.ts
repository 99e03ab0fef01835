import { routes } from '@spinroom/schemas'
import type { ResourceEntry } from '../types.ts'
import user from './user/index.ts'
import apiKey from './api-key/index.ts'
import voucher from './voucher/index.ts'
import deactivationRequest from './deactivation-request/index.ts'
import outbox from './outbox/index.ts'
import phoneNumber from './phone-number/index.ts'
import phoneValidation from './phone-validation/index.ts'

const a = routes.accounts

/** The accounts domain's resources, in menu order: resource name → the routes that serve it, and its views. */
export const accountsResources: Record<string, ResourceEntry> = {
  users: {
    domain: 'accounts',
    routes: { list: [a.listUsers, a.searchUsersAsModerator], get: [a.getUser, a.getUserAsModerator] },
    views: user
  },
  // Public profiles: how users show to callers who may not read their accounts (a room-only moderator).
  profiles: { domain: 'accounts', routes: { get: a.getPublicProfile } },
  'api-keys': {
    domain: 'accounts',
    routes: { list: a.listApiKeys, get: a.getApiKey, create: a.createApiKey, delete: a.revokeApiKey },
    views: apiKey
  },
  vouchers: {
    domain: 'accounts',
    routes: { list: a.listVouchers, create: a.createVouchers, delete: a.revokeVoucher },
    views: voucher
  },
  'deactivation-requests': {
    domain: 'accounts',
    routes: { list: a.listDeactivationRequests },
    views: deactivationRequest
  },
  outbox: { domain: 'accounts', routes: { list: a.listOutbox }, views: outbox },
  'phone-numbers': {
    domain: 'accounts',
    routes: {
      list: a.listPhoneNumbers,
      get: a.getPhoneNumber,
      create: a.createPhoneNumber,
      delete: a.deletePhoneNumber
    },
    views: phoneNumber
  },
  'phone-validations': {
    domain: 'accounts',
    routes: { list: a.listPhoneValidations },
    views: phoneValidation
  },
  // No menu entry: a user's comments show on their page.
  'moderation-comments': {
    domain: 'accounts',
    routes: { list: a.listModerationComments, create: a.createModerationComment }
  }
}

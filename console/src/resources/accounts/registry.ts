import { routes } from '@spinroom/schemas'
import type { ResourceEntry } from '../types.ts'

const a = routes.accounts

/** The accounts domain's resources, in menu order: resource name → the routes that serve it. */
export const accountsResources = {
  users: {
    domain: 'accounts',
    routes: { list: [a.listUsers, a.searchUsersAsModerator], get: [a.getUser, a.getUserAsModerator] }
  },
  // Public profiles: how users show to callers who may not read their accounts (a room-only moderator).
  profiles: { domain: 'accounts', routes: { get: a.getPublicProfile } },
  'api-keys': {
    domain: 'accounts',
    routes: { list: a.listApiKeys, get: a.getApiKey, create: a.createApiKey, delete: a.revokeApiKey }
  },
  vouchers: {
    domain: 'accounts',
    routes: { list: a.listVouchers, create: a.createVouchers, delete: a.revokeVoucher }
  },
  'deactivation-requests': { domain: 'accounts', routes: { list: a.listDeactivationRequests } },
  outbox: { domain: 'accounts', routes: { list: a.listOutbox } },
  'phone-numbers': {
    domain: 'accounts',
    routes: {
      list: a.listPhoneNumbers,
      get: a.getPhoneNumber,
      create: a.createPhoneNumber,
      delete: a.deletePhoneNumber
    }
  },
  'phone-validations': { domain: 'accounts', routes: { list: a.listPhoneValidations } },
  // No views: a user's comments show on their page.
  'moderation-comments': {
    domain: 'accounts',
    routes: { list: a.listModerationComments, create: a.createModerationComment }
  }
} satisfies Record<string, ResourceEntry>

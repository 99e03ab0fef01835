import type { ResourceEntry } from './types.ts'
import user from './accounts/user/index.ts'
import apiKey from './accounts/api-key/index.ts'
import voucher from './accounts/voucher/index.ts'
import deactivationRequest from './accounts/deactivation-request/index.ts'
import outbox from './accounts/outbox/index.ts'
import moderationAction from './audit/moderation-action/index.ts'
import phoneNumber from './accounts/phone-number/index.ts'
import phoneValidation from './accounts/phone-validation/index.ts'
import season from './points/season/index.ts'

/** Every console resource, one line each: resource name → API base and path, domain, access, views. */
export const registry: Record<string, ResourceEntry> = {
  users: { base: '/api/user-service', path: '/admin/users', domain: 'accounts', access: 'admin', views: user },
  'api-keys': { base: '/api/user-service', path: '/admin/api-keys', domain: 'accounts', access: 'admin', views: apiKey },
  vouchers: { base: '/api/user-service', path: '/vouchers', domain: 'accounts', access: 'admin', views: voucher },
  'deactivation-requests': { base: '/api/user-service', path: '/users/list-deactivate', domain: 'accounts', access: 'admin', views: deactivationRequest },
  outbox: { base: '/api/user-service', path: '/admin/outbox', domain: 'accounts', access: 'admin', views: outbox },
  'phone-numbers': { base: '/api/user-service', path: '/admin/phoneNumbers', domain: 'accounts', access: 'admin', views: phoneNumber },
  'phone-validations': { base: '/api/user-service', path: '/phone-validation/recents', domain: 'accounts', access: 'admin', views: phoneValidation },
  // Served by the user service until the audit service takes the records over (/api/audit-service/moderation-actions).
  'moderation-actions': { base: '/api/user-service', path: '/admin/moderation-actions', domain: 'audit', access: 'admin', views: moderationAction },
  seasons: { base: '/api/merch-service', path: '/admin/seasons', domain: 'points', access: 'admin', views: season }
}

export const resourceNames = Object.keys(registry)

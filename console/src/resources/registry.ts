import type { AccessLevel } from '@spinroom/schemas'
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
import ranking from './points/ranking/index.ts'
import lifetimeRanking from './points/lifetime-ranking/index.ts'
import leaderboard from './points/leaderboard/index.ts'
import avatar from './points/avatar/index.ts'
import room from './rooms/room/index.ts'
import roomRole from './rooms/room-role/index.ts'
import community from './rooms/community/index.ts'
import roomEvent from './rooms/event/index.ts'
import consumable from './points/consumable/index.ts'
import tokenBundle from './points/token-bundle/index.ts'
import customField from './points/custom-field/index.ts'
import tokenAccount from './points/token-account/index.ts'
import tokenTransaction from './points/token-transaction/index.ts'

/** Every console resource, one line each: resource name → API base and path, domain, access, views. */
export const registry: Record<string, ResourceEntry> = {
  users: { base: '/api/user-service', path: '/admin/users', domain: 'accounts', access: 'admin', views: user },
  'api-keys': {
    base: '/api/user-service',
    path: '/admin/api-keys',
    domain: 'accounts',
    access: 'admin',
    views: apiKey
  },
  vouchers: { base: '/api/user-service', path: '/vouchers', domain: 'accounts', access: 'admin', views: voucher },
  'deactivation-requests': {
    base: '/api/user-service',
    path: '/users/list-deactivate',
    domain: 'accounts',
    access: 'admin',
    views: deactivationRequest
  },
  outbox: { base: '/api/user-service', path: '/admin/outbox', domain: 'accounts', access: 'admin', views: outbox },
  'phone-numbers': {
    base: '/api/user-service',
    path: '/admin/phoneNumbers',
    domain: 'accounts',
    access: 'admin',
    views: phoneNumber
  },
  'phone-validations': {
    base: '/api/user-service',
    path: '/phone-validation/recents',
    domain: 'accounts',
    access: 'admin',
    views: phoneValidation
  },
  // Served by the user service until the audit service takes the records over (/api/audit-service/moderation-actions).
  'moderation-actions': {
    base: '/api/user-service',
    path: '/admin/moderation-actions',
    domain: 'audit',
    access: 'admin',
    views: moderationAction
  },
  seasons: { base: '/api/merch-service', path: '/admin/seasons', domain: 'points', access: 'admin', views: season },
  'ranking-status': {
    base: '/api/merch-service',
    path: '/admin/ranking-status',
    domain: 'points',
    access: 'admin',
    views: ranking
  },
  'ranking-status-lifetime': {
    base: '/api/merch-service',
    path: '/admin/ranking-status-lifetime',
    domain: 'points',
    access: 'admin',
    views: lifetimeRanking
  },
  // A page, not a list: its view reads the public leaderboards itself.
  leaderboard: {
    base: '/api/merch-service',
    path: '/points/season-ranking',
    domain: 'points',
    access: 'admin',
    views: leaderboard
  },
  avatars: { base: '/api/merch-service', path: '/admin/avatars', domain: 'points', access: 'admin', views: avatar },
  rooms: { base: '/api/room-service', path: '/admin/rooms', domain: 'rooms', access: 'admin', views: room },
  'room-user-roles': {
    base: '/api/room-service',
    path: '/admin/room-user-roles',
    domain: 'rooms',
    access: 'mod',
    views: roomRole
  },
  communities: {
    base: '/api/room-service',
    path: '/admin/communities',
    domain: 'rooms',
    access: 'admin',
    views: community
  },
  events: { base: '/api/room-service', path: '/admin/events', domain: 'rooms', access: 'admin', views: roomEvent },
  consumables: {
    base: '/api/merch-service',
    path: '/api/v1/consumables',
    domain: 'points',
    access: 'admin',
    views: consumable
  },
  'token-bundles': {
    base: '/api/merch-service',
    path: '/api/v1/token-bundles',
    domain: 'points',
    access: 'admin',
    views: tokenBundle
  },
  'custom-fields': {
    base: '/api/merch-service',
    path: '/admin/custom-fields',
    domain: 'points',
    access: 'admin',
    views: customField
  },
  'token-accounts': {
    base: '/api/merch-service',
    path: '/admin/token-accounts',
    domain: 'points',
    access: 'admin',
    views: tokenAccount
  },
  'token-transactions': {
    base: '/api/merch-service',
    path: '/admin/token-transactions',
    domain: 'points',
    access: 'admin',
    views: tokenTransaction
  }
}

export const resourceNames = Object.keys(registry)

/** Who may open a resource: the access of the route that lists it (else of its first route). */
export const accessOf = (entry: ResourceEntry): AccessLevel =>
  'routes' in entry ? (entry.routes.list ?? Object.values(entry.routes)[0]!).access : entry.access

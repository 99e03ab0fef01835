import type { ResourceEntry } from './types.ts'
import user from './accounts/user/index.ts'
import apiKey from './accounts/api-key/index.ts'
import voucher from './accounts/voucher/index.ts'

/** Every console resource, one line each: resource name → API base and path, domain, access, views. */
export const registry: Record<string, ResourceEntry> = {
  users: { base: '/api/user-service', path: '/admin/users', domain: 'accounts', access: 'admin', views: user },
  'api-keys': { base: '/api/user-service', path: '/admin/api-keys', domain: 'accounts', access: 'admin', views: apiKey },
  vouchers: { base: '/api/user-service', path: '/vouchers', domain: 'accounts', access: 'admin', views: voucher }
}

export const resourceNames = Object.keys(registry)

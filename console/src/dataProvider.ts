import type { DataProvider } from 'react-admin'
import simpleRestProvider from 'ra-data-simple-rest'
import { httpClient } from './httpClient.ts'
import { registry } from './resources/registry.ts'
import { customProviders } from './resources/custom.ts'

const providers = new Map<string, DataProvider>()

/**
 * The simple-rest provider and resource segment that serve `resource`: `/api/user-service/admin/users` →
 * (`/api/user-service/admin`, `users`).
 */
const route = (resource: string) => {
  const entry = registry[resource]
  if (!entry) throw new Error(`Unknown resource "${resource}": add it to console/src/resources/registry.ts`)
  const url = `${entry.base}${entry.path}`
  const cut = url.lastIndexOf('/')
  const apiUrl = url.slice(0, cut)
  let provider = providers.get(apiUrl)
  if (!provider) {
    provider = simpleRestProvider(apiUrl, httpClient)
    providers.set(apiUrl, provider)
  }
  return { provider, name: url.slice(cut + 1) }
}

/**
 * The provider for `resource`: its own when its API is not simple-rest (resources/custom.ts), else simple-rest at its
 * registry route.
 */
const forResource = (resource: string) => {
  const custom = customProviders[resource]
  return custom ? { provider: custom, name: resource } : route(resource)
}

const methods = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'update',
  'updateMany',
  'create',
  'delete',
  'deleteMany'
] as const

type Delegate = (resource: string, params: unknown) => Promise<unknown>

/** ra-data-simple-rest over the registry: each resource is called at its own base and path, with the bearer token. */
export const dataProvider = Object.fromEntries(
  methods.map((method) => [
    method,
    (resource: string, params: unknown) => {
      const { provider, name } = forResource(resource)
      return (provider[method] as Delegate)(name, params)
    }
  ])
) as unknown as DataProvider

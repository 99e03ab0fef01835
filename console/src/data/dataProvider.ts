import type { DataProvider } from 'react-admin'
import simpleRestProvider from 'ra-data-simple-rest'
import type { RestClient } from '@spinroom/client'
import { httpClient } from '../httpClient.ts'
import { registry } from '../resources/registry.ts'
import { customProviders } from '../resources/custom.ts'
import type { LegacyEntry } from '../resources/types.ts'
import { routedProvider } from './routed.ts'
import { api } from './transport.ts'

/** react-admin's methods plus `call`: any route of schemas/, typed from its declaration (what action buttons use). */
export interface ConsoleDataProvider extends DataProvider {
  call: RestClient['call']
}

const providers = new Map<string, DataProvider>()

// Transitional: simple-rest at a registry entry's base and path, until its domain declares its routes.
const legacy = (entry: LegacyEntry) => {
  const url = `${entry.base}${entry.path}`
  const cut = url.lastIndexOf('/')
  return { provider: simpleRestProvider(url.slice(0, cut), httpClient), name: url.slice(cut + 1) }
}

const forResource = (resource: string): { provider: DataProvider; name: string } => {
  const custom = customProviders[resource]
  if (custom) return { provider: custom, name: resource }
  const entry = registry[resource]
  if (!entry) throw new Error(`Unknown resource "${resource}": add it to console/src/resources/registry.ts`)
  if (!('routes' in entry)) return legacy(entry)
  let provider = providers.get(resource)
  if (!provider) providers.set(resource, (provider = routedProvider(resource, entry)))
  return { provider, name: resource }
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

/** One data provider for every resource: each request is built from the routes its registry entry names. */
export const dataProvider: ConsoleDataProvider = {
  // The delegates keep react-admin's generic signatures, which a lookup by resource name cannot state.
  ...(Object.fromEntries(
    methods.map((method) => [
      method,
      (resource: string, params: unknown) => {
        const { provider, name } = forResource(resource)
        return (provider[method] as Delegate)(name, params)
      }
    ])
  ) as unknown as DataProvider),
  call: api.call
}

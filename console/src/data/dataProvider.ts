import type { DataProvider } from 'react-admin'
import { registry } from '../resources/registry.ts'
import { routedProvider } from './routed.ts'
import { api } from './transport.ts'
import type { ConsoleDataProvider } from './types.ts'

const providers = new Map<string, DataProvider>()

const forResource = (resource: string): DataProvider => {
  const entry = registry[resource]
  if (!entry) throw new Error(`Unknown resource "${resource}": add it to console/src/resources/registry.ts`)
  let provider = providers.get(resource)
  if (!provider) providers.set(resource, (provider = routedProvider(resource, entry)))
  return provider
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
      (resource: string, params: unknown) => (forResource(resource)[method] as Delegate)(resource, params)
    ])
  ) as unknown as DataProvider),
  call: api.call
}

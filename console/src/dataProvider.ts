import type { DataProvider } from 'react-admin'
import simpleRestProvider from 'ra-data-simple-rest'
import { httpClient } from './httpClient.ts'
import { registry } from './resources/registry.ts'
import { customProviders } from './resources/custom.ts'

const providers = new Map<string, DataProvider>()

/** The simple-rest provider and resource segment that serve `resource`: `/api/user-service/admin/users` → (`/api/user-service/admin`, `users`). */
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

/** The provider for `resource`: its own when its API is not simple-rest (resources/custom.ts), else simple-rest at its registry route. */
const forResource = (resource: string) => {
  const custom = customProviders[resource]
  return custom ? { provider: custom, name: resource } : route(resource)
}

/** ra-data-simple-rest over the registry: each resource is called at its own base and path, with the bearer token. */
export const dataProvider: DataProvider = {
  getList: (resource, params) => {
    const { provider, name } = forResource(resource)
    return provider.getList(name, params)
  },
  getOne: (resource, params) => {
    const { provider, name } = forResource(resource)
    return provider.getOne(name, params)
  },
  getMany: (resource, params) => {
    const { provider, name } = forResource(resource)
    return provider.getMany(name, params)
  },
  getManyReference: (resource, params) => {
    const { provider, name } = forResource(resource)
    return provider.getManyReference(name, params)
  },
  update: (resource, params) => {
    const { provider, name } = forResource(resource)
    return provider.update(name, params)
  },
  updateMany: (resource, params) => {
    const { provider, name } = forResource(resource)
    return provider.updateMany(name, params)
  },
  create: (resource, params) => {
    const { provider, name } = forResource(resource)
    return provider.create(name, params)
  },
  delete: (resource, params) => {
    const { provider, name } = forResource(resource)
    return provider.delete(name, params)
  },
  deleteMany: (resource, params) => {
    const { provider, name } = forResource(resource)
    return provider.deleteMany(name, params)
  }
}

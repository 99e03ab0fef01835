import type { DataProvider } from 'react-admin'
import type { TokenBundle } from '@spinroom/schemas'
import { httpClient } from '../../../httpClient.ts'
import { customProvider } from '../../customProvider.ts'
import { offsetOf, queryOf, uploadFile } from '../upload.ts'

const V1 = '/api/merch-service/api/v1'
const fields = ['productId', 'name', 'tokens', 'price', 'currency'] as const

type Form = Partial<TokenBundle> & { thumbnail?: File | null }

// Answers are the API's JSON as react-admin records.
const one = async (id: unknown) => (await httpClient(`${V1}/token-bundles/${id}`)).json
const pick = (data: Form) =>
  JSON.stringify(
    Object.fromEntries(fields.filter((f) => data[f] !== undefined && data[f] !== null).map((f) => [f, data[f]]))
  )

/** A chosen thumbnail goes to the multipart PATCH /token-bundles/{id}/thumbnail once the bundle exists. */
const withThumbnail = async <B extends { id: string }>(bundle: B, data: Form): Promise<B> =>
  data.thumbnail instanceof File
    ? uploadFile<B>(`${V1}/token-bundles/${bundle.id}/thumbnail`, 'PATCH', 'thumbnail', data.thumbnail)
    : bundle

/** `/api/v1/token-bundles` pages with offset and limit (cheapest first) and deletes with a POST to the bundle. */
export const tokenBundlesProvider: DataProvider = customProvider('token-bundles', {
  getList: async (_resource, { pagination = { page: 1, perPage: 25 }, filter = {} }) => {
    const { json } = await httpClient(
      `${V1}/token-bundles?${queryOf({ ...offsetOf(pagination), productId: filter.productId })}`
    )
    return { data: json.data, total: json.total }
  },
  getOne: async (_resource, { id }) => ({ data: await one(id) }),
  getMany: async (_resource, { ids }) => ({ data: await Promise.all(ids.map(one)) }),
  create: async (_resource, { data }) => {
    const created = (await httpClient(`${V1}/token-bundles`, { method: 'POST', body: pick(data) })).json
    return { data: await withThumbnail(created, data) }
  },
  update: async (_resource, { id, data }) => {
    const updated = (await httpClient(`${V1}/token-bundles/${id}`, { method: 'PATCH', body: pick(data) })).json
    return { data: await withThumbnail(updated, data) }
  },
  delete: async (_resource, { id }) => ({
    data: (await httpClient(`${V1}/token-bundles/${id}`, { method: 'POST' })).json
  })
})

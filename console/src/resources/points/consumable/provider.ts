import type { DataProvider } from 'react-admin'
import { consumableOrders, type Consumable, type ConsumableFile } from '@spinroom/schemas'
import { httpClient } from '../../../httpClient.ts'
import { customProvider } from '../../customProvider.ts'
import { offsetOf, queryOf, uploadFile } from '../upload.ts'

const V1 = '/api/merch-service/api/v1'
const fields = ['name', 'description', 'tokenCost', 'displayType'] as const

type Form = Partial<Consumable> & { image?: File | null; file?: File | null }

// Answers are the API's JSON as react-admin records.
const one = async (id: unknown) => (await httpClient(`${V1}/consumables/${id}`)).json

/** Uploads the chosen image and file first (POST /consumables/files), then names them on the consumable. */
async function body(data: Form) {
  const out: Record<string, unknown> = Object.fromEntries(
    fields.filter((f) => data[f] !== undefined).map((f) => [f, data[f] === '' ? null : data[f]])
  )
  if (data.image instanceof File)
    out.imageFileId = (await uploadFile<ConsumableFile>(`${V1}/consumables/files`, 'POST', 'file', data.image)).id
  if (data.file instanceof File)
    out.fileId = (await uploadFile<ConsumableFile>(`${V1}/consumables/files`, 'POST', 'file', data.file)).id
  return JSON.stringify(out)
}

/**
 * `/api/v1/consumables` pages with offset and limit, sorts with `orderBy` and answers `{ data, total, limit, offset }`.
 */
export const consumablesProvider: DataProvider = customProvider('consumables', {
  getList: async (_resource, { pagination = { page: 1, perPage: 25 }, sort, filter = {} }) => {
    const order = sort && `${sort.order === 'DESC' ? '-' : ''}${sort.field}`
    const orderBy = (consumableOrders as readonly string[]).includes(order ?? '') ? order : undefined
    const query = queryOf({
      ...offsetOf(pagination),
      orderBy,
      displayType: filter.displayType,
      createdBefore: filter.createdBefore && new Date(filter.createdBefore).toISOString()
    })
    const { json } = await httpClient(`${V1}/consumables?${query}`)
    return { data: json.data, total: json.total }
  },
  getOne: async (_resource, { id }) => ({ data: await one(id) }),
  getMany: async (_resource, { ids }) => ({ data: await Promise.all(ids.map(one)) }),
  create: async (_resource, { data }) => ({
    data: (await httpClient(`${V1}/consumables`, { method: 'POST', body: await body(data) })).json
  }),
  update: async (_resource, { id, data }) => ({
    data: (await httpClient(`${V1}/consumables/${id}`, { method: 'PATCH', body: await body(data) })).json
  }),
  delete: async (_resource, { id }) => ({
    data: (await httpClient(`${V1}/consumables/${id}`, { method: 'DELETE' })).json
  })
})

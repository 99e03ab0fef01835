import simpleRestProvider from 'ra-data-simple-rest'
import type { DataProvider } from 'react-admin'
import type { CustomField } from '@spinroom/schemas'
import { httpClient } from '../../../httpClient.ts'

const M = '/api/merch-service'
const admin = simpleRestProvider(`${M}/admin`, httpClient)
const editable = ['label', 'description', 'required'] as const
const creatable = ['key', 'entity', 'type', ...editable] as const

const pick = (data: Partial<CustomField>, keys: readonly (keyof CustomField)[]) =>
  JSON.stringify(
    Object.fromEntries(keys.filter((k) => data[k] !== undefined).map((k) => [k, data[k] === '' ? null : data[k]]))
  )

/**
 * Read under /admin/custom-fields; created by POST /custom-fields, changed by PATCH /custom-fields/{id}, removed by
 * DELETE /custom-fields naming entity and key.
 */
export const customFieldsProvider: DataProvider = {
  ...admin,
  getList: (_resource, params) => admin.getList('custom-fields', params),
  getOne: (_resource, params) => admin.getOne('custom-fields', params),
  getMany: (_resource, params) => admin.getMany('custom-fields', params),
  getManyReference: (_resource, params) => admin.getManyReference('custom-fields', params),
  create: async (_resource, { data }) => ({
    data: (await httpClient(`${M}/custom-fields`, { method: 'POST', body: pick(data, creatable) })).json
  }),
  update: async (_resource, { id, data }) => ({
    data: (await httpClient(`${M}/custom-fields/${id}`, { method: 'PATCH', body: pick(data, editable) })).json
  }),
  delete: async (_resource, { previousData }) => {
    const { entity, key } = previousData as unknown as CustomField
    return {
      data: (await httpClient(`${M}/custom-fields`, { method: 'DELETE', body: JSON.stringify({ entity, key }) })).json
    }
  }
} as DataProvider

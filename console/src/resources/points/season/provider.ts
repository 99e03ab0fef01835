import simpleRestProvider from 'ra-data-simple-rest'
import type { DataProvider } from 'react-admin'
import type { Season } from '@spinroom/schemas'
import { httpClient } from '../../../httpClient.ts'

const M = '/api/merch-service'
const admin = simpleRestProvider(`${M}/admin`, httpClient)
const fields = ['seasonName', 'seasonStart', 'seasonEnd'] as const

/**
 * Seasons are read and deleted under /admin/seasons but created at POST /points/season and changed by PATCH
 * /points/season/{id}.
 */
export const seasonsProvider: DataProvider = {
  ...admin,
  getList: (_resource, params) => admin.getList('seasons', params),
  getOne: (_resource, params) => admin.getOne('seasons', params),
  getMany: (_resource, params) => admin.getMany('seasons', params),
  getManyReference: (_resource, params) => admin.getManyReference('seasons', params),
  delete: (_resource, params) => admin.delete('seasons', params),
  create: async (_resource, params) => {
    const { json } = await httpClient(`${M}/points/season`, { method: 'POST', body: JSON.stringify(pick(params.data)) })
    return { data: json }
  },
  update: async (_resource, params) => {
    const { json } = await httpClient(`${M}/points/season/${params.id}`, {
      method: 'PATCH',
      body: JSON.stringify(pick(params.data))
    })
    return { data: json }
  }
} as DataProvider

/** Only the editable fields, as ISO instants (the date inputs give local date-times). */
function pick(data: Partial<Season>) {
  return Object.fromEntries(
    fields
      .filter((f) => data[f] !== undefined)
      .map((f) => [f, f === 'seasonName' ? data[f] : new Date(String(data[f])).toISOString()])
  )
}

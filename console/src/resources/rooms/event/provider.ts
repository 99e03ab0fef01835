import simpleRestProvider from 'ra-data-simple-rest'
import type { DataProvider } from 'react-admin'
import type { EventCreate } from '@spinroom/schemas'
import { httpClient } from '../../../httpClient.ts'
import { withFieldErrors } from '../fieldErrors.ts'

const R = '/api/room-service'
const admin = simpleRestProvider(`${R}/admin`, httpClient)

/** Events are read under /admin/events but created at POST /events and changed at PATCH and DELETE /events/{id}. */
export const eventsProvider: DataProvider = {
  ...admin,
  getList: (_resource, params) => admin.getList('events', params),
  getOne: (_resource, params) => admin.getOne('events', params),
  getMany: (_resource, params) => admin.getMany('events', params),
  getManyReference: (_resource, params) => admin.getManyReference('events', params),
  create: async (_resource, params) => {
    const { json } = await withFieldErrors(
      httpClient(`${R}/events`, { method: 'POST', body: JSON.stringify(pick(params.data)) })
    )
    return { data: json }
  },
  update: async (_resource, params) => {
    const { json } = await withFieldErrors(
      httpClient(`${R}/events/${params.id}`, { method: 'PATCH', body: JSON.stringify(pick(params.data)) })
    )
    return { data: json }
  },
  delete: async (_resource, params) => {
    const { json } = await httpClient(`${R}/events/${params.id}`, { method: 'DELETE' })
    return { data: json }
  }
} as DataProvider

/** The editable fields: times as ISO instants, an empty room or poster as none, a room number as a number. */
function pick(data: Record<string, unknown>): Partial<EventCreate> {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null)
  const room = text(data.roomId === undefined || data.roomId === null ? null : String(data.roomId))
  return {
    name: String(data.name ?? ''),
    description: text(data.description),
    roomId: room && /^\d+$/.test(room) ? Number(room) : room,
    startTime: new Date(String(data.startTime)).toISOString(),
    endTime: new Date(String(data.endTime)).toISOString(),
    posterUrl: text(data.posterUrl)
  }
}

import simpleRestProvider from 'ra-data-simple-rest'
import type { DataProvider } from 'react-admin'
import type { RoomAdminPatch, RoomStateResult } from '@spinroom/schemas'
import { httpClient } from '../../../httpClient.ts'
import { customProvider } from '../../customProvider.ts'

const R = '/api/room-service'
const admin = simpleRestProvider(`${R}/admin`, httpClient)
/** What the admin update accepts; the rest of a Room (roles, live fields, flags) is read-only. */
const editable = [
  'name',
  'slug',
  'description',
  'vibe',
  'djType',
  'type',
  'design',
  'musicProviderKeys',
  'numberOfDjs',
  'songsPerDj',
  'roomSize',
  'unlisted',
  'hasChat',
  'externalUrl',
  'promoted',
  'isLive',
  'liveAudio'
] as const

/**
 * Rooms are read under /admin/rooms, changed by PATCH /rooms/admin/{id} and deleted by DELETE
 * /rooms/{id}/infrastructure.
 */
export const roomsProvider: DataProvider = {
  ...admin,
  getList: (_resource, params) => admin.getList('rooms', params),
  getOne: (_resource, params) => admin.getOne('rooms', params),
  getMany: (_resource, params) => admin.getMany('rooms', params),
  getManyReference: (_resource, params) => admin.getManyReference('rooms', params),
  update: async (_resource, params) => {
    const data = params.data as Record<string, unknown>
    const body: Partial<RoomAdminPatch> = Object.fromEntries(
      editable.filter((f) => data[f] !== undefined).map((f) => [f, f === 'externalUrl' && !data[f] ? null : data[f]])
    )
    const { json } = await httpClient(`${R}/rooms/admin/${params.id}`, { method: 'PATCH', body: JSON.stringify(body) })
    return { data: json }
  },
  delete: async (_resource, params) => {
    const { json } = await httpClient(`${R}/rooms/${params.id}/infrastructure`, { method: 'DELETE' })
    return { data: json }
  }
} as DataProvider

/**
 * `getOne('room-live-states', { id })`: what is happening in the room now (GET /rooms/room-state/{id}), under the
 * room's id.
 */
export const roomLiveStatesProvider = customProvider('room-live-states', {
  getOne: async (_resource, { id }) => {
    const { json } = await httpClient(`${R}/rooms/room-state/${id}`)
    return { data: { ...(json as RoomStateResult), id } } as never
  }
})

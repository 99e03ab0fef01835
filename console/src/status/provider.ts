import type { ServiceStatus } from '@spinroom/schemas'
import { httpClient } from '../httpClient.ts'
import { customProvider } from '../resources/customProvider.ts'

/** The four `info-admin` status endpoints (admin), by service id. */
export const statusEndpoints = {
  'user-service': '/api/user-service/info-admin/user-service-status',
  'room-service': '/api/room-service/info-admin/room-service-status',
  'audit-service': '/api/audit-service/info-admin/audit-service-status',
  'playlist-service': '/api/playlist-service/info-admin/playlists-service-status'
} as const

export type StatusServiceId = keyof typeof statusEndpoints

/** `getOne('service-status', { id })`: one service's version, uptime and database check. */
export const serviceStatusProvider = customProvider('service-status', {
  getOne: async (_resource, { id }) => {
    const url = statusEndpoints[id as StatusServiceId]
    if (!url) throw new Error(`Unknown service "${String(id)}"`)
    const { json } = await httpClient(url)
    return { data: { ...(json as ServiceStatus), id } } as never
  }
})

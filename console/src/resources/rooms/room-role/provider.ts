import simpleRestProvider from 'ra-data-simple-rest'
import type { DataProvider } from 'react-admin'
import type { RoomUserRole } from '@spinroom/schemas'
import { httpClient } from '../../../httpClient.ts'
import { withFieldErrors } from '../fieldErrors.ts'

const R = '/api/room-service'
const admin = simpleRestProvider(`${R}/admin`, httpClient)

/** Room roles are listed under /admin/room-user-roles but granted and removed per room at /roomUserRoles/{roomId}. */
export const roomRolesProvider: DataProvider = {
  ...admin,
  getList: (_resource, params) => admin.getList('room-user-roles', params),
  getMany: (_resource, params) => admin.getMany('room-user-roles', params),
  getManyReference: (_resource, params) => admin.getManyReference('room-user-roles', params),
  create: async (_resource, params) => {
    const { room, userUuid, role, expirationTime } = params.data as {
      room: string
      userUuid: string
      role: string
      expirationTime?: string | null
    }
    const body = {
      userUuid,
      role,
      ...(expirationTime ? { expirationTime: new Date(expirationTime).toISOString() } : {})
    }
    const { json } = await withFieldErrors(
      httpClient(`${R}/roomUserRoles/${encodeURIComponent(String(room).trim())}`, {
        method: 'POST',
        body: JSON.stringify(body)
      })
    )
    return { data: json }
  },
  delete: async (_resource, params) => {
    const role = params.previousData as unknown as RoomUserRole
    const { json } = await httpClient(`${R}/roomUserRoles/${role.roomId}`, {
      method: 'DELETE',
      body: JSON.stringify({ userUuid: role.userUuid, role: role.role })
    })
    return { data: json }
  }
} as DataProvider

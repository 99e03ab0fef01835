import { Type } from '@sinclair/typebox'
import { AdminListQuery, AdminPage } from '../common.ts'
import { routeGroup } from '../route.ts'
import { GuestPasswordClearQuery, GuestPasswordSetSchema, RoomKeyParams } from './room-input.ts'
import { RoomSchema } from './room.ts'

const tags = ['rooms']

/** Rooms as administrators list them, and the guest password. */
export const roomAdminRoutes = routeGroup({
  listAdminRooms: {
    method: 'GET',
    path: '/admin/rooms',
    access: 'admin',
    summary: 'room admin list (admin list-query language or simple-rest)',
    tags,
    query: AdminListQuery,
    result: Type.Union([AdminPage(RoomSchema), Type.Array(RoomSchema)])
  },
  getAdminRoom: {
    method: 'GET',
    path: '/admin/rooms/{id}',
    access: 'admin',
    summary: 'one room',
    tags,
    params: RoomKeyParams,
    result: RoomSchema
  },
  setGuestPassword: {
    method: 'POST',
    path: '/rooms/admin/guest-password',
    access: 'admin',
    summary: 'set the guest password',
    tags,
    body: GuestPasswordSetSchema,
    result: RoomSchema
  },
  clearGuestPassword: {
    method: 'DELETE',
    path: '/rooms/admin/guest-password',
    access: 'admin',
    summary: 'remove it (query roomId)',
    tags,
    query: GuestPasswordClearQuery,
    result: RoomSchema
  }
})

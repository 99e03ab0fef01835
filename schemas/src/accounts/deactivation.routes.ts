import { Type } from '@sinclair/typebox'
import { AdminListQuery, AdminPage, IdParams, Nullable } from '../common.ts'
import {
  DeactivationCancelSchema,
  DeactivationRequestCreateSchema,
  DeactivationRequestListedSchema,
  DeactivationRequestSchema
} from './deactivation.ts'
import { UserSchema } from './user.ts'
import { routeGroup } from '../route.ts'

const DeactivationList = Type.Union([
  AdminPage(DeactivationRequestListedSchema),
  Type.Array(DeactivationRequestListedSchema)
])

export const deactivationRoutes = routeGroup({
  requestDeactivation: {
    method: 'POST',
    path: '/users/request-deactivate',
    access: 'user',
    summary: 'request the deactivation of the own account; 409 while one is open',
    body: DeactivationRequestCreateSchema,
    result: DeactivationRequestSchema,
    status: 201
  },
  listDeactivationRequests: {
    method: 'GET',
    path: '/users/list-deactivate',
    access: 'admin',
    summary: 'open deactivation requests, with nickname and e-mail',
    query: AdminListQuery,
    result: DeactivationList
  },
  deactivateUser: {
    method: 'DELETE',
    path: '/users/deactivate/{id}',
    access: 'admin',
    summary: 'deactivate an account (data kept; it can no longer sign in)',
    params: IdParams,
    result: UserSchema
  },
  reactivateUser: {
    method: 'POST',
    path: '/users/reactivate/{id}',
    access: 'self',
    summary: 'withdraw an open deactivation request, or reactivate a deactivated account (admins)',
    params: IdParams,
    result: UserSchema
  },
  cancelDeactivationRequest: {
    method: 'POST',
    path: '/users/cancel-requested-deactivate',
    access: 'mod',
    summary: "cancel a user's open deactivation request",
    body: DeactivationCancelSchema,
    result: DeactivationRequestSchema
  },
  getOpenDeactivationRequest: {
    method: 'GET',
    path: '/users/requested-deactivate/{id}',
    access: 'mod',
    summary: "a user's open deactivation request, or null (ours: what a moderator may cancel)",
    params: IdParams,
    result: Type.Object({ request: Nullable(DeactivationRequestSchema) }, { additionalProperties: false })
  }
})

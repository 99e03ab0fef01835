import { Type } from '@sinclair/typebox'
import { AdminListQuery, AdminPage, IdParams } from '../common.ts'
import { routeGroup } from '../route.ts'
import {
  DjFanCountSchema,
  DjFanCreateSchema,
  DjFanPageSchema,
  DjFanPaging,
  DjFanSchema,
  DjSchema,
  MyFollowsQuery
} from './dj-fan.ts'

const tags = ['social']
const notFound = { 404: 'Fan record not found' }

/** DJ fans: users following DJs. Fan and following pages hold 12 by default. */
export const djFanRoutes = routeGroup({
  followDj: {
    method: 'POST',
    path: '/dj-fans',
    access: 'user',
    summary: 'follow a DJ ({djUuid})',
    tags,
    body: DjFanCreateSchema,
    result: DjFanSchema,
    status: 201,
    errors: { 400: "You cannot follow yourself ('djUuid')", 404: 'DJ not found', 409: 'You already follow this DJ' }
  },
  listMyFollows: {
    method: 'GET',
    path: '/dj-fans',
    access: 'user',
    summary: "caller's follows (take, skip; djUuid)",
    tags,
    query: MyFollowsQuery,
    result: DjFanPageSchema
  },
  listDjFansPaginated: {
    method: 'GET',
    path: '/dj-fans/dj-fans-paginated/{id}',
    access: 'any',
    summary: 'fans of a DJ (skip, take; 12 a page)',
    tags,
    params: IdParams,
    query: DjFanPaging,
    result: DjFanPageSchema
  },
  countDjFans: {
    method: 'GET',
    path: '/dj-fans/count/{id}',
    access: 'any',
    summary: 'fan count',
    description: '`count`: fans of the user as a DJ; `following`: DJs the user follows.',
    tags,
    params: IdParams,
    result: DjFanCountSchema
  },
  listDjFansLegacy: {
    method: 'GET',
    path: '/dj-fans/dj-fans/{id}',
    access: 'any',
    summary: 'fans of a DJ (legacy; skip, take)',
    description: 'The same page as `dj-fans-paginated`.',
    tags,
    params: IdParams,
    query: DjFanPaging,
    result: DjFanPageSchema
  },
  listDjsFollowed: {
    method: 'GET',
    path: '/dj-fans/{id}/djs-followed',
    access: 'any',
    summary: 'DJs a user follows (skip, take; 12 a page)',
    tags,
    params: IdParams,
    query: DjFanPaging,
    result: DjFanPageSchema
  },
  getDjFanAdmin: {
    method: 'GET',
    path: '/dj-fans/admin/{id}',
    access: 'admin',
    summary: 'fan record (admin)',
    tags,
    params: IdParams,
    result: DjFanSchema,
    errors: notFound
  },
  getDjFan: {
    method: 'GET',
    path: '/dj-fans/dj-fan/{id}',
    access: 'any',
    summary: 'one fan record',
    tags,
    params: IdParams,
    result: DjFanSchema,
    errors: notFound
  },
  unfollowDj: {
    method: 'DELETE',
    path: '/dj-fans/{id}',
    access: 'self',
    summary: 'unfollow (the fan record id; the fan or an admin)',
    tags,
    params: IdParams,
    result: DjFanSchema,
    errors: notFound
  },
  listDjs: {
    method: 'GET',
    path: '/admin/djs',
    access: 'admin',
    summary: 'DJ admin list: users with fans, with their fan counts (admin list-query language or simple-rest)',
    tags,
    query: AdminListQuery,
    result: Type.Union([AdminPage(DjSchema), Type.Array(DjSchema)])
  },
  getDj: {
    method: 'GET',
    path: '/admin/djs/{id}',
    access: 'admin',
    summary: 'one DJ',
    tags,
    params: IdParams,
    result: DjSchema,
    errors: { 404: 'DJ not found' }
  }
})

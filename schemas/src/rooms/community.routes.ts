import { Type } from '@sinclair/typebox'
import { AdminListQuery, AdminPage, OffsetPaging } from '../common.ts'
import { routeGroup } from '../route.ts'
import {
  CommunityBulkSchema,
  CommunityCreateSchema,
  CommunityKey,
  CommunityPatchSchema,
  CommunityReadSchema,
  CommunitySchema
} from './community.ts'

const tags = ['communities']
const IdParams = Type.Object({ id: CommunityKey })
const slugs =
  "The slug is derived from the name when not given; 'jqbx' and 'web3' are reserved for administrators (403 naming the slug); 409 for a taken slug."

/** Communities: admin CRUD and the public read. */
export const communityRoutes = routeGroup({
  listCommunities: {
    method: 'GET',
    path: '/admin/communities',
    access: 'admin',
    summary: 'communities (admin list-query language or simple-rest)',
    tags,
    query: AdminListQuery,
    result: Type.Union([AdminPage(CommunitySchema), Type.Array(CommunitySchema)])
  },
  createCommunity: {
    method: 'POST',
    path: '/admin/communities',
    access: 'admin',
    summary: 'create a community',
    description: slugs,
    tags,
    body: CommunityCreateSchema,
    result: CommunitySchema,
    status: 201
  },
  createCommunities: {
    method: 'POST',
    path: '/admin/communities/bulk',
    access: 'admin',
    summary: 'create many communities: all or none (400 naming the item)',
    description: slugs,
    tags,
    body: CommunityBulkSchema,
    result: Type.Array(CommunitySchema),
    status: 201
  },
  getCommunity: {
    method: 'GET',
    path: '/admin/communities/{id}',
    access: 'admin',
    summary: 'one community',
    tags,
    params: IdParams,
    result: CommunitySchema
  },
  updateCommunity: {
    method: 'PATCH',
    path: '/admin/communities/{id}',
    access: 'admin',
    summary: 'update a community',
    description: slugs,
    tags,
    params: IdParams,
    body: CommunityPatchSchema,
    result: CommunitySchema
  },
  replaceCommunity: {
    method: 'PUT',
    path: '/admin/communities/{id}',
    access: 'admin',
    summary: 'replace a community (the slug stays when not given)',
    description: slugs,
    tags,
    params: IdParams,
    body: CommunityCreateSchema,
    result: CommunitySchema
  },
  deleteCommunity: {
    method: 'DELETE',
    path: '/admin/communities/{id}',
    access: 'admin',
    summary: 'delete a community with its memberships and room links',
    tags,
    params: IdParams,
    result: CommunitySchema
  },
  getPublicCommunity: {
    method: 'GET',
    path: '/communities/{id}',
    access: 'any',
    summary: 'one community (id or slug), with a page of its rooms (limit, offset) and their total',
    description: '`rooms` is the page `GET /communities/{id}/rooms` answers as `data`.',
    tags,
    params: IdParams,
    query: OffsetPaging,
    result: CommunityReadSchema
  }
})

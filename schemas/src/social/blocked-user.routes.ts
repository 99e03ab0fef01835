import { IdParams, OffsetPage } from '../common.ts'
import { routeGroup } from '../route.ts'
import { BlockCreateSchema, BlockedUserSchema, BlockedUsersQuery } from './blocked-user.ts'

const tags = ['social']

/** Blocks: the blocker stops seeing the blocked user's chat messages (live room included) and friend invitations. */
export const blockedUserRoutes = routeGroup({
  blockUser: {
    method: 'POST',
    path: '/blocked-users',
    access: 'user',
    summary: 'block a user',
    description:
      "Idempotent: blocking twice answers the same block. 400 when blocking yourself. The blocked user's chat messages " +
      'no longer reach the blocker, nor their friend invitations; they can no longer invite the blocker.',
    tags,
    body: BlockCreateSchema,
    result: BlockedUserSchema,
    status: 201,
    errors: { 400: "You cannot block yourself ('blockedUserUuid')", 404: 'User not found' }
  },
  listBlockedUsers: {
    method: 'GET',
    path: '/blocked-users',
    access: 'user',
    summary: "caller's blocked users (limit, offset; blockedUserUuid; userUuid)",
    description: "Another user's blocks (userUuid) only for admins.",
    tags,
    query: BlockedUsersQuery,
    result: OffsetPage(BlockedUserSchema)
  },
  getBlockedUser: {
    method: 'GET',
    path: '/blocked-users/{id}',
    access: 'self',
    summary: 'one block',
    tags,
    params: IdParams,
    result: BlockedUserSchema,
    errors: { 404: 'Block not found' }
  },
  unblockUser: {
    method: 'DELETE',
    path: '/blocked-users/{id}',
    access: 'self',
    summary: 'unblock',
    tags,
    params: IdParams,
    result: BlockedUserSchema,
    errors: { 404: 'Block not found' }
  }
})

import { Type } from '@sinclair/typebox'
import { IdParams, OffsetPage } from '../common.ts'
import {
  AddRoleSchema,
  CapabilityParams,
  ChangeBadgesSchema,
  KickResultSchema,
  ModerationTargetSchema,
  TemporaryBanSchema
} from './moderation-action.ts'
import {
  ModerationCommentCreateSchema,
  ModerationCommentParams,
  ModerationCommentSchema
} from './moderation-comment.ts'
import { ModeratedUserSchema, ModeratorListQuery, ModeratorPage } from './moderation-list.ts'
import { AdminProfilePatchSchema, UserSchema } from './user.ts'
import { routeGroup } from '../route.ts'

const CommentPaging = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  offset: Type.Optional(Type.Integer({ minimum: 0 }))
})
const tags = ['moderation']
const forModerators =
  'Ours: the admin user list and record are for administrators only, and moderators need to find the user they act on.'
const recorded =
  'Writes a moderation record in the same transaction. Moderators act only on users they outrank; only administrators act on administrators; nobody on themselves.'

export const moderationRoutes = routeGroup({
  kickUser: {
    method: 'POST',
    path: '/users/kick',
    access: 'mod',
    summary: "close a user's open sockets (each receives a 'kicked' event first)",
    description: recorded,
    tags,
    body: ModerationTargetSchema,
    result: KickResultSchema
  },
  banUser: {
    method: 'POST',
    path: '/users/ban',
    access: 'mod',
    summary: "ban a user: tokens stop working at once, sockets get 'banned' and are closed",
    description: recorded,
    tags,
    body: ModerationTargetSchema,
    result: UserSchema
  },
  temporaryBanUser: {
    method: 'POST',
    path: '/users/temporary-ban',
    access: 'mod',
    summary: 'ban a user until a future time; the ban lapses by itself',
    description: recorded,
    tags,
    body: TemporaryBanSchema,
    result: UserSchema
  },
  unbanUser: {
    method: 'POST',
    path: '/users/unban',
    access: 'mod',
    summary: "lift a user's ban (409 when not banned)",
    description: recorded,
    tags,
    body: ModerationTargetSchema,
    result: UserSchema
  },
  addRole: {
    method: 'POST',
    path: '/users/add-role',
    access: 'mod',
    summary:
      "add a role; 403 'This user has already this role'; admin, superUser and globalModerator by administrators only",
    description: recorded,
    tags,
    body: AddRoleSchema,
    result: UserSchema,
    errors: { 403: 'This user has already this role' }
  },
  addGlobalModeratorRole: {
    method: 'POST',
    path: '/users/add-global-moderator-role',
    access: 'mod',
    summary: 'make a user a global moderator (administrators only)',
    description: recorded,
    tags,
    body: ModerationTargetSchema,
    result: UserSchema
  },
  updateProfileAsModerator: {
    method: 'POST',
    path: '/users/profile-admin',
    access: 'mod',
    summary: "update someone's profile fields",
    description:
      'Moderators act only on users they outrank; only administrators act on administrators; nobody on themselves.',
    tags,
    body: AdminProfilePatchSchema,
    result: UserSchema
  },
  changeBadges: {
    method: 'POST',
    path: '/users/change-badges-admin',
    access: 'mod',
    summary: "set a user's badges",
    description: recorded,
    tags,
    body: ChangeBadgesSchema,
    result: UserSchema
  },
  addCapability: {
    method: 'PUT',
    path: '/users/{id}/capabilities/{capability}',
    access: 'mod',
    summary: "add a capability; 403 'This user has already this role'",
    description: recorded,
    tags,
    params: CapabilityParams,
    result: UserSchema,
    errors: { 403: 'This user has already this role' }
  },
  removeCapability: {
    method: 'DELETE',
    path: '/users/{id}/capabilities/{capability}',
    access: 'mod',
    summary: 'remove a capability (404 when not held)',
    description: recorded,
    tags,
    params: CapabilityParams,
    result: UserSchema
  },
  createModerationComment: {
    method: 'POST',
    path: '/moderation-comments',
    access: 'mod',
    summary: "a moderator's note on a user",
    tags,
    body: ModerationCommentCreateSchema,
    result: ModerationCommentSchema,
    status: 201
  },
  listModerationComments: {
    method: 'GET',
    path: '/moderation-comments/{userId}',
    access: 'mod',
    summary: 'notes on a user, newest first, with author nickname (limit, offset)',
    tags,
    params: ModerationCommentParams,
    query: CommentPaging,
    result: OffsetPage(ModerationCommentSchema)
  },
  searchUsersAsModerator: {
    method: 'GET',
    path: '/moderation/users',
    access: 'mod',
    summary:
      'find users by nickname or any of their e-mail addresses (case-insensitive, anywhere in one), newest first ($limit, $skip)',
    description: `${forModerators} Answers { total, limit, skip, data } with the fields of the admin user record a moderator needs.`,
    tags,
    query: ModeratorListQuery,
    result: ModeratorPage(ModeratedUserSchema)
  },
  getUserAsModerator: {
    method: 'GET',
    path: '/moderation/users/{id}',
    access: 'mod',
    summary: 'one user as a moderator sees them',
    description: `${forModerators} 404 'User not found'.`,
    tags,
    params: IdParams,
    result: ModeratedUserSchema,
    errors: { 404: 'User not found' }
  }
})

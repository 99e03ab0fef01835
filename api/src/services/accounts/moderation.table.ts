import { Type } from '@sinclair/typebox'
import {
  AddRoleSchema,
  AdminListQuery,
  AdminProfilePatchSchema,
  AdminPage,
  CapabilityParams,
  ChangeBadgesSchema,
  KickResultSchema,
  ModerationActionSchema,
  ModerationCommentCreateSchema,
  ModerationCommentParams,
  ModerationCommentSchema,
  ModerationTargetSchema,
  OffsetPage,
  TemporaryBanSchema,
  UserSchema
} from '@spinroom/schemas'
import { endpoint, type Endpoint } from '../../lib/endpoint.ts'
import { adminList } from '../../lib/list.ts'
import {
  addCapability,
  addGlobalModeratorRole,
  addRole,
  ban,
  changeBadges,
  kick,
  removeCapability,
  temporaryBan,
  unban,
  updateProfileAsModerator
} from './moderation/moderation-actions.ts'
import { addModerationComment, listModerationComments } from './moderation/moderation-comments.ts'
import { moderationActionsEntity } from './moderation/entity.ts'

const CommentPaging = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  offset: Type.Optional(Type.Integer({ minimum: 0 }))
})
const ActionList = Type.Union([AdminPage(ModerationActionSchema), Type.Array(ModerationActionSchema)])
const tags = ['moderation']
const recorded =
  'Writes a moderation record in the same transaction. Moderators act only on users they outrank; only administrators act on administrators; nobody on themselves.'

/** Moderation: kick, bans, roles, capabilities, badges, comments, and the records they leave. */
export const moderationEndpoints: Endpoint[] = [
  endpoint({
    method: 'POST',
    path: '/users/kick',
    access: 'mod',
    summary: "close a user's open sockets (each receives a 'kicked' event first)",
    description: recorded,
    tags,
    body: ModerationTargetSchema,
    result: KickResultSchema,
    handler: kick
  }),
  endpoint({
    method: 'POST',
    path: '/users/ban',
    access: 'mod',
    summary: "ban a user: tokens stop working at once, sockets get 'banned' and are closed",
    description: recorded,
    tags,
    body: ModerationTargetSchema,
    result: UserSchema,
    handler: ban
  }),
  endpoint({
    method: 'POST',
    path: '/users/temporary-ban',
    access: 'mod',
    summary: 'ban a user until a future time; the ban lapses by itself',
    description: recorded,
    tags,
    body: TemporaryBanSchema,
    result: UserSchema,
    handler: temporaryBan
  }),
  endpoint({
    method: 'POST',
    path: '/users/unban',
    access: 'mod',
    summary: "lift a user's ban (409 when not banned)",
    description: recorded,
    tags,
    body: ModerationTargetSchema,
    result: UserSchema,
    handler: unban
  }),
  endpoint({
    method: 'POST',
    path: '/users/add-role',
    access: 'mod',
    summary:
      "add a role; 403 'This user has already this role'; admin, superUser and globalModerator by administrators only",
    description: recorded,
    tags,
    body: AddRoleSchema,
    result: UserSchema,
    handler: addRole
  }),
  endpoint({
    method: 'POST',
    path: '/users/add-global-moderator-role',
    access: 'mod',
    summary: 'make a user a global moderator (administrators only)',
    description: recorded,
    tags,
    body: ModerationTargetSchema,
    result: UserSchema,
    handler: addGlobalModeratorRole
  }),
  endpoint({
    method: 'POST',
    path: '/users/profile-admin',
    access: 'mod',
    summary: "update someone's profile fields",
    description:
      'Moderators act only on users they outrank; only administrators act on administrators; nobody on themselves.',
    tags,
    body: AdminProfilePatchSchema,
    result: UserSchema,
    handler: updateProfileAsModerator
  }),
  endpoint({
    method: 'POST',
    path: '/users/change-badges-admin',
    access: 'mod',
    summary: "set a user's badges",
    description: recorded,
    tags,
    body: ChangeBadgesSchema,
    result: UserSchema,
    handler: changeBadges
  }),
  endpoint({
    method: 'PUT',
    path: '/users/{id}/capabilities/{capability}',
    access: 'mod',
    summary: "add a capability; 403 'This user has already this role'",
    description: recorded,
    tags,
    params: CapabilityParams,
    result: UserSchema,
    handler: addCapability
  }),
  endpoint({
    method: 'DELETE',
    path: '/users/{id}/capabilities/{capability}',
    access: 'mod',
    summary: 'remove a capability (404 when not held)',
    description: recorded,
    tags,
    params: CapabilityParams,
    result: UserSchema,
    handler: removeCapability
  }),
  endpoint({
    method: 'POST',
    path: '/moderation-comments',
    access: 'mod',
    summary: "a moderator's note on a user",
    tags,
    body: ModerationCommentCreateSchema,
    result: ModerationCommentSchema,
    status: 201,
    handler: addModerationComment
  }),
  endpoint({
    method: 'GET',
    path: '/moderation-comments/{userId}',
    access: 'mod',
    summary: 'notes on a user, newest first, with author nickname (limit, offset)',
    tags,
    params: ModerationCommentParams,
    query: CommentPaging,
    result: OffsetPage(ModerationCommentSchema),
    handler: listModerationComments
  }),
  endpoint({
    method: 'GET',
    path: '/admin/moderation-actions',
    access: 'admin',
    summary: 'moderation records (admin list-query language or simple-rest); our addition for the console',
    tags,
    query: AdminListQuery,
    result: ActionList,
    handler: (call) => adminList(call as never, moderationActionsEntity)
  })
]

import { Type } from '@sinclair/typebox'
import { AdminListQuery, AdminPage, IdParams } from '../common.ts'
import { ModerationActionSchema } from '../accounts/moderation-action.ts'
import { routeGroup } from '../route.ts'
import {
  ModerationActionBulkSchema,
  ModerationActionCreateSchema,
  ModerationActionPatchSchema,
  UserActionsQuery,
  UserActionsSchema
} from './moderation-action.ts'

const tags = ['audit', 'moderation']
const notFound = 'Moderation action not found'
const byHand =
  'The caller is recorded as recordedByUuid, and as the moderator unless moderatorUuid names another; role and previousRole go into details. Moderators write only about users they outrank (403), administrators about anyone.'

/**
 * Seed 002 "Moderation actions": the records every moderation act writes (user service, live rooms), one table, and
 * records written by hand.
 */
export const moderationActionRoutes = routeGroup({
  listModerationActions: {
    method: 'GET',
    path: '/moderation-actions',
    access: 'mod',
    summary:
      'moderation actions, newest first (filter by actionType, targetUserUuid, moderatorUuid, roomUuid, createdAt; admin list-query language or simple-rest)',
    description:
      'actionType: banUser, kickUser, grantRole, removeRole, globalKick, globalBan, globalUnBan, temporaryBan, and ours for room acts (skipSong, deleteChatMessage, removeDj, clearChat). Time ranges: filter=createdAt||$gte||… or {"createdAt_gte": …}.',
    tags,
    query: AdminListQuery,
    result: Type.Union([AdminPage(ModerationActionSchema), Type.Array(ModerationActionSchema)])
  },
  getModerationAction: {
    method: 'GET',
    path: '/moderation-actions/{id}',
    access: 'mod',
    summary: 'one action',
    tags,
    params: IdParams,
    result: ModerationActionSchema,
    errors: { 404: notFound }
  },
  createModerationAction: {
    method: 'POST',
    path: '/moderation-actions',
    access: 'mod',
    summary: 'record an action',
    description: byHand,
    tags,
    body: ModerationActionCreateSchema,
    result: ModerationActionSchema,
    status: 201
  },
  createModerationActions: {
    method: 'POST',
    path: '/moderation-actions/bulk',
    access: 'mod',
    summary: 'record many ({ bulk: [...] }, all or none)',
    description: byHand,
    tags,
    body: ModerationActionBulkSchema,
    result: Type.Array(ModerationActionSchema),
    status: 201
  },
  patchModerationAction: {
    method: 'PATCH',
    path: '/moderation-actions/{id}',
    access: 'mod',
    summary: 'update',
    description: byHand,
    tags,
    params: IdParams,
    body: ModerationActionPatchSchema,
    result: ModerationActionSchema,
    errors: { 404: notFound }
  },
  replaceModerationAction: {
    method: 'PUT',
    path: '/moderation-actions/{id}',
    access: 'mod',
    summary: 'replace',
    description: `${byHand} Fields left out are cleared (reason, room, details).`,
    tags,
    params: IdParams,
    body: ModerationActionCreateSchema,
    result: ModerationActionSchema,
    errors: { 404: notFound }
  },
  removeModerationAction: {
    method: 'DELETE',
    path: '/moderation-actions/{id}',
    access: 'admin',
    summary: 'delete',
    tags,
    params: IdParams,
    result: ModerationActionSchema,
    errors: { 404: notFound }
  },
  listUserActions: {
    method: 'GET',
    path: '/user-actions/{id}',
    access: 'mod',
    refused: 401,
    summary: "a user's actions: their latest audit events and the moderation records about and by them",
    description:
      "401 'Unauthorized to perform action' when the caller may not see that user, a caller who is no moderator included: administrators see everyone; other moderators see themselves and the users they outrank (not administrators, not moderators of their own rank or above). 404 'User not found'.",
    tags,
    params: IdParams,
    query: UserActionsQuery,
    result: UserActionsSchema,
    errors: { 401: 'Unauthorized to perform action', 404: 'User not found' }
  }
})

import { Type } from '@sinclair/typebox'
import { AdminListQuery, AdminPage } from '../common.ts'
import { ModerationActionSchema } from '../accounts/moderation-action.ts'
import { ModeratorListQuery, ModeratorPage } from '../accounts/moderation-list.ts'
import { routeGroup } from '../route.ts'
import { RoomKeyParams } from './room-input.ts'
import { ModeratedRoomSchema } from './room-moderation.ts'

const tags = ['rooms', 'moderation']
const roomModerators = { access: 'room', roomRoles: ['owner', 'coOwner', 'moderator'], globalModerators: true } as const
const forbidden = 'Only moderators of this room may do this'
const ours =
  'Ours: the admin room list is for administrators only, and moderators (global ones, and room-only ones holding owner, coOwner or moderator in a room) need their rooms for the console.'
const key = '{id} is the room id, uuid or slug.'

/** The rooms a moderator may act on, and their moderation records. */
export const roomModerationRoutes = routeGroup({
  listModeratedRooms: {
    method: 'GET',
    path: '/moderation/rooms',
    access: 'user',
    summary:
      'rooms the caller moderates: every room for administrators and global moderators, else those where they are owner, coOwner or moderator',
    description: `${ours} q looks in the name (case-insensitive, anywhere); newest first; $limit, $skip. Answers { total, limit, skip, data }, each room with myRoomRole.`,
    tags,
    query: ModeratorListQuery,
    result: ModeratorPage(ModeratedRoomSchema)
  },
  getModeratedRoom: {
    method: 'GET',
    path: '/moderation/rooms/{id}',
    ...roomModerators,
    forbidden,
    summary: 'one room the caller moderates, with myRoomRole',
    description: `${ours} ${key}`,
    tags,
    params: RoomKeyParams,
    result: ModeratedRoomSchema
  },
  listRoomModerationActions: {
    method: 'GET',
    path: '/rooms/{id}/moderation-actions',
    ...roomModerators,
    forbidden,
    summary: "a room's moderation records, newest first (admin list-query language or simple-rest)",
    description: `Ours: the audit service's /moderation-actions is for global moderators; a room's own moderators see their room's records here, paged and filtered the same way. ${key}`,
    tags,
    params: RoomKeyParams,
    query: AdminListQuery,
    result: Type.Union([AdminPage(ModerationActionSchema), Type.Array(ModerationActionSchema)])
  }
})

import { Type } from '@sinclair/typebox'
import { AdminListQuery, AdminPage } from '../common.ts'
import {
  AvatarAssignmentCreateSchema,
  AvatarAssignmentIdParams,
  AvatarAssignmentSchema,
  AvatarBackfillSchema,
  AvatarParams,
  BackfillParams,
  BackfillQuery
} from './avatar.ts'
import { routeGroup } from '../route.ts'

const AssignmentList = Type.Union([AdminPage(AvatarAssignmentSchema), Type.Array(AvatarAssignmentSchema)])
const tags = ['avatars']

/** Who has which avatar: manual grants, purchases and season awards. */
export const avatarAssignmentRoutes = routeGroup({
  assignAvatar: {
    method: 'POST',
    path: '/avatar-assignment/{slug}',
    access: 'admin',
    summary: 'assign an avatar to a user (201; 200 with the existing assignment when the user has it)',
    description: 'Administrators only: an assignment unlocks a PRIVATE or award avatar.',
    tags,
    params: AvatarParams,
    body: AvatarAssignmentCreateSchema,
    result: AvatarAssignmentSchema,
    status: 201
  },
  unassignAvatar: {
    method: 'DELETE',
    path: '/avatar-assignment/{avatarAssignmentId}',
    access: 'admin',
    summary: 'remove an assignment; a user wearing the avatar who may no longer use it stops wearing it',
    tags,
    params: AvatarAssignmentIdParams,
    result: AvatarAssignmentSchema
  },
  listAvatarAssignments: {
    method: 'GET',
    path: '/admin/avatar-assignments',
    access: 'admin',
    summary:
      'avatar assignments (admin list-query language or simple-rest; filters avatarId, userUuid). Not in the seed: the console lists assignments here',
    tags,
    query: AdminListQuery,
    result: AssignmentList
  },
  backfillAchievedAvatars: {
    method: 'POST',
    path: '/points/backfill-achieved-avatars/{seasonId}',
    access: 'admin',
    summary:
      "award the season's SEASON_AWARD avatars to users whose balance reached the threshold (at most limit; idempotent)",
    tags,
    params: BackfillParams,
    query: BackfillQuery,
    result: AvatarBackfillSchema
  }
})

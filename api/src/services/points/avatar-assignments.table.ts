import { Type } from '@sinclair/typebox'
import {
  AdminListQuery,
  AdminPage,
  AvatarAssignmentCreateSchema,
  AvatarAssignmentIdParams,
  AvatarAssignmentSchema,
  AvatarBackfillSchema,
  AvatarParams,
  BackfillParams,
  BackfillQuery
} from '@spinroom/schemas'
import { endpoint, type Endpoint } from '../../lib/endpoint.ts'
import { assignAvatar, listAvatarAssignments, unassignAvatar } from './avatar-assignments.ts'
import { backfillAchievedAvatars } from './avatar-backfill.ts'

const AssignmentList = Type.Union([AdminPage(AvatarAssignmentSchema), Type.Array(AvatarAssignmentSchema)])
const tags = ['avatars']

/** Who has which avatar: manual grants, purchases and season awards. */
export const avatarAssignmentEndpoints: Endpoint[] = [
  endpoint({
    method: 'POST',
    path: '/avatar-assignment/{slug}',
    access: 'admin',
    summary: 'assign an avatar to a user (201; 200 with the existing assignment when the user has it)',
    description: 'Administrators only: an assignment unlocks a PRIVATE or award avatar.',
    tags,
    params: AvatarParams,
    body: AvatarAssignmentCreateSchema,
    result: AvatarAssignmentSchema,
    status: 201,
    handler: assignAvatar
  }),
  endpoint({
    method: 'DELETE',
    path: '/avatar-assignment/{avatarAssignmentId}',
    access: 'admin',
    summary: 'remove an assignment; a user wearing the avatar who may no longer use it stops wearing it',
    tags,
    params: AvatarAssignmentIdParams,
    result: AvatarAssignmentSchema,
    handler: unassignAvatar
  }),
  endpoint({
    method: 'GET',
    path: '/admin/avatar-assignments',
    access: 'admin',
    summary:
      'avatar assignments (admin list-query language or simple-rest; filters avatarId, userUuid). Not in the seed: the console lists assignments here',
    tags,
    query: AdminListQuery,
    result: AssignmentList,
    handler: listAvatarAssignments
  }),
  endpoint({
    method: 'POST',
    path: '/points/backfill-achieved-avatars/{seasonId}',
    access: 'admin',
    summary:
      "award the season's SEASON_AWARD avatars to users whose balance reached the threshold (at most limit; idempotent)",
    tags,
    params: BackfillParams,
    query: BackfillQuery,
    result: AvatarBackfillSchema,
    handler: backfillAchievedAvatars
  })
]

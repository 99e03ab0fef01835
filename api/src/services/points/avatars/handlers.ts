import type { avatarAssignmentRoutes, avatarRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { assignAvatar, listAvatarAssignments, unassignAvatar } from './avatar-assignments.ts'
import { backfillAchievedAvatars } from './avatar-backfill.ts'
import { avatarUsageOf, publicAvatars, subscriberAvatars, usableAvatars } from './avatar-choices.ts'
import { avatarChanges, newAvatar } from './avatars.ts'
import { avatars, toAvatar } from './entity.ts'

// Its assignments go with it and profiles wearing it lose it (database cascades).
const deleteAvatar = avatars.remove()

export const avatarHandlers: Handlers<typeof avatarRoutes> = {
  listAvatars: avatars.adminList,
  getAvatar: avatars.get,
  deleteAvatar,
  createAvatar: avatars.create(newAvatar),
  listUsableAvatars: usableAvatars,
  listSubscriberAvatars: subscriberAvatars,
  listPublicAvatars: publicAvatars,
  getAvatarBySlug: avatars.get,
  updateAvatar: avatars.patch(avatarChanges),
  deleteAvatarBySlug: deleteAvatar,
  getAvatarUsage: avatarUsageOf,
  lookUpAvatar: async ({ app, params }: Call<{ avatarSlug: string }>) =>
    toAvatar(await avatars.find(app.get('knex'), params.avatarSlug))
}

export const avatarAssignmentHandlers: Handlers<typeof avatarAssignmentRoutes> = {
  assignAvatar,
  unassignAvatar,
  listAvatarAssignments,
  backfillAchievedAvatars
}

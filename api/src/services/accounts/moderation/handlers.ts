import type { moderationRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
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
} from './moderation-actions.ts'
import { addModerationComment, listModerationComments } from './moderation-comments.ts'
import { getUserAsModerator, searchUsersAsModerator } from './moderated-users.ts'

export const moderationHandlers: Handlers<typeof moderationRoutes> = {
  kickUser: kick,
  banUser: ban,
  temporaryBanUser: temporaryBan,
  unbanUser: unban,
  addRole,
  addGlobalModeratorRole,
  updateProfileAsModerator,
  changeBadges,
  addCapability,
  removeCapability,
  createModerationComment: addModerationComment,
  listModerationComments,
  searchUsersAsModerator,
  getUserAsModerator
}

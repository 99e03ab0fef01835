import type { profileRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { addBadges, removeBadges } from './badges.ts'
import { profilesBatch, publicProfile, serviceProfile, updatedProfiles } from './public-profiles.ts'
import { updateSocials } from './socials.ts'
import { ownCapabilities, readUserData, updateUserData } from './user-data.ts'

export const profileHandlers: Handlers<typeof profileRoutes> = {
  getPublicProfile: publicProfile,
  getServiceProfile: serviceProfile,
  listProfiles: profilesBatch,
  getUserProfile: publicProfile,
  ownCapabilities,
  updateSocials,
  updateUserData,
  getUserData: readUserData,
  addBadges,
  removeBadges,
  listUpdatedProfiles: updatedProfiles,
  getSeoProfile: publicProfile
}

import type { userRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { userImages } from '../images/images.ts'
import { getUser, listUsers, userEmails } from './admin-users.ts'
import { allProfiles, ownProfile, updateOwnProfile } from './profile.ts'
import { adminSignUp, signUp } from './sign-up.ts'

export const userHandlers: Handlers<typeof userRoutes> = {
  signUp,
  adminSignUp,
  listUsers,
  getUser,
  listUserEmails: userEmails,
  listUserImages: userImages,
  ownProfile,
  updateOwnProfile,
  listAllProfiles: allProfiles
}

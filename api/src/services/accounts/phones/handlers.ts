import type { phoneRoutes, userIdentityRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import {
  createIdentity,
  deleteIdentity,
  identitiesOwner,
  identityOwner,
  listIdentities,
  requestVerification,
  verifyIdentity
} from './identities.ts'
import {
  addToWhitelist,
  getWhitelistEntry,
  listWhitelist,
  removeWhitelistEntry,
  removeWhitelistedPhone,
  sendLoginCode,
  verifyLoginCode
} from './mobile-auth.ts'
import { clearValidations, getFraudConstants, listValidations, validatePhone } from './phone-validation.ts'

export const phoneHandlers: Handlers<typeof phoneRoutes> = {
  validatePhone,
  listPhoneValidations: listValidations,
  clearPhoneValidations: clearValidations,
  getFraudConstants,
  sendLoginCode,
  verifyLoginCode,
  whitelistPhone: addToWhitelist,
  unwhitelistPhone: removeWhitelistedPhone,
  listPhoneNumbers: listWhitelist,
  createPhoneNumber: addToWhitelist,
  getPhoneNumber: getWhitelistEntry,
  deletePhoneNumber: removeWhitelistEntry
}

export const userIdentityHandlers: Handlers<typeof userIdentityRoutes> = {
  requestIdentityVerification: requestVerification,
  verifyIdentity,
  createUserIdentity: createIdentity,
  listUserIdentities: { handler: listIdentities, owner: identitiesOwner },
  deleteUserIdentity: { handler: deleteIdentity, owner: identityOwner }
}

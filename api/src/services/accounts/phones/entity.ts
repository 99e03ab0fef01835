import {
  PhoneValidationSchema,
  PhoneWhitelistSchema,
  UserIdentitySchema,
  phoneValidationListFields,
  phoneValidationSearchFields,
  phoneWhitelistListFields,
  phoneWhitelistSearchFields,
  userIdentityListFields,
  userIdentitySearchFields
} from '@spinroom/schemas'
import { ADMINS, userChannel } from '../../../channels.ts'
import { defineEntity } from '../../../lib/entity.ts'

export const phoneValidationsEntity = defineEntity({
  table: 'phone_validations',
  path: 'api/user-service/phone-validations',
  resource: 'phone-validations',
  schema: PhoneValidationSchema,
  listFields: phoneValidationListFields,
  searchFields: phoneValidationSearchFields,
  defaultSort: { createdAt: -1 },
  // Validations name callers and their numbers: fraud review is for administrators.
  publish: (_validation, app) => [app.channel(ADMINS)]
})

export const phoneWhitelistEntity = defineEntity({
  table: 'phone_whitelist',
  path: 'api/user-service/phone-whitelist',
  resource: 'phoneNumbers',
  schema: PhoneWhitelistSchema,
  listFields: phoneWhitelistListFields,
  searchFields: phoneWhitelistSearchFields,
  defaultSort: { createdAt: -1 },
  publish: (_entry, app) => [app.channel(ADMINS)]
})

export const userIdentitiesEntity = defineEntity({
  table: 'user_identities',
  path: 'api/user-service/user-identities',
  resource: 'user-identities',
  schema: UserIdentitySchema,
  listFields: userIdentityListFields,
  searchFields: userIdentitySearchFields,
  defaultSort: { createdAt: 1 },
  // A phone number concerns its owner's connections and administrators only.
  publish: (identity, app) => [app.channel(userChannel(identity.userUuid)), app.channel(ADMINS)]
})

import { Type } from '@sinclair/typebox'
import {
  AdminListQuery,
  AdminPage,
  ApiKeyCreateSchema,
  ApiKeyCreatedSchema,
  ApiKeySchema,
  AuthResultSchema,
  IdParams,
  LoginSchema,
  PubKeySchema,
  PublicProfileSchema,
  UserEmailSchema,
  UserImageSchema,
  SessionSchema,
  TakeSkipPage,
  TakeSkipPaging,
  UserProfilePatchSchema,
  UserSchema,
  UserSignUpSchema
} from '@spinroom/schemas'
import { endpoint, legacyDomain } from '../../lib/endpoint.ts'
import { helloEndpoint, statusEndpoint } from '../status/status.ts'
import { guest, login, pubKey, session } from './auth/auth.ts'
import { adminSignUp, signUp } from './users/sign-up.ts'
import { getUser, listUsers, userEmails } from './users/admin-users.ts'
import { userImages } from './images/images.ts'
import { allProfiles, ownProfile, updateOwnProfile } from './users/profile.ts'
import { createApiKey, getApiKey, listApiKeys, revokeApiKey } from './api-keys/api-keys.ts'
import { moderationEndpoints } from './moderation.table.ts'
import { credentialEndpoints } from './credentials.table.ts'
import { profileEndpoints } from './profiles.table.ts'
import { entryEndpoints } from './entry.table.ts'
import { imageEndpoints } from './images.table.ts'
import { providerTokenEndpoints } from './provider-tokens.table.ts'
import { providerCredentialEndpoints } from './provider-credentials.table.ts'
import { phoneEndpoints } from './phones.table.ts'
import { usersEntity } from './users/entity.ts'
import { apiKeysEntity } from './api-keys/entity.ts'
import { vouchersEntity } from './vouchers/entity.ts'
import { deactivationRequestsEntity } from './deactivation/entity.ts'
import { moderationActionsEntity } from './moderation/entity.ts'
import { emailsEntity } from './emails/entity.ts'
import { outboxEntity } from './outbox/entity.ts'
import { phoneValidationsEntity, phoneWhitelistEntity, userIdentitiesEntity } from './phones/entity.ts'
import { configureCredentials } from './credentials.table.ts'

const UserList = Type.Union([AdminPage(UserSchema), Type.Array(UserSchema)])
const ApiKeyList = Type.Union([AdminPage(ApiKeySchema), Type.Array(ApiKeySchema)])

/** The user service: accounts, authentication, profiles, moderation, vouchers, provider tokens. */
export const accounts = legacyDomain(
  'accounts',
  {
    entities: [
      usersEntity,
      apiKeysEntity,
      vouchersEntity,
      deactivationRequestsEntity,
      moderationActionsEntity,
      emailsEntity,
      outboxEntity,
      phoneValidationsEntity,
      phoneWhitelistEntity,
      userIdentitiesEntity
    ],
    setup(app) {
      configureCredentials(app)
    }
  },
  [
    helloEndpoint('accounts'),
    statusEndpoint('accounts', '/info-admin/user-service-status'),

    endpoint({
      method: 'POST',
      path: '/auth/login',
      access: 'public',
      summary: 'e-mail and password login',
      body: LoginSchema,
      result: AuthResultSchema,
      missing: 'Incorrect email or password',
      handler: login
    }),
    endpoint({
      method: 'GET',
      path: '/auth/session',
      access: 'any',
      summary: "the caller's session",
      result: SessionSchema,
      handler: session
    }),
    endpoint({
      method: 'GET',
      path: '/auth/pub-key',
      access: 'public',
      summary: 'public key that verifies access tokens (PEM and JWK)',
      result: PubKeySchema,
      handler: pubKey
    }),
    endpoint({
      method: 'GET',
      path: '/auth/guest',
      access: 'public',
      summary: 'guest token',
      result: AuthResultSchema,
      handler: guest
    }),

    endpoint({
      method: 'POST',
      path: '/users/sign-up',
      access: 'public',
      summary: 'sign up and sign in',
      body: UserSignUpSchema,
      result: AuthResultSchema,
      status: 201,
      missing: 'Email or password is missing in request',
      handler: signUp
    }),
    endpoint({
      method: 'POST',
      path: '/users/admin/sign-up',
      access: 'admin',
      summary: 'create an administrator',
      body: UserSignUpSchema,
      result: UserSchema,
      status: 201,
      missing: 'Email or password is missing in request',
      handler: adminSignUp
    }),

    endpoint({
      method: 'GET',
      path: '/admin/users',
      access: 'admin',
      summary: 'user list (admin list-query language or simple-rest)',
      query: AdminListQuery,
      result: UserList,
      handler: listUsers
    }),
    endpoint({
      method: 'GET',
      path: '/admin/users/{id}',
      access: 'admin',
      summary: 'user detail',
      params: IdParams,
      result: UserSchema,
      handler: getUser
    }),
    endpoint({
      method: 'GET',
      path: '/admin/users/{id}/emails',
      access: 'admin',
      summary: "a user's e-mail addresses, deleted ones included (our addition, for the console)",
      params: IdParams,
      result: Type.Array(UserEmailSchema),
      handler: userEmails
    }),
    endpoint({
      method: 'GET',
      path: '/admin/users/{id}/images',
      access: 'admin',
      summary: "a user's pictures (our addition, for the console)",
      params: IdParams,
      result: Type.Array(UserImageSchema),
      handler: userImages
    }),

    endpoint({
      method: 'GET',
      path: '/users/profile',
      access: 'user',
      summary: "caller's profile",
      result: UserSchema,
      handler: ownProfile
    }),
    endpoint({
      method: 'POST',
      path: '/users/profile',
      access: 'user',
      summary: "update caller's profile",
      body: UserProfilePatchSchema,
      result: UserSchema,
      handler: updateOwnProfile
    }),
    endpoint({
      method: 'GET',
      path: '/users/service/all-user-profiles',
      access: 'service',
      summary: 'SEO: all public profiles (take, skip)',
      query: TakeSkipPaging,
      result: TakeSkipPage(PublicProfileSchema),
      handler: allProfiles
    }),

    endpoint({
      method: 'GET',
      path: '/admin/api-keys',
      access: 'admin',
      summary: 'service API keys',
      query: AdminListQuery,
      result: ApiKeyList,
      handler: listApiKeys
    }),
    endpoint({
      method: 'POST',
      path: '/admin/api-keys',
      access: 'admin',
      summary: 'create a service API key (its secret is shown once)',
      body: ApiKeyCreateSchema,
      result: ApiKeyCreatedSchema,
      status: 201,
      handler: createApiKey
    }),
    endpoint({
      method: 'GET',
      path: '/admin/api-keys/{id}',
      access: 'admin',
      summary: 'one service API key',
      params: IdParams,
      result: ApiKeySchema,
      handler: getApiKey
    }),
    endpoint({
      method: 'DELETE',
      path: '/admin/api-keys/{id}',
      access: 'admin',
      summary: 'revoke a service API key',
      params: IdParams,
      result: ApiKeySchema,
      handler: revokeApiKey
    }),

    ...moderationEndpoints,
    ...credentialEndpoints,
    ...profileEndpoints,
    ...entryEndpoints,
    ...imageEndpoints,
    ...providerTokenEndpoints,
    ...providerCredentialEndpoints,
    ...phoneEndpoints
  ]
)

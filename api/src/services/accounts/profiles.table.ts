import { Type } from '@sinclair/typebox'
import {
  AdminListQuery,
  AdminPage,
  BadgesChangeSchema,
  CapabilitiesSchema,
  DeactivationCancelSchema,
  DeactivationRequestCreateSchema,
  DeactivationRequestListedSchema,
  DeactivationRequestSchema,
  IdParams,
  ProfilesQuery,
  PublicProfileSchema,
  TakeSkipPage,
  TakeSkipPaging,
  UserDataSchema,
  UserDataUpdateSchema,
  UserSchema,
  UserSocialsSchema
} from '@spinroom/schemas'
import { endpoint, type Endpoint } from '../../lib/endpoint.ts'
import { profilesBatch, publicProfile, serviceProfile, updatedProfiles } from './profiles/public-profiles.ts'
import { ownCapabilities, readUserData, updateUserData } from './profiles/user-data.ts'
import { updateSocials } from './profiles/socials.ts'
import { addBadges, removeBadges } from './profiles/badges.ts'
import {
  cancelDeactivationRequest,
  deactivate,
  listDeactivationRequests,
  reactivate,
  requestDeactivation
} from './deactivation/deactivation.ts'

const DeactivationList = Type.Union([
  AdminPage(DeactivationRequestListedSchema),
  Type.Array(DeactivationRequestListedSchema)
])

/** Profiles, user data, socials and deactivation. */
export const profileEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: '/profile/{id}',
    access: 'any',
    summary: "a user's public profile; 404 'User profile not found'",
    params: IdParams,
    result: PublicProfileSchema,
    handler: publicProfile
  }),
  endpoint({
    method: 'GET',
    path: '/profile/{id}/service',
    access: 'service',
    summary: 'full profile (service-to-service)',
    params: IdParams,
    result: UserSchema,
    handler: serviceProfile
  }),
  endpoint({
    method: 'GET',
    path: '/users/profiles',
    access: 'any',
    summary: 'public profiles of up to 150 users (query users=id1,id2); unknown ones are left out',
    query: ProfilesQuery,
    result: Type.Array(PublicProfileSchema),
    handler: profilesBatch
  }),
  endpoint({
    method: 'GET',
    path: '/users/user/{id}',
    access: 'any',
    summary: "a user's public profile",
    params: IdParams,
    result: PublicProfileSchema,
    handler: publicProfile
  }),
  endpoint({
    method: 'GET',
    path: '/users/capabilities',
    access: 'user',
    summary: "caller's capabilities",
    result: CapabilitiesSchema,
    handler: ownCapabilities
  }),
  endpoint({
    method: 'POST',
    path: '/users/user-socials',
    access: 'user',
    summary: "set the caller's social links (handles or profile URLs; null clears)",
    body: UserSocialsSchema,
    result: PublicProfileSchema,
    handler: updateSocials
  }),
  endpoint({
    method: 'PUT',
    path: '/users/profile/user-data',
    access: 'user',
    summary: "update caller's music providers (one streaming-class provider at most, sorted first) and settings",
    body: UserDataUpdateSchema,
    result: UserDataSchema,
    handler: updateUserData
  }),
  endpoint({
    method: 'GET',
    path: '/users/profile/user-data',
    access: 'user',
    summary: "caller's music providers and settings",
    result: UserDataSchema,
    handler: readUserData
  }),
  endpoint({
    method: 'POST',
    path: '/users/add-badges-service',
    access: 'service',
    summary: 'add badges to a user',
    body: BadgesChangeSchema,
    result: UserSchema,
    handler: addBadges
  }),
  endpoint({
    method: 'POST',
    path: '/users/remove-badges-service',
    access: 'service',
    summary: 'remove badges from a user',
    body: BadgesChangeSchema,
    result: UserSchema,
    handler: removeBadges
  }),
  endpoint({
    method: 'GET',
    path: '/users/service/update-user-profiles',
    access: 'service',
    summary: 'SEO: public profiles, recently updated first (take, skip)',
    query: TakeSkipPaging,
    result: TakeSkipPage(PublicProfileSchema),
    handler: updatedProfiles
  }),
  endpoint({
    method: 'GET',
    path: '/users/service/{id}/user-profile',
    access: 'service',
    summary: 'SEO: one public profile',
    params: IdParams,
    result: PublicProfileSchema,
    handler: publicProfile
  }),

  endpoint({
    method: 'POST',
    path: '/users/request-deactivate',
    access: 'user',
    summary: 'request the deactivation of the own account; 409 while one is open',
    body: DeactivationRequestCreateSchema,
    result: DeactivationRequestSchema,
    status: 201,
    handler: requestDeactivation
  }),
  endpoint({
    method: 'GET',
    path: '/users/list-deactivate',
    access: 'admin',
    summary: 'open deactivation requests, with nickname and e-mail',
    query: AdminListQuery,
    result: DeactivationList,
    handler: listDeactivationRequests
  }),
  endpoint({
    method: 'DELETE',
    path: '/users/deactivate/{id}',
    access: 'admin',
    summary: 'deactivate an account (data kept; it can no longer sign in)',
    params: IdParams,
    result: UserSchema,
    handler: deactivate
  }),
  endpoint({
    method: 'POST',
    path: '/users/reactivate/{id}',
    access: 'self',
    summary: 'withdraw an open deactivation request, or reactivate a deactivated account (admins)',
    params: IdParams,
    result: UserSchema,
    owner: ({ params }) => params.id,
    handler: reactivate
  }),
  endpoint({
    method: 'POST',
    path: '/users/cancel-requested-deactivate',
    access: 'mod',
    summary: "cancel a user's open deactivation request",
    body: DeactivationCancelSchema,
    result: DeactivationRequestSchema,
    handler: cancelDeactivationRequest
  })
]

import { Type } from '@sinclair/typebox'
import { IdParams, TakeSkipPage, TakeSkipPaging } from '../common.ts'
import {
  BadgesChangeSchema,
  CapabilitiesSchema,
  ProfilesQuery,
  PublicProfileSchema,
  UserSocialsSchema
} from './profile.ts'
import { UserDataSchema, UserDataUpdateSchema } from './user-data.ts'
import { UserSchema } from './user.ts'
import { routeGroup } from '../route.ts'

export const profileRoutes = routeGroup({
  getPublicProfile: {
    method: 'GET',
    path: '/profile/{id}',
    access: 'any',
    summary: "a user's public profile; 404 'User profile not found'",
    params: IdParams,
    result: PublicProfileSchema,
    errors: { 404: 'User profile not found' }
  },
  getServiceProfile: {
    method: 'GET',
    path: '/profile/{id}/service',
    access: 'service',
    summary: 'full profile (service-to-service)',
    params: IdParams,
    result: UserSchema
  },
  listProfiles: {
    method: 'GET',
    path: '/users/profiles',
    access: 'any',
    summary: 'public profiles of up to 150 users (query users=id1,id2); unknown ones are left out',
    query: ProfilesQuery,
    result: Type.Array(PublicProfileSchema)
  },
  getUserProfile: {
    method: 'GET',
    path: '/users/user/{id}',
    access: 'any',
    summary: "a user's public profile",
    params: IdParams,
    result: PublicProfileSchema,
    errors: { 404: 'User profile not found' }
  },
  ownCapabilities: {
    method: 'GET',
    path: '/users/capabilities',
    access: 'user',
    summary: "caller's capabilities",
    result: CapabilitiesSchema
  },
  updateSocials: {
    method: 'POST',
    path: '/users/user-socials',
    access: 'user',
    summary: "set the caller's social links (handles or profile URLs; null clears)",
    body: UserSocialsSchema,
    result: PublicProfileSchema
  },
  updateUserData: {
    method: 'PUT',
    path: '/users/profile/user-data',
    access: 'user',
    summary: "update caller's music providers (one streaming-class provider at most, sorted first) and settings",
    body: UserDataUpdateSchema,
    result: UserDataSchema
  },
  getUserData: {
    method: 'GET',
    path: '/users/profile/user-data',
    access: 'user',
    summary: "caller's music providers and settings",
    result: UserDataSchema
  },
  addBadges: {
    method: 'POST',
    path: '/users/add-badges-service',
    access: 'service',
    summary: 'add badges to a user',
    body: BadgesChangeSchema,
    result: UserSchema
  },
  removeBadges: {
    method: 'POST',
    path: '/users/remove-badges-service',
    access: 'service',
    summary: 'remove badges from a user',
    body: BadgesChangeSchema,
    result: UserSchema
  },
  listUpdatedProfiles: {
    method: 'GET',
    path: '/users/service/update-user-profiles',
    access: 'service',
    summary: 'SEO: public profiles, recently updated first (take, skip)',
    query: TakeSkipPaging,
    result: TakeSkipPage(PublicProfileSchema)
  },
  getSeoProfile: {
    method: 'GET',
    path: '/users/service/{id}/user-profile',
    access: 'service',
    summary: 'SEO: one public profile',
    params: IdParams,
    result: PublicProfileSchema,
    errors: { 404: 'User profile not found' }
  }
})

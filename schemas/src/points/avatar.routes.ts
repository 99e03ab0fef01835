import { Type } from '@sinclair/typebox'
import { AdminListQuery, AdminPage } from '../common.ts'
import {
  AvatarCreateSchema,
  AvatarLookupParams,
  AvatarParams,
  AvatarPatchSchema,
  AvatarSchema,
  AvatarUsageSchema,
  AvatarUserParams
} from './avatar.ts'
import { routeGroup } from '../route.ts'

const AvatarList = Type.Union([AdminPage(AvatarSchema), Type.Array(AvatarSchema)])
const Avatars = Type.Array(AvatarSchema)
const tags = ['avatars']
const rules =
  'A SEASON_AWARD avatar needs seasonId and pointsThreshold (400 naming the one missing); any other has neither (400 naming it). 409 for a taken slug.'
const usage =
  'PUBLIC avatars, those assigned to the user (any status) and SUBSCRIBER_ONLY ones for subscribers (a PLATINUM or DOUBLE_PLATINUM badge); a discordOnly avatar only with a linked Discord account.'

/** Avatars: admin CRUD, what a user may use, lookups. */
export const avatarRoutes = routeGroup({
  listAvatars: {
    method: 'GET',
    path: '/admin/avatars',
    access: 'admin',
    summary: 'avatars (admin list-query language or simple-rest)',
    tags,
    query: AdminListQuery,
    result: AvatarList
  },
  getAvatar: {
    method: 'GET',
    path: '/admin/avatars/{slug}',
    access: 'admin',
    summary: 'one avatar',
    tags,
    params: AvatarParams,
    result: AvatarSchema
  },
  deleteAvatar: {
    method: 'DELETE',
    path: '/admin/avatars/{slug}',
    access: 'admin',
    summary: 'delete an avatar (its assignments go, profiles wearing it lose it)',
    tags,
    params: AvatarParams,
    result: AvatarSchema
  },
  createAvatar: {
    method: 'POST',
    path: '/avatars',
    access: 'admin',
    summary: 'create an avatar',
    description: rules,
    tags,
    body: AvatarCreateSchema,
    result: AvatarSchema,
    status: 201
  },
  listUsableAvatars: {
    method: 'GET',
    path: '/avatars',
    access: 'user',
    summary: 'avatars the caller may use',
    description: usage,
    tags,
    result: Avatars
  },
  listSubscriberAvatars: {
    method: 'GET',
    path: '/avatars/subscriber',
    access: 'user',
    summary: 'every SUBSCRIBER_ONLY avatar',
    tags,
    result: Avatars
  },
  listPublicAvatars: {
    method: 'GET',
    path: '/all-avatars',
    access: 'any',
    summary: 'every PUBLIC avatar',
    tags,
    result: Avatars
  },
  getAvatarBySlug: {
    method: 'GET',
    path: '/avatars/{slug}',
    access: 'any',
    summary: 'one avatar',
    tags,
    params: AvatarParams,
    result: AvatarSchema
  },
  updateAvatar: {
    method: 'PATCH',
    path: '/avatars/{slug}',
    access: 'admin',
    summary: 'update an avatar (a new slug follows into profiles wearing it)',
    description: rules,
    tags,
    params: AvatarParams,
    body: AvatarPatchSchema,
    result: AvatarSchema
  },
  deleteAvatarBySlug: {
    method: 'DELETE',
    path: '/avatars/{slug}',
    access: 'admin',
    summary: 'delete an avatar (its assignments go, profiles wearing it lose it)',
    tags,
    params: AvatarParams,
    result: AvatarSchema
  },
  getAvatarUsage: {
    method: 'GET',
    path: '/avatars/{slug}/{uuid}',
    access: 'any',
    summary: 'may user {uuid} use avatar {slug}, and why',
    description: usage,
    tags,
    params: AvatarUserParams,
    result: AvatarUsageSchema
  },
  lookUpAvatar: {
    method: 'GET',
    path: '/service/avatar/{avatarSlug}',
    access: 'service',
    summary: 'avatar lookup by slug (service-to-service)',
    tags,
    params: AvatarLookupParams,
    result: AvatarSchema
  }
})

import { Type } from '@sinclair/typebox'
import {
  AdminListQuery,
  AdminPage,
  AvatarCreateSchema,
  AvatarLookupParams,
  AvatarParams,
  AvatarPatchSchema,
  AvatarSchema,
  AvatarUsageSchema,
  AvatarUserParams
} from '@spinroom/schemas'
import { endpoint, type Endpoint } from '../../lib/endpoint.ts'
import { createAvatar, deleteAvatar, getAvatar, listAvatarsAsAdmin, lookUpAvatar, updateAvatar } from './avatars.ts'
import { avatarUsageOf, publicAvatars, subscriberAvatars, usableAvatars } from './avatar-choices.ts'

const AvatarList = Type.Union([AdminPage(AvatarSchema), Type.Array(AvatarSchema)])
const Avatars = Type.Array(AvatarSchema)
const tags = ['avatars']
const rules =
  'A SEASON_AWARD avatar needs seasonId and pointsThreshold (400 naming the one missing); any other has neither (400 naming it). 409 for a taken slug.'
const usage =
  'PUBLIC avatars, those assigned to the user (any status) and SUBSCRIBER_ONLY ones for subscribers (a PLATINUM or DOUBLE_PLATINUM badge); a discordOnly avatar only with a linked Discord account.'

/** Avatars: admin CRUD, what a user may use, lookups. */
export const avatarEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: '/admin/avatars',
    access: 'admin',
    summary: 'avatars (admin list-query language or simple-rest)',
    tags,
    query: AdminListQuery,
    result: AvatarList,
    handler: listAvatarsAsAdmin
  }),
  endpoint({
    method: 'GET',
    path: '/admin/avatars/{slug}',
    access: 'admin',
    summary: 'one avatar',
    tags,
    params: AvatarParams,
    result: AvatarSchema,
    handler: getAvatar
  }),
  endpoint({
    method: 'DELETE',
    path: '/admin/avatars/{slug}',
    access: 'admin',
    summary: 'delete an avatar (its assignments go, profiles wearing it lose it)',
    tags,
    params: AvatarParams,
    result: AvatarSchema,
    handler: deleteAvatar
  }),
  endpoint({
    method: 'POST',
    path: '/avatars',
    access: 'admin',
    summary: 'create an avatar',
    description: rules,
    tags,
    body: AvatarCreateSchema,
    result: AvatarSchema,
    status: 201,
    handler: createAvatar
  }),
  endpoint({
    method: 'GET',
    path: '/avatars',
    access: 'user',
    summary: 'avatars the caller may use',
    description: usage,
    tags,
    result: Avatars,
    handler: usableAvatars
  }),
  endpoint({
    method: 'GET',
    path: '/avatars/subscriber',
    access: 'user',
    summary: 'every SUBSCRIBER_ONLY avatar',
    tags,
    result: Avatars,
    handler: subscriberAvatars
  }),
  endpoint({
    method: 'GET',
    path: '/all-avatars',
    access: 'any',
    summary: 'every PUBLIC avatar',
    tags,
    result: Avatars,
    handler: publicAvatars
  }),
  endpoint({
    method: 'GET',
    path: '/avatars/{slug}',
    access: 'any',
    summary: 'one avatar',
    tags,
    params: AvatarParams,
    result: AvatarSchema,
    handler: getAvatar
  }),
  endpoint({
    method: 'PATCH',
    path: '/avatars/{slug}',
    access: 'admin',
    summary: 'update an avatar (a new slug follows into profiles wearing it)',
    description: rules,
    tags,
    params: AvatarParams,
    body: AvatarPatchSchema,
    result: AvatarSchema,
    handler: updateAvatar
  }),
  endpoint({
    method: 'DELETE',
    path: '/avatars/{slug}',
    access: 'admin',
    summary: 'delete an avatar (its assignments go, profiles wearing it lose it)',
    tags,
    params: AvatarParams,
    result: AvatarSchema,
    handler: deleteAvatar
  }),
  endpoint({
    method: 'GET',
    path: '/avatars/{slug}/{uuid}',
    access: 'any',
    summary: 'may user {uuid} use avatar {slug}, and why',
    description: usage,
    tags,
    params: AvatarUserParams,
    result: AvatarUsageSchema,
    handler: avatarUsageOf
  }),
  endpoint({
    method: 'GET',
    path: '/service/avatar/{avatarSlug}',
    access: 'service',
    summary: 'avatar lookup by slug (service-to-service)',
    tags,
    params: AvatarLookupParams,
    result: AvatarSchema,
    handler: lookUpAvatar
  })
]

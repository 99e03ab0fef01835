import { Type } from '@sinclair/typebox'
import { AdminListQuery, AdminPage, IdParams, TakeSkipPage, TakeSkipPaging } from '../common.ts'
import { AuthResultSchema } from './auth.ts'
import { UserEmailSchema } from './email.ts'
import { UserImageSchema } from './image.ts'
import { PublicProfileSchema } from './profile.ts'
import { UserProfilePatchSchema, UserSchema, UserSignUpSchema } from './user.ts'
import { routeGroup } from '../route.ts'

const UserList = Type.Union([AdminPage(UserSchema), Type.Array(UserSchema)])

export const userRoutes = routeGroup({
  signUp: {
    method: 'POST',
    path: '/users/sign-up',
    access: 'public',
    rateLimit: 'signUp',
    summary: 'sign up and sign in',
    body: UserSignUpSchema,
    result: AuthResultSchema,
    status: 201,
    missing: 'Email or password is missing in request'
  },
  adminSignUp: {
    method: 'POST',
    path: '/users/admin/sign-up',
    access: 'admin',
    summary: 'create an administrator',
    body: UserSignUpSchema,
    result: UserSchema,
    status: 201,
    missing: 'Email or password is missing in request',
    errors: { 403: 'This email is already registered' }
  },
  listUsers: {
    method: 'GET',
    path: '/admin/users',
    access: 'admin',
    summary: 'user list (admin list-query language or simple-rest)',
    query: AdminListQuery,
    result: UserList
  },
  getUser: {
    method: 'GET',
    path: '/admin/users/{id}',
    access: 'admin',
    summary: 'user detail',
    params: IdParams,
    result: UserSchema
  },
  listUserEmails: {
    method: 'GET',
    path: '/admin/users/{id}/emails',
    access: 'admin',
    summary: "a user's e-mail addresses, deleted ones included (our addition, for the console)",
    params: IdParams,
    result: Type.Array(UserEmailSchema)
  },
  listUserImages: {
    method: 'GET',
    path: '/admin/users/{id}/images',
    access: 'admin',
    summary: "a user's pictures (our addition, for the console)",
    params: IdParams,
    result: Type.Array(UserImageSchema)
  },
  ownProfile: {
    method: 'GET',
    path: '/users/profile',
    access: 'user',
    summary: "caller's profile",
    result: UserSchema
  },
  updateOwnProfile: {
    method: 'POST',
    path: '/users/profile',
    access: 'user',
    summary: "update caller's profile",
    body: UserProfilePatchSchema,
    result: UserSchema
  },
  listAllProfiles: {
    method: 'GET',
    path: '/users/service/all-user-profiles',
    access: 'service',
    summary: 'SEO: all public profiles (take, skip)',
    query: TakeSkipPaging,
    result: TakeSkipPage(PublicProfileSchema)
  }
})

import { Type, type Static } from '@sinclair/typebox'
import { StringEnum } from './common.ts'

export const userRoles = [
  'globalModerator',
  'admin',
  'moderator',
  'staff',
  'promoter',
  'user',
  'superUser',
  'bot'
] as const
export type UserRole = (typeof userRoles)[number]

/**
 * Who may call an endpoint (the access column of spec/endpoints.tsv). `self`: the user the call is about, or an admin.
 * `selfOrService`: the owner of what the call touches, a service API key or an admin (the token ledger's holds, where a
 * service acts for the user). `room`: a signed-in user holding one of the route's `roomRoles` in the room the call
 * touches (and, where the route says so, any global moderator), or an admin.
 */
export const accessLevels = [
  'public',
  'any',
  'user',
  'self',
  'selfOrService',
  'room',
  'mod',
  'admin',
  'service',
  'bot',
  'hook'
] as const
export type AccessLevel = (typeof accessLevels)[number]

/** What the bearer of a credential is: the `type` claim of an access token, or `service` for an API key. */
export const tokenTypes = ['user', 'guest', 'bot', 'service'] as const
export type TokenType = (typeof tokenTypes)[number]
export const TokenTypeSchema = StringEnum(tokenTypes)

/** The nickname a guest gets with their token, which rooms and the console show: `Guest-` and their uuid's start. */
export const guestNickname = (uuid: string) => `Guest-${uuid.slice(0, 4).toUpperCase()}`

export const adminRoles: readonly UserRole[] = ['admin', 'superUser']
export const modRoles: readonly UserRole[] = ['moderator', 'globalModerator', 'admin', 'superUser']

export const hasAnyRole = (roles: readonly string[] | undefined, wanted: readonly UserRole[]) =>
  !!roles && roles.some((role) => (wanted as readonly string[]).includes(role))
export const isAdmin = (roles: readonly string[] | undefined) => hasAnyRole(roles, adminRoles)
export const isModerator = (roles: readonly string[] | undefined) => hasAnyRole(roles, modRoles)

/** Roles that only administrators may grant; moderators grant the others. */
export const adminGrantedRoles: readonly UserRole[] = ['admin', 'superUser', 'globalModerator']
export const mayGrantRole = (role: UserRole, callerRoles: readonly string[] | undefined) =>
  isAdmin(callerRoles) || (isModerator(callerRoles) && !adminGrantedRoles.includes(role))

/** Claims of an access token. */
export const TokenPayloadSchema = Type.Object({
  sub: Type.String(),
  type: TokenTypeSchema,
  nickname: Type.Optional(Type.String()),
  roles: Type.Optional(Type.Array(Type.String())),
  iat: Type.Optional(Type.Integer()),
  /** `iat` in milliseconds: a revocation in the same second as a sign-in tells the two apart. */
  iatMs: Type.Optional(Type.Integer()),
  exp: Type.Optional(Type.Integer())
})
export type TokenPayload = Static<typeof TokenPayloadSchema>

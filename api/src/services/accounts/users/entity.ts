import { randomInt, randomUUID } from 'node:crypto'
import type { KnexService } from '@feathersjs/knex'
import type { Knex } from 'knex'
import { userListFields, userRoutes, UserSchema, userSearchFields, type UserRole } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import { ADMINS, userChannel } from '../../../channels.ts'
import { Forbidden, NotAuthenticated } from '../../../errors.ts'
import { defineEntity } from '../../../lib/entity.ts'
import { serviceAt } from '../../../lib/service-at.ts'
import { hashPassword } from '../../../auth/passwords.ts'
import { assertNicknameFree, sameNickname, writingNickname } from './nicknames.ts'
import type { UserRow } from './row.ts'

// UserRow has a file of its own so that the app's types (caller.ts) can name it without importing this one.
export type { UserRow }

export const usersEntity = defineEntity({
  table: 'users',
  path: 'api/user-service/users',
  resource: 'users',
  schema: UserSchema,
  listFields: userListFields,
  searchFields: userSearchFields,
  arrayFields: ['roles', 'badges', 'capabilities'],
  defaultSort: { createdAt: -1 },
  // A user's data goes to that user's connections and to administrators, never to others.
  publish: (user, app) => [app.channel(userChannel(user.id)), app.channel(ADMINS)]
})

type JsonArrayColumn = 'roles' | 'badges' | 'capabilities'
/** What the users service writes: jsonb arrays as JSON text, since node-pg would send an array as a PostgreSQL one. */
export type UserWrite = Partial<Omit<UserRow, JsonArrayColumn>> & Partial<Record<JsonArrayColumn, string>>

export const usersService = (app: Application) => serviceAt<KnexService<UserRow, UserWrite>>(app, usersEntity.path)

export const findUserByEmail = (knex: Knex, email: string): Promise<UserRow | undefined> =>
  knex('users').where('email', email.trim().toLowerCase()).first()

export const findUserById = (knex: Knex, id: string): Promise<UserRow | undefined> =>
  knex('users').where('id', id).first()

/** Banned now: a temporary ban lapses by itself at `bannedUntil`. */
export const isBanned = (user: UserRow) =>
  user.status === 'banned' && (!user.bannedUntil || new Date(user.bannedUntil) > new Date())

/** A banned or deactivated account can neither sign in nor use a token it holds. */
export function assertCanSignIn(user: UserRow): void {
  if (isBanned(user)) throw new NotAuthenticated('This account is banned')
  if (user.status === 'deactivated') throw new NotAuthenticated('This account is deactivated')
}

const nicknameBase = (email: string) =>
  email
    .split('@')[0]
    .replace(/[^A-Za-z0-9_.-]/g, '')
    .slice(0, 40) || 'listener'

async function freeNickname(knex: Knex, wanted: string | undefined, email: string): Promise<string> {
  if (wanted) {
    await assertNicknameFree(knex, wanted)
    return wanted
  }
  const base = nicknameBase(email)
  for (let attempt = 0; ; attempt++) {
    const candidate = attempt === 0 ? base : `${base}${randomInt(1000, 99999)}`
    if (!(await sameNickname(knex, candidate).first('id'))) return candidate
  }
}

export interface NewUser {
  /** Absent for accounts whose provider gave no verified address. */
  email?: string
  /** Absent for accounts that sign in through a provider (they may set one later). */
  password?: string
  nickname?: string
  roles?: UserRole[]
}

/** Creates an account (password hashed, if any); 403 'This email is already registered' when the e-mail is taken. */
export async function createUser(app: Application, data: NewUser): Promise<UserRow> {
  const knex = app.get('knex')
  const email = data.email?.trim().toLowerCase() ?? null
  const taken = () => new Forbidden(userRoutes.adminSignUp.errors[403])
  if (email && (await findUserByEmail(knex, email))) throw taken()
  const row = {
    id: randomUUID(),
    email,
    password: data.password ? await hashPassword(data.password) : null,
    nickname: await freeNickname(knex, data.nickname, email ?? 'listener'),
    roles: JSON.stringify(data.roles ?? ['user'])
  }
  try {
    return await writingNickname(row.nickname, usersService(app).create(row))
  } catch (error) {
    // Two sign-ups racing for one e-mail: the unique index decides, the loser gets the same answer.
    if ((error as { code?: number }).code === 409 && email && (await findUserByEmail(knex, email))) throw taken()
    throw error
  }
}

import type { Knex } from 'knex'
import type { UserRole } from '@spinroom/schemas'
import type { Application } from '../declarations.ts'
import { hashPassword, verifyPassword } from '../auth/passwords.ts'
import { dropCachedUser } from '../auth/accounts-cache.ts'
import { createUser, findUserByEmail, type UserRow } from '../services/accounts/users/entity.ts'
import { revokeTokensNow } from '../services/accounts/users/revocation.ts'
import { decorateDemoAccounts } from './profiles.ts'
import { seedSeasons } from './points.ts'
import { seedRankings } from './rankings.ts'
import { seedAvatars } from './avatars.ts'
import { seedRoomModerator, seedRooms } from './rooms.ts'
import { seedCommunities } from './communities.ts'
import { seedStore } from './store.ts'
import { seedTokens } from './tokens.ts'
import { seedSongs } from './songs.ts'
import { seedCrates } from './crates.ts'
import { seedDemoDjs } from './djs/seed.ts'
import { seedSocial } from './social.ts'
import { seedAudit } from './audit.ts'
import { findProviderSongs } from './provider-songs.ts'

export interface DemoAccount {
  email: string
  password: string
  nickname: string
  roles: UserRole[]
  /** What the start-up banner calls the account when its global roles do not say (e.g. a room's moderator). */
  label?: string
}

/** Demo accounts with known passwords, created on first start with an empty database. */
export const demoAccounts: DemoAccount[] = [
  { email: 'admin@spinroom.test', password: 'spinroom-admin', nickname: 'admin', roles: ['user', 'admin'] },
  { email: 'mod@spinroom.test', password: 'spinroom-mod', nickname: 'moderator', roles: ['user', 'moderator'] },
  { email: 'ana@spinroom.test', password: 'spinroom-user', nickname: 'ana', roles: ['user'] },
  { email: 'ben@spinroom.test', password: 'spinroom-user', nickname: 'ben', roles: ['user'] },
  { email: 'cleo@spinroom.test', password: 'spinroom-user', nickname: 'cleo', roles: ['user', 'promoter'] },
  { email: 'dj.kai@spinroom.test', password: 'spinroom-user', nickname: 'djkai', roles: ['user'] },
  // Moderates one room only (seedRoomModerator): the console's room-only moderator.
  {
    email: 'roommod@spinroom.test',
    password: 'spinroom-mod',
    nickname: 'roommod',
    roles: ['user'],
    label: 'room moderator'
  }
]

/** Whether the database has no user yet: the demo data goes only there. */
export async function wantsDemoData(knex: Knex): Promise<boolean> {
  const { count } = (await knex('users').count<{ count: number }[]>('id as count'))[0]
  return Number(count) === 0
}

/** Creates the demo data when the database has no user; returns the accounts it created. */
export async function seedDemoData(app: Application): Promise<DemoAccount[]> {
  const knex = app.get('knex')
  if (!(await wantsDemoData(knex))) return []
  const users: UserRow[] = []
  for (const account of demoAccounts) users.push(await createUser(app, account))
  await decorateDemoAccounts(app, users)
  await seedRooms(app, users)
  await seedSeasons(app)
  await seedRankings(app, users)
  await seedAvatars(app)
  await seedCommunities(app, users)
  await seedStore(app)
  await seedTokens(app, users)
  // The providers are searched while the demo songs are made: a provider that is slow costs the start nothing more.
  const [songs, found] = await Promise.all([seedSongs(app, users), findProviderSongs(app)])
  await seedCrates(app, users, songs, found)
  await seedDemoDjs(
    app,
    users.find((u) => u.nickname === 'admin')!,
    songs,
    found.songs
  )
  await seedRoomModerator(app, users)
  await seedSocial(app, users)
  await seedAudit(app, users, songs)
  return demoAccounts
}

/** `ADMIN_EMAIL` + `ADMIN_PASSWORD`: make sure that administrator exists with that password. */
export async function ensureAdmin(app: Application, email: string, password: string): Promise<'created' | 'updated'> {
  const knex = app.get('knex')
  const existing = await findUserByEmail(knex, email)
  if (!existing) {
    await createUser(app, { email, password, roles: ['user', 'admin'] })
    return 'created'
  }
  const roles = [...new Set([...existing.roles, 'admin'])]
  // Every start sets the password: only a different one signs the administrator out.
  const changed = !(await verifyPassword(existing.password, password))
  await knex('users')
    .where('id', existing.id)
    .update({
      password: await hashPassword(password),
      roles: JSON.stringify(roles),
      status: 'active',
      bannedUntil: null,
      ...(changed ? revokeTokensNow() : {}),
      updatedAt: knex.fn.now()
    })
  dropCachedUser(app, existing.id)
  return 'updated'
}

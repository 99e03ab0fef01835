// `node --import tsx api/bench/phases.ts`: what one admin-users request costs, phase by phase, one call at a
// time (no concurrency), on the same database choice as `npm run bench`.
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { AdminListQuery } from '@spinroom/schemas'
import { loadConfig } from '../src/configuration.ts'
import { createApp } from '../src/app.ts'
import { createUser, findUserById, usersEntity } from '../src/services/accounts/users/entity.ts'
import type { Authentication } from '../src/auth/authentication.ts'
import { AUTH_PATH } from '../src/lib/caller.ts'
import { compileValidator } from '../src/lib/validate.ts'
import { planAdminList } from '../src/lib/list-query.ts'
import { entityService, pagination } from '../src/lib/entity.ts'
import { openBenchDatabase, seedUsers } from './database.ts'
import { startBareServer } from './bare.ts'

const iterations = Number(process.env.BENCH_ITERATIONS || 1000)
const ADMIN = { email: 'bench-admin@bench.example', password: 'bench-admin-password-1', nickname: 'bench-admin' }

async function time(label: string, op: () => unknown, n = iterations): Promise<number> {
  for (let i = 0; i < Math.min(200, n); i++) await op()
  const start = process.hrtime.bigint()
  for (let i = 0; i < n; i++) await op()
  const us = Number(process.hrtime.bigint() - start) / 1000 / n
  console.log(`${label.padEnd(58)} ${us.toFixed(1).padStart(9)} µs`)
  return us
}

const db = await openBenchDatabase(process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined)
try {
  const knex = db.knex
  await seedUsers(knex, 1000)
  const app = await createApp(
    loadConfig({ LOG_LEVEL: 'silent' }, { port: 0, host: '127.0.0.1', dataDir: undefined, demoData: false }),
    knex
  )
  const admin = await createUser(app, { ...ADMIN, roles: ['user', 'admin'] })
  const server: Server = await app.listen(0)
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const login = await fetch(`${base}/api/user-service/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN)
  })
  const { accessToken } = (await login.json()) as { accessToken: string }
  const bare = await startBareServer(knex)

  console.log(`database: ${db.label}; ${iterations} sequential calls each\n`)
  // Services are registered from tables at run time: their declared types name none of them.
  const auth = app.service(AUTH_PATH as never) as unknown as Authentication
  const validate = compileValidator(AdminListQuery, 'query')
  const rows = (await knex('users')
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'asc' }
    ])
    .limit(20)) as Record<string, unknown>[]
  const plan = planAdminList(usersEntity, { limit: 20 })

  await time('select 1 (one database round trip)', () => knex.raw('select 1'))
  await time('jwtVerify ES256 (jose)', () => auth.verifyAccessToken(accessToken))
  await time('user lookup by id (TokenStrategy, every request)', () => findUserById(knex, admin.id))
  await time('authenticate: jwt verify + user lookup', () =>
    auth.authenticate({ strategy: 'jwt', accessToken }, {}, 'jwt', 'apiKey')
  )
  await time('ajv AdminListQuery validation', () => validate({ limit: '20' }))
  await time('planAdminList (crud-request parse)', () => planAdminList(usersEntity, { limit: 20 }))
  await time('usersEntity.external x 20 rows', () => rows.map(usersEntity.external))
  await time('page query only (select * ... limit 20)', () =>
    knex('users')
      .orderBy([
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'asc' }
      ])
      .limit(20)
  )
  await time('count query only (select count(id))', () => knex('users').count('id as total'))
  await time('page + count, plain knex (the bare handler)', async () => {
    await knex('users')
      .orderBy([
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'asc' }
      ])
      .limit(20)
    await knex('users').count('id as total')
  })
  await time('page + count, in parallel (Promise.all)', () =>
    Promise.all([
      knex('users')
        .orderBy([
          { column: 'createdAt', order: 'desc' },
          { column: 'id', order: 'asc' }
        ])
        .limit(20),
      knex('users').count('id as total')
    ])
  )
  await time('KnexService find (page + count + after hook)', () =>
    // The planned query is the route's, which Feathers' query type for this entity does not know.
    entityService(app, usersEntity).find({ query: plan.query, paginate: pagination } as never)
  )
  // As above: a route's service, typed here by the one method the bench calls.
  const adminUsers = app.service('api/user-service/admin/users' as never) as unknown as {
    find(params: object): Promise<unknown>
  }
  await time('Feathers service call, as REST would (no HTTP)', () =>
    adminUsers.find({
      provider: 'rest',
      authentication: { strategy: 'jwt', accessToken },
      query: { limit: '20' },
      headers: {}
    })
  )
  const headers = { authorization: `Bearer ${accessToken}` }
  await time(
    'HTTP GET bare koa (fetch, one at a time)',
    async () => (await fetch(bare.url)).arrayBuffer(),
    Math.min(iterations, 500)
  )
  await time(
    'HTTP GET api (fetch, one at a time)',
    async () => (await fetch(`${base}/api/user-service/admin/users?limit=20`, { headers })).arrayBuffer(),
    Math.min(iterations, 500)
  )

  await bare.close()
  await app.teardown()
} finally {
  await db.close()
}

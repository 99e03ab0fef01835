import { createServer } from 'node:net'
import knexFactory from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { loadConfig } from '../../src/configuration.ts'
import { openForStart } from '../../src/demo/seed-process.ts'
import { createHealth } from '../../src/lib/health.ts'
import { createLogger } from '../../src/lib/log.ts'
import { testDatabase } from '../helpers/database.ts'
import { missing, needing } from '../helpers/needs.ts'
import { startServer, testConfig, type TestServer } from '../helpers/server.ts'

const redisUrl = process.env.REDIS_URL
/** The most connections a database's pool opens (tarn's pool, which knex does not type). */
const poolMax = (knex: Knex) => (knex.client as { pool: { max: number } }).pool.max
const silent = createLogger({ level: 'silent', format: 'json' })

/** A TCP port on which nothing listens. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

let s: TestServer
beforeAll(async () => {
  s = await startServer()
})
afterAll(() => s.close())

describe('health endpoints', () => {
  it('live: 200 while the process runs', async () => {
    expect(await s.request('GET', '/health/live')).toMatchObject({ status: 200, body: { status: 'live' } })
  })

  it('ready: 200 naming the database up', async () => {
    const res = await s.request('GET', '/health/ready')
    expect(res).toMatchObject({ status: 200, body: { status: 'ready', ready: true, down: [] } })
    expect(res.body.checks.database).toMatchObject({ up: true, error: null, latencyMs: expect.any(Number) })
    expect(res.body.checks.redis).toBeUndefined()
  })

  it('ready: 503 naming the database while it is unreachable, 200 again once it answers', async () => {
    const knex = s.app.get('knex')
    const unreachable = knexFactory({
      client: 'pg',
      connection: `postgres://postgres@127.0.0.1:${await closedPort()}/none`,
      pool: { min: 0, max: 1 },
      acquireConnectionTimeout: 1000,
      // The refused connection is the point of the test: knex need not print it.
      log: { warn() {}, error() {}, debug() {}, deprecate() {} }
    })
    s.app.set('knex', unreachable)
    try {
      const res = await s.request('GET', '/health/ready')
      expect(res).toMatchObject({ status: 503, body: { status: 'unavailable', ready: false, down: ['database'] } })
      expect(res.body.checks.database).toMatchObject({ up: false, latencyMs: null, error: expect.any(String) })
      // Liveness does not depend on the database: the balancer must not restart a process for its database.
      expect((await s.request('GET', '/health/live')).status).toBe(200)
    } finally {
      s.app.set('knex', knex)
      await unreachable.destroy()
    }
    expect((await s.request('GET', '/health/ready')).status).toBe(200)
  })

  it('shares one round of questions among checks that overlap', async () => {
    const health = await createHealth({ knex: () => s.knex, log: silent })
    try {
      const [first, second] = await Promise.all([health.readiness(), health.readiness()])
      expect(second).toBe(first)
      expect(await health.readiness()).not.toBe(first)
    } finally {
      await health.close()
    }
  })

  it('answers any address without a token: balancers check from their own', async () => {
    expect((await s.request('GET', '/health/ready', { headers: { 'x-forwarded-for': '203.0.113.4' } })).status).toBe(
      200
    )
  })
})

describe('readiness with REDIS_URL', () => {
  it('names Redis down when nothing answers at its address', async () => {
    const health = await createHealth({
      knex: () => s.knex,
      redisUrl: `redis://127.0.0.1:${await closedPort()}`,
      log: silent
    })
    try {
      const readiness = await health.readiness()
      expect(readiness).toMatchObject({ ready: false, down: ['redis'], checks: { database: { up: true } } })
      expect(readiness.checks.redis!.error).toEqual(expect.any(String))
    } finally {
      await health.close()
    }
  })

  it.skipIf(!redisUrl)('is ready when Redis answers', async () => {
    const health = await createHealth({ knex: () => s.knex, redisUrl, log: silent })
    try {
      await expect.poll(async () => (await health.readiness()).ready, { timeout: 5000 }).toBe(true)
      expect((await health.readiness()).checks.redis).toMatchObject({ up: true })
    } finally {
      await health.close()
    }
  })
})

describe('readiness and the database pool', { timeout: 30_000, ...needing(missing.postgres) }, () => {
  it('answers 200 on a connection of its own while every connection of the pool is taken', async () => {
    const knex = s.app.get('knex')
    const held = await Promise.all(Array.from({ length: poolMax(knex) }, () => knex.transaction()))
    try {
      const started = Date.now()
      const res = await s.request('GET', '/health/ready')
      expect(res).toMatchObject({ status: 200, body: { status: 'ready', checks: { database: { up: true } } } })
      // Far below the 2 s readiness waits at most, and the 5 s a call waits for a pooled connection.
      expect(Date.now() - started).toBeLessThan(1500)
    } finally {
      await Promise.all(held.map((trx) => trx.rollback()))
    }
  })

  it('a call that finds every pooled connection busy past the wait answers 503 "busy", not "database unavailable"', async () => {
    const { token } = await s.member()
    const knex = s.app.get('knex')
    const held = await Promise.all(Array.from({ length: poolMax(knex) }, () => knex.transaction()))
    try {
      const res = await s.request('GET', '/api/room-service/rooms/public', { token })
      expect(res).toMatchObject({
        status: 503,
        body: { message: 'The server is busy: try again in a moment', data: { retryAfter: 2 } }
      })
    } finally {
      await Promise.all(held.map((trx) => trx.rollback()))
    }
    expect((await s.request('GET', '/api/room-service/rooms/public', { token })).status).toBe(200)
  })

  it('DATABASE_POOL_MAX sizes the pool: 20 when unset; anything but a whole number stops the start', async () => {
    expect(loadConfig({}).databasePoolMax).toBeUndefined()
    expect(loadConfig({ DATABASE_POOL_MAX: '25' }).databasePoolMax).toBe(25)
    for (const wrong of ['0', '-3', 'many', '2.5'])
      expect(() => loadConfig({ DATABASE_POOL_MAX: wrong })).toThrow(/^DATABASE_POOL_MAX must be a number/)
    const db = await testDatabase()
    const config = testConfig({ databaseUrl: db.url })
    const opened = [
      await openForStart({ ...config, databasePoolMax: 3 }),
      await openForStart({ ...config, databasePoolMax: undefined })
    ]
    try {
      expect(opened.map(({ knex }) => poolMax(knex))).toEqual([3, 20])
    } finally {
      for (const { knex } of opened) await knex.destroy()
      await db.drop()
    }
  })
})

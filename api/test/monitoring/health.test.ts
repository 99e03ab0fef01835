import { createServer } from 'node:net'
import knexFactory from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHealth } from '../../src/lib/health.ts'
import { createLogger } from '../../src/lib/log.ts'
import { startServer, type TestServer } from '../helpers/server.ts'

const redisUrl = process.env.REDIS_URL
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

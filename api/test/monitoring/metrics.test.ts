import { networkInterfaces } from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultRateLimits } from '../../src/lib/rate-limit-settings.ts'
import { serviceKey, startServer, type TestServer } from '../helpers/server.ts'
import { M, fundedUser } from '../helpers/tokens.ts'
import { connectSocket } from '../hostile/raw-socket.ts'

const TOKEN = 'scrape-token-for-tests'
const outsider = { 'x-forwarded-for': '203.0.113.9' }

/** This machine's first address that is not loopback: a real peer other than 127.0.0.1, where there is one. */
const ownAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address

let s: TestServer
beforeAll(async () => {
  s = await startServer({
    config: {
      trustProxy: 1,
      metrics: { enabled: true, allow: ['198.51.100.0/24', '2001:db8::7'], token: TOKEN },
      rateLimits: { ...defaultRateLimits, loginEmail: { points: 1, seconds: 60 } }
    }
  })
})
afterAll(() => s.close())

/** One sample of the exposition: `name{labels} value`, labels in any order. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z0-9_:]+)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!match || match[1] !== name) continue
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]])
    )
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3])
  }
  return undefined
}

const scrape = async () => {
  const res = await s.request('GET', '/metrics', { headers: { accept: 'text/plain' } })
  expect(res.status).toBe(200)
  return res.body as string
}

describe('GET /metrics: who may read it', () => {
  it('answers loopback', async () => {
    const res = await fetch(`${s.url}/metrics`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/plain')
    expect(await res.text()).toContain('# TYPE spinroom_http_request_duration_seconds histogram')
  })

  it('refuses another address (the forwarded one, behind a trusted proxy) with 403 naming the settings', async () => {
    const res = await s.request('GET', '/metrics', { headers: outsider })
    expect(res.status).toBe(403)
    expect(res.body.message).toContain('METRICS_ALLOW')
  })

  it.skipIf(!ownAddress)('refuses a real peer that is not loopback', async () => {
    const port = new URL(s.url).port
    const res = await fetch(`http://${ownAddress}:${port}/metrics`)
    expect(res.status).toBe(403)
  })

  it('answers an address or network of METRICS_ALLOW', async () => {
    for (const address of ['198.51.100.23', '2001:db8::7'])
      expect((await s.request('GET', '/metrics', { headers: { 'x-forwarded-for': address } })).status, address).toBe(
        200
      )
    expect((await s.request('GET', '/metrics', { headers: { 'x-forwarded-for': '198.51.101.1' } })).status).toBe(403)
  })

  it('answers the METRICS_TOKEN bearer from anywhere, and no other token', async () => {
    const withToken = await s.request('GET', '/metrics', { headers: { ...outsider, authorization: `Bearer ${TOKEN}` } })
    expect(withToken.status).toBe(200)
    const wrong = await s.request('GET', '/metrics', { headers: { ...outsider, authorization: `Bearer ${TOKEN}x` } })
    expect(wrong.status).toBe(403)
  })
})

describe('GET /metrics: what it counts', () => {
  it('times requests by route template and status class', async () => {
    const member = await s.member(['user'])
    for (let i = 0; i < 3; i++)
      expect((await s.request('GET', `/api/user-service/profile/${member.id}`, { token: member.token })).status).toBe(
        200
      )
    expect(
      (await s.request('GET', `/api/user-service/profile/${crypto.randomUUID()}`, { token: member.token })).status
    ).toBe(404)
    const text = await scrape()
    const route = '/api/user-service/profile/{id}'
    expect(
      sample(text, 'spinroom_http_request_duration_seconds_count', { route, status_class: '2xx', method: 'GET' })
    ).toBe(3)
    expect(sample(text, 'spinroom_http_request_duration_seconds_count', { route, status_class: '4xx' })).toBe(1)
    expect(text).not.toContain(member.id)
    expect(sample(text, 'spinroom_http_recent_requests')).toBeGreaterThanOrEqual(4)
    expect(sample(text, 'spinroom_http_recent_error_ratio')).toBe(0)
  })

  it('counts rate-limit refusals by limit name', async () => {
    const login = { email: 'nobody@spinroom.test', password: 'not-the-password' }
    expect((await s.request('POST', '/api/user-service/auth/login', { body: login })).status).toBe(401)
    expect((await s.request('POST', '/api/user-service/auth/login', { body: login })).status).toBe(429)
    expect(sample(await scrape(), 'spinroom_rate_limit_refusals_total', { limit: 'loginEmail' })).toBe(1)
  })

  it('counts socket.io connections while they are open', async () => {
    const before = sample(await scrape(), 'spinroom_sockets_connected', { transport: 'socketio' })
    expect(before).toBe(0)
    expect(sample(await scrape(), 'spinroom_sockets_connected', { transport: 'primus' })).toBe(0)
    const socket = await connectSocket(s.url)
    expect(sample(await scrape(), 'spinroom_sockets_connected', { transport: 'socketio' })).toBe(1)
    socket.close()
    await expect
      .poll(async () => sample(await scrape(), 'spinroom_sockets_connected', { transport: 'socketio' }))
      .toBe(0)
  })

  it('exports the process figures: memory and event-loop lag', async () => {
    const text = await scrape()
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0)
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0)
  })
})

describe('GET /metrics: the token ledger', () => {
  it('counts ledger operations by name, and those refused with a conflict apart', async () => {
    const admin = await s.member(['user', 'admin'])
    const service = await serviceKey(s, admin.token)
    const buyer = await fundedUser(s, service, 5, 'ledger')
    const hold = (amount: number) =>
      s.request('POST', `${M}/api/v1/token-transactions`, {
        headers: service,
        body: { accountId: buyer.accountId, type: 'hold', amount }
      })
    expect((await hold(3)).status).toBe(201)
    expect(await hold(10)).toMatchObject({ status: 409, body: { message: 'Insufficient token balance' } })
    const text = await scrape()
    // The funding credit, the hold and the refused hold.
    expect(sample(text, 'spinroom_ledger_operations_total', { operation: 'transaction' })).toBe(3)
    expect(sample(text, 'spinroom_ledger_conflicts_total', { operation: 'transaction' })).toBe(1)
  })
})

describe('METRICS=false', () => {
  it('serves no /metrics: a 404 like any path nothing serves', async () => {
    const off = await startServer({ config: { metrics: { enabled: false, allow: [] } } })
    try {
      expect(await off.request('GET', '/metrics')).toMatchObject({
        status: 404,
        body: { message: 'The metrics are off on this server (METRICS=false)' }
      })
      expect((await off.request('GET', '/health/ready')).status).toBe(200)
    } finally {
      await off.close()
    }
  })
})

import { randomUUID } from 'node:crypto'
import { createServer, request, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/configuration.ts'
import { guardedLookup, parseOutboundAllowedHosts } from '../../src/lib/outbound-url.ts'
import { startServer, type TestServer } from '../helpers/server.ts'
import { eventually } from '../helpers/wait.ts'
import { startPushService } from '../social/push-stand-ins.ts'

const S = '/api/social-service'
let s: TestServer
let push: Awaited<ReturnType<typeof startPushService>>
let trap: { port: number; hits: string[]; server: Server }
let redirector: { origin: string; server: Server }
let admin: { token: string; id: string }
let ana: { token: string; id: string }

/** A local HTTP server standing for an internal service: it only counts who reached it. */
async function listen(answer: (path: string, response: ServerResponse) => void) {
  const server = createServer((request, response) => answer(request.url!, response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, port: (server.address() as AddressInfo).port }
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()))

beforeAll(async () => {
  push = await startPushService()
  const hits: string[] = []
  const internal = await listen((path, response) => {
    hits.push(path)
    response.writeHead(200).end('internal secrets')
  })
  trap = { ...internal, hits }
  const redirecting = await listen((_path, response) =>
    response.writeHead(307, { location: `http://127.0.0.1:${trap.port}/latest/meta-data/` }).end()
  )
  redirector = { server: redirecting.server, origin: `http://127.0.0.1:${redirecting.port}` }
  // The stand-ins are allowed the way a self-hoster allows a private push service: by scheme, host and port.
  const outboundAllowedHosts = parseOutboundAllowedHosts(`${push.origin},${redirector.origin}`)
  s = await startServer({ config: { outboundAllowedHosts } })
  admin = await s.member(['user', 'admin'])
  ana = await s.member()
})
afterAll(async () => {
  await s.close()
  await push.close()
  await close(trap.server)
  await close(redirector.server)
})

const subscribe = (endpoint: string) =>
  s.request('POST', `${S}/web-notifications/subscription`, {
    token: ana.token,
    body: { ...push.browser().subscription, endpoint }
  })

/** Pushes to every subscribed browser and answers the batch's delivery rows once none is queued. */
async function pushToAll() {
  const sent = await s.request('POST', `${S}/web-notifications/push-notification`, {
    token: admin.token,
    body: { title: 'Tonight', body: 'A new season starts at 9' }
  })
  expect(sent.status).toBe(202)
  return eventually(
    () => s.knex('notifications').where('batchId', sent.body.batchId),
    (rows) => rows.every((row) => row.status !== 'queued')
  )
}

/** A subscription as one stored before the guard, or while its host still resolved to a public address. */
const storedSubscription = (endpoint: string) => ({
  id: randomUUID(),
  userUuid: ana.id,
  endpoint,
  p256dh: push.browser().subscription.keys.p256dh,
  auth: push.browser().subscription.keys.auth,
  createdAt: new Date()
})

describe('web push endpoints cannot reach the server’s own network (SSRF)', () => {
  it.each([
    ['loopback', 'https://127.0.0.1/anything', 'loopback'],
    ['the cloud metadata service', 'https://169.254.169.254/latest/meta-data/', 'link-local'],
    ['a private network', 'https://10.0.0.5/push', 'private'],
    ['a private network (192.168)', 'https://192.168.1.1/push', 'private'],
    ['CGNAT', 'https://100.64.0.1/push', 'shared'],
    ['IPv6 loopback', 'https://[::1]/push', 'loopback'],
    ['IPv6 unique-local', 'https://[fd00::1]/push', 'unique-local'],
    ['IPv6 link-local', 'https://[fe80::1]/push', 'link-local'],
    ['IPv4-mapped IPv6 loopback', 'https://[::ffff:127.0.0.1]/push', 'loopback'],
    ['IPv4-mapped IPv6 metadata', 'https://[::ffff:a9fe:a9fe]/push', 'link-local'],
    ['a decimal host', 'https://2130706433/push', 'loopback'],
    ['a hexadecimal host', 'https://0x7f.1/push', 'loopback'],
    ['a short host', 'https://127.1/push', 'loopback'],
    ['the unspecified address', 'https://0.0.0.0/push', 'unspecified'],
    ['multicast', 'https://224.0.0.1/push', 'multicast'],
    ['a documentation range', 'https://192.0.2.7/push', 'documentation'],
    ['a name that resolves to loopback', 'https://localhost/push', 'loopback'],
    ['a name that does not exist', 'https://push.invalid/push', 'does not resolve'],
    ['plain http', 'http://push.example.com/push', 'https'],
    ['plain http to the metadata service', 'http://169.254.169.254/latest/meta-data/', 'https'],
    ['an allowed host on another port', `http://127.0.0.1:1/push`, 'https']
  ])('refuses %s at subscription time: 400 naming endpoint, nothing stored', async (_what, endpoint, reason) => {
    const refused = await subscribe(endpoint)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toContain("'endpoint'")
    expect(refused.body.message).toContain(reason)
    expect(refused.body.errors).toMatchObject([{ field: 'endpoint' }])
    expect(await s.knex('web_push_subscriptions').where('endpoint', endpoint)).toHaveLength(0)
  })

  it('still stores an endpoint at an allowed push service', async () => {
    const allowed = await subscribe(`${push.origin}/push/${randomUUID()}`)
    expect(allowed.status).toBe(201)
    await s.knex('web_push_subscriptions').delete()
  })

  it('checks again at send time, after DNS: a host resolving to loopback is refused and the record says why', async () => {
    await s
      .knex('web_push_subscriptions')
      .insert([
        storedSubscription(`https://localhost:${trap.port}/push/rebound`),
        storedSubscription('http://169.254.169.254/latest/meta-data/iam/')
      ])
    const rows = await pushToAll()
    const errors = rows.map((row) => `${row.status} ${row.error}`).sort()
    expect(errors).toEqual([
      'failed refused: http: is not allowed for 169.254.169.254, only https:',
      'failed refused: localhost resolves to a loopback address (127.0.0.1)'
    ])
    expect(trap.hits).toEqual([])
    await s.knex('web_push_subscriptions').delete()
  })

  it('does not follow a push service’s redirect to an internal address', async () => {
    expect((await subscribe(`${redirector.origin}/push/${randomUUID()}`)).status).toBe(201)
    const [row] = await pushToAll()
    expect(row).toMatchObject({ status: 'failed' })
    expect(row.error).toBe(
      `refused: the push service redirected (307) to http://127.0.0.1:${trap.port}/latest/meta-data/; ` +
        'push is never redirected'
    )
    expect(trap.hits).toEqual([])
    await s.knex('web_push_subscriptions').delete()
  })

  it('connects only to the address it checked: a name that rebinds to loopback after a public answer is refused', async () => {
    const answers = [[{ address: '93.184.215.14', family: 4 }], [{ address: '127.0.0.1', family: 4 }]]
    const looked: string[] = []
    const lookup = guardedLookup((hostname, _options, done) => {
      looked.push(hostname)
      done(null, answers[looked.length - 1] ?? [])
    })
    const first = await new Promise<string>((resolve) =>
      lookup('rebind.test', { all: true }, (error, addresses) =>
        resolve(error ? error.message : JSON.stringify(addresses))
      )
    )
    expect(JSON.parse(first)).toEqual(answers[0])
    const refused = await new Promise<Error>((resolve) =>
      request(`http://rebind.test:${trap.port}/latest/meta-data/`, { lookup }, () => resolve(new Error('answered')))
        .on('error', resolve)
        .end()
    )
    expect(refused.message).toBe('refused: rebind.test resolves to a loopback address (127.0.0.1)')
    expect(trap.hits).toEqual([])
  })

  it('refuses a name with one private address among public ones', async () => {
    const mixed = [
      { address: '93.184.215.14', family: 4 },
      { address: '::ffff:10.0.0.5', family: 6 }
    ]
    const lookup = guardedLookup((_hostname, _options, done) => done(null, mixed))
    const refused = await new Promise<Error | null>((resolve) => lookup('mixed.test', { all: true }, resolve))
    expect(refused?.message).toBe('refused: mixed.test resolves to a private address (::ffff:10.0.0.5)')
  })

  it('refuses a malformed OUTBOUND_ALLOWED_HOSTS at start, naming it', () => {
    expect(() => loadConfig({ OUTBOUND_ALLOWED_HOSTS: 'ftp://push.internal' })).toThrow(/OUTBOUND_ALLOWED_HOSTS/)
    expect(() => loadConfig({ OUTBOUND_ALLOWED_HOSTS: 'push.internal/path' })).toThrow(/OUTBOUND_ALLOWED_HOSTS/)
    expect(loadConfig({}).outboundAllowedHosts).toEqual([])
  })
})

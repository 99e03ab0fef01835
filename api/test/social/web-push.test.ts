import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseOutboundAllowedHosts } from '../../src/lib/outbound-url.ts'
import { startProcess, startServer, type TestServer } from '../helpers/server.ts'
import { eventually } from '../helpers/wait.ts'
import { startPushService } from './push-stand-ins.ts'

const S = '/api/social-service'
let s: TestServer
let push: Awaited<ReturnType<typeof startPushService>>
let admin: { token: string; id: string }
let ana: { token: string; id: string }
let ben: { token: string; id: string }

beforeAll(async () => {
  push = await startPushService()
  s = await startServer({
    config: {
      providers: { VAPID_SUBJECT: 'mailto:ops@spinroom.test' },
      // The local push service is private and plain http: allowed by its scheme, host and port, as a self-hoster would.
      outboundAllowedHosts: parseOutboundAllowedHosts(push.origin)
    }
  })
  admin = await s.member(['user', 'admin'])
  ana = await s.member()
  ben = await s.member()
})
afterAll(async () => {
  await s.close()
  await push.close()
})

const subscribe = (token: string, subscription: unknown) =>
  s.request('POST', `${S}/web-notifications/subscription`, { token, body: subscription })

const batchRows = (batchId: string) => s.knex('notifications').where({ batchId }).orderBy('userUuid')

describe('web push', () => {
  it('hands out one VAPID public key, the same on every process of the deployment', async () => {
    const first = await s.request('GET', `${S}/web-notifications/vapid-public-key`)
    expect(first.status).toBe(200)
    expect(Buffer.from(first.body.publicKey, 'base64url')).toHaveLength(65)
    const other = await startProcess(s.knex)
    try {
      const second = await fetch(`${other.url}${S}/web-notifications/vapid-public-key`).then((r) => r.json())
      expect(second.publicKey).toBe(first.body.publicKey)
    } finally {
      await other.close()
    }
  })

  it('stores a subscription; the same browser again changes hands instead of doubling; bad ones are refused', async () => {
    const browser = push.browser()
    const stored = await subscribe(ana.token, browser.subscription)
    expect(stored.status).toBe(201)
    expect(stored.body).toMatchObject({ userUuid: ana.id, endpoint: browser.subscription.endpoint })
    const again = await subscribe(ben.token, browser.subscription)
    expect(again.body).toMatchObject({ id: stored.body.id, userUuid: ben.id })
    expect(await s.knex('web_push_subscriptions').where('endpoint', browser.subscription.endpoint)).toHaveLength(1)

    const script = await subscribe(ana.token, { ...browser.subscription, endpoint: 'javascript:alert(1)' })
    expect(script.status).toBe(400)
    expect(script.body.message).toContain('endpoint')
    const keyless = await subscribe(ana.token, { endpoint: push.browser().subscription.endpoint })
    expect(keyless.status).toBe(400)
    expect(keyless.body.message).toContain('keys')
    expect((await subscribe('', browser.subscription)).status).toBe(401)
    await s.knex('web_push_subscriptions').delete()
  })

  it("pushes an admin's message to every browser, encrypted and signed; a browser that left loses its subscription", async () => {
    const anaBrowser = push.browser()
    const benBrowser = push.browser()
    const goneBrowser = push.browser(true)
    await subscribe(ana.token, anaBrowser.subscription)
    await subscribe(ben.token, benBrowser.subscription)
    await subscribe(ben.token, goneBrowser.subscription)
    const before = push.received.length
    const message = { title: 'Tonight', body: 'A new season starts at 9', link: 'https://spinroom.test/seasons' }
    const sent = await s.request('POST', `${S}/web-notifications/push-notification`, {
      token: admin.token,
      body: message
    })
    expect(sent.status).toBe(202)
    expect(sent.body).toMatchObject({ recipients: 2, deliveries: { web: 3, ios: 0, android: 0 }, unconfigured: [] })

    await push.waitFor(before + 3)
    const byPath = new Map(push.received.slice(before).map((r) => [r.path, r]))
    const { publicKey } = (await s.request('GET', `${S}/web-notifications/vapid-public-key`)).body
    for (const browser of [anaBrowser, benBrowser]) {
      const request = byPath.get(new URL(browser.subscription.endpoint).pathname)!
      expect(request.headers['content-encoding']).toBe('aes128gcm')
      expect(request.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`))
      expect(Number(request.headers.ttl)).toBeGreaterThan(0)
      expect(browser.read(request.body)).toEqual({ ...message, data: null })
    }

    const rows = await eventually(
      () => batchRows(sent.body.batchId),
      (rows) => rows.every((row) => row.status !== 'queued')
    )
    expect(rows.map((row) => row.status).sort()).toEqual(['expired', 'sent', 'sent'])
    expect(rows.find((row) => row.status === 'expired')).toMatchObject({ userUuid: ben.id, error: '410' })
    expect(rows.every((row) => row.senderUuid === admin.id && row.kind === 'custom')).toBe(true)
    expect(await s.knex('web_push_subscriptions').where('endpoint', goneBrowser.subscription.endpoint)).toHaveLength(0)
  })

  it('sends a custom message to the users named only, on every platform they have', async () => {
    const before = push.received.length
    const sent = await s.request('POST', `${S}/notifications/custom-message`, {
      token: admin.token,
      body: { userUuids: [ana.id], title: 'Hi Ana', body: 'Your crate was featured' }
    })
    expect(sent.status).toBe(202)
    expect(sent.body).toMatchObject({ recipients: 1, deliveries: { web: 1 } })
    // No mobile driver here: the platforms it would need are named, the web delivery goes anyway.
    expect(sent.body.unconfigured).toEqual(['ios', 'android'])
    await push.waitFor(before + 1)
    expect(push.received.length).toBe(before + 1)
    const nobody = await s.request('POST', `${S}/notifications/custom-message`, {
      token: admin.token,
      body: { userUuids: ['00000000-0000-4000-8000-000000000000'], title: 'x', body: 'y' }
    })
    expect(nobody.body).toMatchObject({ recipients: 0, deliveries: { web: 0 } })
    expect((await s.request('POST', `${S}/notifications/custom-message`, { token: ana.token, body: {} })).status).toBe(
      403
    )
  })

  it('lists the notification outbox for admins, newest first, with the admin list language', async () => {
    const list = await s.request('GET', `${S}/admin/notifications?filter=status||$eq||expired`, { token: admin.token })
    expect(list.status).toBe(200)
    expect(list.body.data).toHaveLength(1)
    expect(list.body.data[0]).toMatchObject({ status: 'expired', platform: 'web', title: 'Tonight' })
    expect(list.body.data[0]).not.toHaveProperty('target')
    expect((await s.request('GET', `${S}/admin/notifications`, { token: ana.token })).status).toBe(403)
  })
})

import { generateKeyPairSync } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeProtectedHeader, importSPKI, jwtVerify } from 'jose'
import { loadConfig } from '../../src/configuration.ts'
import { serviceKey, startServer, type TestServer } from '../helpers/server.ts'
import { eventually } from '../helpers/wait.ts'
import { LiveClient, closeClients, createRoom, song } from '../rooms/live-client.ts'
import { startApns, startFcm } from './push-stand-ins.ts'

const S = '/api/social-service'
const apnsKey = generateKeyPairSync('ec', { namedCurve: 'P-256' })
const fcmKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
const pem = (key: typeof apnsKey.privateKey) => key.export({ type: 'pkcs8', format: 'pem' }).toString()

let s: TestServer
let apns: Awaited<ReturnType<typeof startApns>>
let fcm: Awaited<ReturnType<typeof startFcm>>
let admin: { token: string; id: string }
let ana: { token: string; id: string }
let ben: { token: string; id: string }
let cleo: { token: string; id: string }
let service: Record<string, string>

beforeAll(async () => {
  apns = await startApns()
  fcm = await startFcm()
  s = await startServer()
  admin = await s.member(['user', 'admin'])
  ana = await s.member(['user'], 'ana')
  ben = await s.member()
  cleo = await s.member()
  service = await serviceKey(s, admin.token)
})
afterAll(async () => {
  closeClients()
  await s.close()
  await apns.close()
  await fcm.close()
})

/** Points the running API at the stand-ins, as a deployment's environment would. */
const configure = () =>
  Object.assign(s.app.get('config').providers, {
    APNS_KEY_ID: 'KEY123',
    APNS_TEAM_ID: 'TEAM123',
    APNS_PRIVATE_KEY: pem(apnsKey.privateKey).replace(/\n/g, '\\n'),
    APNS_TOPIC: 'test.spinroom.app',
    APNS_HOST: apns.origin,
    FCM_PROJECT_ID: 'spinroom-test',
    FCM_CLIENT_EMAIL: 'push@spinroom-test.iam.gserviceaccount.com',
    FCM_PRIVATE_KEY: pem(fcmKey.privateKey),
    FCM_API_URL: fcm.origin,
    FCM_TOKEN_URL: `${fcm.origin}/token`
  })

const device = (token: string, devicePlatform: string, deviceToken: string) =>
  s.request('POST', `${S}/devices`, { token, body: { token: deviceToken, devicePlatform } })

const settled = (batchId: string) =>
  eventually(
    () => s.knex('notifications').where({ batchId }),
    (rows) => rows.every((row) => row.status !== 'queued')
  )

describe('mobile push', () => {
  it('answers 503 naming every setting when neither APNs nor FCM is configured, and writes nothing', async () => {
    const refused = await s.request('POST', `${S}/mobileNotification/user/admin`, {
      token: admin.token,
      body: { userUuid: ana.id, title: 'Hi', body: 'there' }
    })
    expect(refused.status).toBe(503)
    for (const name of ['APNS_KEY_ID', 'APNS_TOPIC', 'FCM_PROJECT_ID', 'FCM_PRIVATE_KEY'])
      expect(refused.body.message).toContain(name)
    expect(await s.knex('notifications')).toHaveLength(0)
    expect(loadConfig({ APNS_TOPIC: 'x', FCM_API_URL: 'y' }).providers).toMatchObject({ APNS_TOPIC: 'x' })
  })

  it('sends to iOS through APNs and Android through FCM, signed; a device that is gone is dropped', async () => {
    configure()
    expect((await device(ana.token, 'ios', 'ana-iphone-token')).status).toBe(201)
    expect((await device(ben.token, 'android', 'ben-pixel-token')).status).toBe(201)
    expect((await device(cleo.token, 'android', 'gone-cleo-token')).status).toBe(201)
    const sent = await s.request('POST', `${S}/mobileNotification`, {
      headers: service,
      body: { userUuids: [ana.id, ben.id, cleo.id], title: 'New season', body: 'Points reset', data: { season: '2' } }
    })
    expect(sent.status).toBe(202)
    expect(sent.body).toMatchObject({ recipients: 3, deliveries: { web: 0, ios: 1, android: 2 }, unconfigured: [] })
    const rows = await settled(sent.body.batchId)
    expect(Object.fromEntries(rows.map((row) => [row.userUuid, row.status]))).toEqual({
      [ana.id]: 'sent',
      [ben.id]: 'sent',
      [cleo.id]: 'expired'
    })
    expect(await s.knex('devices').where('token', 'gone-cleo-token')).toHaveLength(0)

    const ios = apns.received.at(-1)!
    expect(ios.headers).toMatchObject({
      ':path': '/3/device/ana-iphone-token',
      'apns-topic': 'test.spinroom.app',
      'apns-push-type': 'alert'
    })
    const jwt = String(ios.headers.authorization).replace(/^bearer /, '')
    expect(decodeProtectedHeader(jwt)).toMatchObject({ alg: 'ES256', kid: 'KEY123' })
    const publicKey = await importSPKI(apnsKey.publicKey.export({ type: 'spki', format: 'pem' }).toString(), 'ES256')
    expect((await jwtVerify(jwt, publicKey)).payload.iss).toBe('TEAM123')
    expect(ios.body).toEqual({
      aps: { alert: { title: 'New season', body: 'Points reset' }, sound: 'default' },
      season: '2'
    })

    const android = fcm.received.find((r) => r.body.message.token === 'ben-pixel-token')!
    expect(android.headers.authorization).toBe('Bearer fcm-access')
    expect(android.body.message).toMatchObject({ notification: { title: 'New season' }, data: { season: '2' } })
  })

  it('sends silent pushes as data only', async () => {
    const sent = await s.request('POST', `${S}/mobileNotification/user/admin/silent-nofitication`, {
      token: admin.token,
      body: { userUuid: ana.id, data: { sync: 'crates' } }
    })
    expect(sent.status).toBe(202)
    await settled(sent.body.batchId)
    expect(apns.received.at(-1)!.headers['apns-push-type']).toBe('background')
    expect(apns.received.at(-1)!.body).toEqual({ aps: { 'content-available': 1 }, sync: 'crates' })
    const missing = await s.request('POST', `${S}/mobileNotification/user/admin`, {
      token: admin.token,
      body: { userUuid: '00000000-0000-4000-8000-000000000000', title: 'x', body: 'y' }
    })
    expect(missing.status).toBe(404)
  })

  it("tells a DJ's fans once an interval when the DJ takes a seat; the permit says when the next may go", async () => {
    expect((await s.request('POST', `${S}/dj-fans`, { token: ben.token, body: { djUuid: ana.id } })).status).toBe(201)
    expect((await s.request('GET', `${S}/dj-fans-notification`, { token: ana.token })).body).toMatchObject({
      allowed: true,
      nextAllowedAt: null,
      intervalSeconds: 3600
    })
    const room = await createRoom(s.knex, { name: 'Night Shift' })
    const dj = await LiveClient.signIn(s.url, { accessToken: ana.token })
    await dj.join(room.uuid)

    const notRoom = await s.request('POST', `${S}/notifications/dj-fans`, {
      token: ana.token,
      body: { roomSlug: room.slug }
    })
    expect(notRoom.status).toBe(403)
    expect(notRoom.body.message).toContain('not a DJ')

    const before = fcm.received.length
    await dj.call('addDj', { song: song('opener', 30) })
    const live = await eventually(
      async () => fcm.received.slice(before),
      (received) => received.length > 0
    )
    expect(live[0]!.body.message.notification.title).toMatch(/^ana\d* is live$/)
    expect(live[0]!.body.message.data).toMatchObject({ roomSlug: room.slug, djUuid: ana.id })
    expect(live[0]!.body.message.data.link).toContain(`/rooms/${room.slug}`)

    const again = await s.request('POST', `${S}/notifications/dj-fans`, {
      token: ana.token,
      body: { roomSlug: room.slug }
    })
    expect(again.status).toBe(429)
    expect(again.body.data.retryAfter).toBeGreaterThan(3500)
    const permit = (await s.request('GET', `${S}/dj-fans-notification`, { token: ana.token })).body
    expect(permit.allowed).toBe(false)
    expect(Date.parse(permit.nextAllowedAt)).toBeGreaterThan(Date.now() + 3500_000)
  })

  it("pushes to a room's users once an interval per room (moderators only)", async () => {
    const room = await createRoom(s.knex, { name: 'Back Room' })
    const listener = await LiveClient.signIn(s.url, { accessToken: ana.token })
    await listener.join(room.uuid)
    const url = `${S}/room-users-notification?roomUuid=${room.uuid}`
    expect((await s.request('GET', url, { token: ana.token })).status).toBe(403)
    expect((await s.request('GET', url, { token: admin.token })).body.allowed).toBe(true)
    const body = { roomUuid: room.uuid, title: 'Last call', body: 'The room closes in 10 minutes' }
    const sent = await s.request('POST', `${S}/mobileNotification/room-users`, { token: admin.token, body })
    expect(sent.status).toBe(202)
    expect(sent.body).toMatchObject({ recipients: 1, deliveries: { ios: 1, android: 0 } })
    await settled(sent.body.batchId)
    expect(apns.received.at(-1)!.body.link).toContain(`/rooms/${room.slug}`)
    const again = await s.request('POST', `${S}/notifications/custom-message-from-room`, { token: admin.token, body })
    expect(again.status).toBe(429)
    expect((await s.request('GET', url, { token: admin.token })).body.allowed).toBe(false)
  })
})

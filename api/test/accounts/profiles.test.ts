import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { feathers } from '@feathersjs/feathers'
import socketio from '@feathersjs/socketio-client'
import authentication from '@feathersjs/authentication-client'
import { io, type Socket } from 'socket.io-client'
import { startServer, type TestServer, serviceKey } from '../helpers/server.ts'

const U = '/api/user-service'
const ZERO = '00000000-0000-4000-8000-000000000000'
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
let s: TestServer
let admin: string
let service: Record<string, string>
let guest: string
const sockets: Socket[] = []

beforeAll(async () => {
  s = await startServer()
  admin = (await s.signIn(['user', 'admin'], 'boss')).accessToken
  service = await serviceKey(s, admin)
  guest = (await s.request('GET', `${U}/auth/guest`)).body.accessToken
})
afterAll(async () => {
  for (const socket of sockets) socket.removeAllListeners('disconnect').close()
  await s.close()
})

/** A read of an `any` endpoint, as a guest (any credential will do). */
const look = (path: string) => s.request('GET', U + path, { token: guest })
const rows = (table: string, where: Record<string, unknown>) => s.knex(table).where(where)
const song = {
  artistName: 'Nina Simone',
  trackName: 'Feeling Good',
  musicProvider: 'spotify',
  trackId: '6w4K0ZV4K0Pc5tXoKZHjcp'
}

describe('access', () => {
  const guarded: [string, string, string][] = [
    ['GET', `/profile/${ZERO}/service`, 'service'],
    ['GET', '/users/capabilities', 'user'],
    ['POST', '/users/user-socials', 'user'],
    ['PUT', '/users/profile/user-data', 'user'],
    ['GET', '/users/profile/user-data', 'user'],
    ['POST', '/users/add-badges-service', 'service'],
    ['POST', '/users/remove-badges-service', 'service'],
    ['GET', '/users/service/update-user-profiles', 'service'],
    ['GET', `/users/service/${ZERO}/user-profile`, 'service'],
    ['POST', '/users/request-deactivate', 'user'],
    ['GET', '/users/list-deactivate', 'admin'],
    ['DELETE', `/users/deactivate/${ZERO}`, 'admin'],
    ['POST', `/users/reactivate/${ZERO}`, 'self'],
    ['POST', '/users/cancel-requested-deactivate', 'mod'],
    ['GET', `/users/requested-deactivate/${ZERO}`, 'mod'],
    ['GET', `/profile/${ZERO}`, 'any'],
    ['GET', `/users/user/${ZERO}`, 'any'],
    ['GET', `/users/profiles?users=${ZERO}`, 'any']
  ]

  it('answers anonymous callers with 401 and plain users with 403 on service, admin and mod endpoints', async () => {
    const user = (await s.signIn(['user'], 'plain')).accessToken
    for (const [method, path, access] of guarded) {
      const body = ['GET', 'DELETE'].includes(method) ? undefined : {}
      expect((await s.request(method, U + path, { body })).status, `${method} ${path}`).toBe(401)
      if (['service', 'admin', 'mod'].includes(access)) {
        const res = await s.request(method, U + path, { token: user, body })
        expect(res.status, `${method} ${path}`).toBe(403)
      }
    }
  })

  it('lets a service API key read full profiles, but not call user endpoints', async () => {
    const ana = await s.signIn(['user'], 'ana')
    const full = await s.request('GET', `${U}/profile/${ana.user!.id}/service`, { headers: service })
    expect(full.status).toBe(200)
    expect(full.body).toMatchObject({ id: ana.user!.id, email: ana.user!.email, status: 'active' })
    expect((await s.request('GET', `${U}/users/capabilities`, { headers: service })).status).toBe(403)
  })
})

describe('public profiles', () => {
  it('shows the public fields only, with song equal to songOfTheWeek', async () => {
    const ana = await s.signIn(['user'], 'pub')
    const updated = await s.request('POST', `${U}/users/profile`, {
      token: ana.accessToken,
      body: { firstName: 'Ana', songOfTheWeek: song, priceForGig: 150 }
    })
    expect(updated.status).toBe(200)
    const res = await look(`/profile/${ana.user!.id}`)
    expect(res.status).toBe(200)
    expect(Object.keys(res.body).sort()).toEqual([
      'avatarId',
      'badges',
      'color',
      'coverPicture',
      'createdAt',
      'displayPronouns',
      'facebook',
      'firstName',
      'id',
      'instagram',
      'lastName',
      'nickname',
      'priceForGig',
      'pronoun',
      'snapchat',
      'song',
      'songOfTheWeek',
      'tiktok',
      'twitter',
      'uuid',
      'zodiac'
    ])
    expect(res.body).toMatchObject({
      id: ana.user!.id,
      uuid: ana.user!.id,
      firstName: 'Ana',
      songOfTheWeek: song,
      song,
      priceForGig: 150,
      coverPicture: null,
      twitter: null
    })
    expect((await look(`/users/user/${ana.user!.id}`)).body).toEqual(res.body)
    expect(
      (await s.request('GET', `${U}/users/service/${ana.user!.id}/user-profile`, { headers: service })).body
    ).toEqual(res.body)
  })

  it('refuses a bad song or price naming the field, and writes nothing', async () => {
    const ben = await s.signIn(['user'], 'bad')
    const price = await s.request('POST', `${U}/users/profile`, {
      token: ben.accessToken,
      body: { firstName: 'Ben', priceForGig: -5 }
    })
    expect(price.status).toBe(400)
    expect(price.body.message).toContain("'priceForGig'")
    const track = await s.request('POST', `${U}/users/profile`, {
      token: ben.accessToken,
      body: { songOfTheWeek: { artistName: 'x' } }
    })
    expect(track.status).toBe(400)
    expect(track.body.message).toContain('songOfTheWeek')
    expect((await rows('users', { id: ben.user!.id }))[0]).toMatchObject({
      firstName: null,
      priceForGig: null,
      songOfTheWeek: null
    })
  })

  it("answers 404 'User profile not found' for unknown, permanently banned and deactivated accounts, not for a temporary ban", async () => {
    const [banned, gone, paused] = [
      await s.signIn(['user'], 'banned'),
      await s.signIn(['user'], 'gone'),
      await s.signIn(['user'], 'paused')
    ]
    await s.knex('users').where('id', banned.user!.id).update({ status: 'banned' })
    await s.knex('users').where('id', gone.user!.id).update({ status: 'deactivated' })
    await s
      .knex('users')
      .where('id', paused.user!.id)
      .update({ status: 'banned', bannedUntil: new Date(Date.now() + 3_600_000) })
    for (const who of [ZERO, banned.user!.id, gone.user!.id]) {
      for (const path of [`/profile/${who}`, `/users/user/${who}`]) {
        const res = await look(path)
        expect(res.status, path).toBe(404)
        expect(res.body.message).toBe('User profile not found')
      }
      expect(
        (await s.request('GET', `${U}/users/service/${who}/user-profile`, { headers: service })).body.message
      ).toBe('User profile not found')
    }
    expect((await look(`/profile/${paused.user!.id}`)).status).toBe(200)
    // Other services still see the whole account: its data is kept.
    expect((await s.request('GET', `${U}/profile/${gone.user!.id}/service`, { headers: service })).body).toMatchObject({
      status: 'deactivated'
    })
    expect((await s.request('GET', `${U}/profile/${ZERO}/service`, { headers: service })).body).toMatchObject({
      code: 404,
      message: 'User profile not found'
    })
    const malformed = await look('/profile/not-a-uuid')
    expect(malformed.status).toBe(400)
    expect(malformed.body.message).toContain("'id'")
  })

  it('answers a batch of up to 150 ids in the order asked, leaving out unknown and hidden accounts', async () => {
    const batch = Array.from({ length: 150 }, (_, i) => ({
      id: id(1000 + i),
      email: `batch${i}@spinroom.test`,
      nickname: `batch${i}`,
      status: i === 3 ? 'deactivated' : 'active'
    }))
    await s.knex('users').insert(batch)
    const res = await look(`/users/profiles?users=${id(1002)},${ZERO},${id(1001)},${id(1003)},${id(1002)}`)
    expect(res.status).toBe(200)
    expect(res.body.map((p: { nickname: string }) => p.nickname)).toEqual(['batch2', 'batch1'])
    const all = await look(`/users/profiles?users=${batch.map((u) => u.id).join(',')}`)
    expect(all.body).toHaveLength(149)
    const repeated = await look(`/users/profiles?users=${id(1000)}&users=${id(1004)}`)
    expect(repeated.body.map((p: { nickname: string }) => p.nickname)).toEqual(['batch0', 'batch4'])
    for (const query of [`users=${[...batch.map((u) => u.id), id(2000)].join(',')}`, 'users=abc', '']) {
      const bad = await look(`/users/profiles?${query}`)
      expect(bad.status, query.slice(0, 20)).toBe(400)
      expect(bad.body.message).toContain("'users'")
    }
  })

  it('lists recently updated public profiles first for SEO, take/skip paged', async () => {
    const ids = [id(3001), id(3002), id(3003)]
    await s.knex('users').insert(
      ids.map((u, i) => ({
        id: u,
        email: `seo${i}@spinroom.test`,
        nickname: `seo${i}`,
        updatedAt: new Date(Date.UTC(2030, 0, 1 + i))
      }))
    )
    await s.knex('users').where('id', ids[2]).update({ status: 'deactivated' })
    const res = await s.request('GET', `${U}/users/service/update-user-profiles?take=2`, { headers: service })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ take: 2, skip: 0 })
    expect(res.body.data.map((p: { nickname: string }) => p.nickname)).toEqual(['seo1', 'seo0'])
    const next = await s.request('GET', `${U}/users/service/update-user-profiles?take=1&skip=1`, { headers: service })
    expect(next.body.data.map((p: { nickname: string }) => p.nickname)).toEqual(['seo0'])
    const bad = await s.request('GET', `${U}/users/service/update-user-profiles?take=-1`, { headers: service })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain("'take'")
  })
})

describe('capabilities, socials, user data and badges', () => {
  it("answers the caller's capabilities", async () => {
    const dj = await s.signIn(['user'], 'caps')
    await s
      .knex('users')
      .where('id', dj.user!.id)
      .update({ capabilities: JSON.stringify(['uploadMusic']) })
    const res = await s.request('GET', `${U}/users/capabilities`, { token: dj.accessToken })
    expect(res.body).toEqual({ userUuid: dj.user!.id, capabilities: ['uploadMusic'] })
  })

  it('sets social handles and URLs, clears with null, and refuses a bad one naming it with nothing written', async () => {
    const cy = await s.signIn(['user'], 'social')
    const set = await s.request('POST', `${U}/users/user-socials`, {
      token: cy.accessToken,
      body: {
        twitter: '@cy_beats',
        instagram: 'https://www.instagram.com/cy.beats/',
        tiktok: '@cy.beats',
        facebook: 'https://facebook.com/cy.beats',
        snapchat: 'cybeats'
      }
    })
    expect(set.status).toBe(200)
    expect(set.body).toMatchObject({
      twitter: 'cy_beats',
      instagram: 'https://www.instagram.com/cy.beats/',
      tiktok: 'cy.beats',
      facebook: 'https://facebook.com/cy.beats',
      snapchat: 'cybeats'
    })
    const cleared = await s.request('POST', `${U}/users/user-socials`, {
      token: cy.accessToken,
      body: { snapchat: null, tiktok: '' }
    })
    expect(cleared.body).toMatchObject({ snapchat: null, tiktok: null, twitter: 'cy_beats' })
    for (const [field, value] of [
      ['twitter', 'https://evil.example/cy'],
      ['twitter', 'much_too_long_for_twitter'],
      ['facebook', 'x'.repeat(256)],
      ['tiktok', 42]
    ] as const) {
      const bad = await s.request('POST', `${U}/users/user-socials`, {
        token: cy.accessToken,
        body: { instagram: 'other', [field]: value }
      })
      expect(bad.status, `${field} ${value}`).toBe(400)
      expect(bad.body.message).toContain(`'${field}'`)
    }
    expect((await s.request('POST', `${U}/users/user-socials`, { token: cy.accessToken, body: {} })).status).toBe(400)
    expect((await rows('users', { id: cy.user!.id }))[0]).toMatchObject({
      instagram: 'https://www.instagram.com/cy.beats/',
      twitter: 'cy_beats'
    })
  })

  it('keeps music providers with the streaming-class provider first and at most one of them, and settings with defaults', async () => {
    const dee = await s.signIn(['user'], 'data')
    const path = `${U}/users/profile/user-data`
    expect((await s.request('GET', path, { token: dee.accessToken })).body).toEqual({
      musicProviders: [],
      settings: { allowExplicitAudio: true, audioQuality: 'medium', appleStorefrontId: 'us' }
    })
    const put = await s.request('PUT', path, {
      token: dee.accessToken,
      body: { musicProviders: ['soundcloud', 'audius', 'spotify'], settings: { audioQuality: 'high' } }
    })
    expect(put.status).toBe(200)
    expect(put.body).toEqual({
      musicProviders: ['spotify', 'soundcloud', 'audius'],
      settings: { allowExplicitAudio: true, audioQuality: 'high', appleStorefrontId: 'us' }
    })
    const two = await s.request('PUT', path, {
      token: dee.accessToken,
      body: { musicProviders: ['apple', 'sevenDigital', 'youtube'], settings: { allowExplicitAudio: false } }
    })
    expect(two.status).toBe(400)
    expect(two.body.message).toBe("Invalid body: 'musicProviders' may hold only one of apple, spotify, youtube")
    for (const [body, field] of [
      [{ musicProviders: ['napster'] }, 'musicProviders.0'],
      [{ musicProviders: ['audius', 'audius'] }, 'musicProviders'],
      [{ settings: { audioQuality: 'ultra' } }, 'settings.audioQuality'],
      [{ settings: { appleStorefrontId: 'USA' } }, 'settings.appleStorefrontId'],
      [{ settings: { allowExplicitAudio: 'yes' } }, 'settings.allowExplicitAudio']
    ] as const) {
      const bad = await s.request('PUT', path, { token: dee.accessToken, body })
      expect(bad.status, field).toBe(400)
      expect(bad.body.message).toContain(`'${field}'`)
    }
    const kept = await s.request('GET', path, { token: dee.accessToken })
    expect(kept.body).toEqual(put.body)
    const swap = await s.request('PUT', path, {
      token: dee.accessToken,
      body: { musicProviders: ['audius', 'apple'], settings: { appleStorefrontId: 'gb' } }
    })
    expect(swap.body).toEqual({
      musicProviders: ['apple', 'audius'],
      settings: { allowExplicitAudio: true, audioQuality: 'high', appleStorefrontId: 'gb' }
    })
  })

  it('adds and removes badges for services, in catalogue order', async () => {
    const eve = await s.signIn(['user'], 'badge')
    const add = await s.request('POST', `${U}/users/add-badges-service`, {
      headers: service,
      body: { userUuid: eve.user!.id, badges: ['STAFF', 'VERIFIED'] }
    })
    expect(add.status).toBe(200)
    expect(add.body).toMatchObject({ id: eve.user!.id, badges: ['VERIFIED', 'STAFF'] })
    const again = await s.request('POST', `${U}/users/add-badges-service`, {
      headers: service,
      body: { userUuid: eve.user!.id, badges: ['JQBX', 'STAFF'] }
    })
    expect(again.body.badges).toEqual(['VERIFIED', 'JQBX', 'STAFF'])
    const removed = await s.request('POST', `${U}/users/remove-badges-service`, {
      headers: service,
      body: { userUuid: eve.user!.id, badges: ['VERIFIED', 'PLATINUM'] }
    })
    expect(removed.body.badges).toEqual(['JQBX', 'STAFF'])
    expect((await look(`/profile/${eve.user!.id}`)).body.badges).toEqual(['JQBX', 'STAFF'])
    const bad = await s.request('POST', `${U}/users/add-badges-service`, {
      headers: service,
      body: { userUuid: eve.user!.id, badges: ['GOLD'] }
    })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain("'badges.0'")
    const missing = await s.request('POST', `${U}/users/add-badges-service`, {
      headers: service,
      body: { badges: ['STAFF'] }
    })
    expect(missing.body.message).toContain("'userUuid'")
    const unknown = await s.request('POST', `${U}/users/remove-badges-service`, {
      headers: service,
      body: { userUuid: ZERO, badges: ['STAFF'] }
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('User profile not found')
    expect((await rows('users', { id: eve.user!.id }))[0].badges).toEqual(['JQBX', 'STAFF'])
  })
})

describe('deactivation', () => {
  it('requests, lists, cancels, deactivates (no more sign-in, data kept) and reactivates', async () => {
    const mod = (await s.signIn(['user', 'moderator'], 'mod')).accessToken
    const fay = await s.signIn(['user'], 'leaving')
    const me = fay.user!.id
    const first = await s.request('POST', `${U}/users/request-deactivate`, {
      token: fay.accessToken,
      body: { reason: '  taking a break  ' }
    })
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({
      userUuid: me,
      reason: 'taking a break',
      status: 'OPEN',
      closedAt: null,
      closedBy: null
    })
    const second = await s.request('POST', `${U}/users/request-deactivate`, { token: fay.accessToken, body: {} })
    expect(second.status).toBe(409)
    const tooLong = await s.request('POST', `${U}/users/request-deactivate`, {
      token: fay.accessToken,
      body: { reason: 'x'.repeat(1001) }
    })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.message).toContain("'reason'")

    const listed = await s.request('GET', `${U}/users/list-deactivate`, { token: admin })
    expect(listed.status).toBe(200)
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        id: first.body.id,
        userUuid: me,
        nickname: fay.user!.nickname,
        email: fay.user!.email,
        status: 'OPEN'
      })
    ])
    const simpleRest = await s.request('GET', `${U}/users/list-deactivate?range=[0,9]`, { token: admin })
    expect(simpleRest.headers.get('content-range')).toBe('deactivation-requests 0-0/1')
    expect(simpleRest.body[0]).toMatchObject({ nickname: fay.user!.nickname })

    // A moderator may not list the requests, but reads the one open for a user (what the console's button asks).
    const asMod = await s.request('GET', `${U}/users/requested-deactivate/${me}`, { token: mod })
    expect(asMod.status).toBe(200)
    expect(asMod.body.request).toMatchObject({ id: first.body.id, userUuid: me, status: 'OPEN' })
    expect((await s.request('GET', `${U}/users/list-deactivate`, { token: mod })).status).toBe(403)

    const cancelled = await s.request('POST', `${U}/users/cancel-requested-deactivate`, {
      token: mod,
      body: { userUuid: me }
    })
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', closedBy: expect.any(String) })
    expect((await s.request('GET', `${U}/users/list-deactivate`, { token: admin })).body.data).toEqual([])
    const none = await s.request('POST', `${U}/users/cancel-requested-deactivate`, {
      token: mod,
      body: { userUuid: me }
    })
    expect(none.status).toBe(404)
    const closed = await s.request('GET', `${U}/users/requested-deactivate/${me}`, { token: mod })
    expect(closed.status).toBe(200)
    expect(closed.body).toEqual({ request: null })
    const badCancel = await s.request('POST', `${U}/users/cancel-requested-deactivate`, {
      token: mod,
      body: { userUuid: 'me' }
    })
    expect(badCancel.body.message).toContain("'userUuid'")

    // The user withdraws a new request themselves.
    expect((await s.request('POST', `${U}/users/request-deactivate`, { token: fay.accessToken })).status).toBe(201)
    const other = await s.signIn(['user'], 'meddler')
    expect((await s.request('POST', `${U}/users/reactivate/${me}`, { token: other.accessToken })).status).toBe(403)
    const withdrawn = await s.request('POST', `${U}/users/reactivate/${me}`, { token: fay.accessToken })
    expect(withdrawn.status).toBe(200)
    expect(withdrawn.body).toMatchObject({ id: me, status: 'active' })
    expect(await rows('deactivation_requests', { userUuid: me, status: 'REACTIVATED' })).toHaveLength(1)
    expect((await s.request('POST', `${U}/users/reactivate/${me}`, { token: fay.accessToken })).status).toBe(409)

    expect(
      (
        await s.request('POST', `${U}/users/request-deactivate`, {
          token: fay.accessToken,
          body: { reason: 'for good' }
        })
      ).status
    ).toBe(201)
    const gone = await s.request('DELETE', `${U}/users/deactivate/${me}`, { token: admin })
    expect(gone.status).toBe(200)
    expect(gone.body).toMatchObject({ id: me, status: 'deactivated', email: fay.user!.email })
    expect(await rows('deactivation_requests', { userUuid: me, status: 'OPEN' })).toHaveLength(0)
    expect(await rows('deactivation_requests', { userUuid: me, status: 'DEACTIVATED' })).toHaveLength(1)
    const token = await s.request('GET', `${U}/users/profile`, { token: fay.accessToken })
    expect(token.status).toBe(401)
    expect(token.body.message).toBe('This account is deactivated')
    const login = await s.request('POST', `${U}/auth/login`, {
      body: { email: fay.user!.email, password: fay.password }
    })
    expect(login.status).toBe(401)
    expect(login.body.message).toBe('This account is deactivated')
    expect((await look(`/profile/${me}`)).body.message).toBe('User profile not found')
    expect((await s.request('DELETE', `${U}/users/deactivate/${ZERO}`, { token: admin })).body.message).toBe(
      'User profile not found'
    )

    const back = await s.request('POST', `${U}/users/reactivate/${me}`, { token: admin })
    expect(back.status).toBe(200)
    expect(back.body).toMatchObject({ id: me, status: 'active' })
    expect(await rows('deactivation_requests', { userUuid: me, status: 'DEACTIVATED' })).toHaveLength(1)
    expect(
      (await s.request('POST', `${U}/auth/login`, { body: { email: fay.user!.email, password: fay.password } })).status
    ).toBe(200)
  })

  it('deactivates without a request, refuses a banned account, and lets only one of two racing requests through', async () => {
    const gus = await s.signIn(['user'], 'direct')
    const res = await s.request('DELETE', `${U}/users/deactivate/${gus.user!.id}`, { token: admin })
    expect(res.body.status).toBe('deactivated')
    expect(await rows('deactivation_requests', { userUuid: gus.user!.id, status: 'DEACTIVATED' })).toHaveLength(1)
    const hal = await s.signIn(['user'], 'banned')
    await s.knex('users').where('id', hal.user!.id).update({ status: 'banned' })
    expect((await s.request('DELETE', `${U}/users/deactivate/${hal.user!.id}`, { token: admin })).status).toBe(409)
    const ivy = await s.signIn(['user'], 'racer')
    const race = await Promise.all(
      [1, 2, 3].map(() => s.request('POST', `${U}/users/request-deactivate`, { token: ivy.accessToken, body: {} }))
    )
    expect(race.map((r) => r.status).sort()).toEqual([201, 409, 409])
    expect(await rows('deactivation_requests', { userUuid: ivy.user!.id })).toHaveLength(1)
  })
})

describe('socket.io', () => {
  it('sets socials over a socket, and the change reaches the owner as a users event', async () => {
    const jo = await s.signIn(['user'], 'sock')
    const socket = io(s.url, { transports: ['websocket'], forceNew: true })
    sockets.push(socket)
    const app = feathers()
      .configure(socketio(socket))
      .configure(authentication({ path: `api/user-service/authentication` }))
    await app.authenticate({ strategy: 'jwt', accessToken: jo.accessToken })
    const seen: any[] = []
    app.service('api/user-service/users').on('patched', (user: unknown) => seen.push(user))
    const profile = await app.service('api/user-service/users/user-socials').create({ twitter: 'jo_spins' })
    expect(profile).toMatchObject({ id: jo.user!.id, twitter: 'jo_spins' })
    await expect(
      app.service('api/user-service/users/user-socials').create({ twitter: 'not a handle' })
    ).rejects.toMatchObject({ code: 400, message: expect.stringContaining("'twitter'") })
    expect(await app.service('api/user-service/profile').get(jo.user!.id)).toMatchObject({ twitter: 'jo_spins' })
    await new Promise((r) => setTimeout(r, 300))
    expect(seen).toEqual([expect.objectContaining({ id: jo.user!.id, twitter: 'jo_spins' })])
  })
})

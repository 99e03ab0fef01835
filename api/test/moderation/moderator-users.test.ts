import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routes } from '@spinroom/schemas'
import { createSocketClient } from '@spinroom/client'
import { startServer, type TestServer } from '../helpers/server.ts'

const U = '/api/user-service'
let s: TestServer
let mod: { token: string; id: string }
let target: Awaited<ReturnType<TestServer['signIn']>>

beforeAll(async () => {
  s = await startServer()
  mod = await s.member(['user', 'globalModerator'], 'finder')
  target = await s.signIn(['user'], 'Zephyrine')
})
afterAll(() => s.close())

const search = (query: string, token: string | undefined = mod.token) =>
  s.request('GET', `${U}/moderation/users${query}`, { token })

describe('searchUsersAsModerator and getUserAsModerator', () => {
  it('finds a user by part of the nickname or the e-mail, any case, in the admin record field names only', async () => {
    const byNickname = await search('?q=ZEPHYR')
    expect(byNickname.status).toBe(200)
    expect(byNickname.body).toMatchObject({ total: 1, limit: 50, skip: 0 })
    expect(byNickname.body.data).toEqual([
      {
        id: target.user!.id,
        nickname: target.user!.nickname,
        avatarId: null,
        email: target.user!.email,
        status: 'active',
        bannedUntil: null,
        roles: ['user'],
        capabilities: [],
        badges: [],
        createdAt: expect.any(String)
      }
    ])
    const email = target.user!.email!
    const byEmail = await search(`?q=${encodeURIComponent(email.slice(2, 14).toUpperCase())}`)
    expect(byEmail.body.data.map((u: { id: string }) => u.id)).toEqual([target.user!.id])
    expect((await search('?q=no-such-person')).body).toEqual({ total: 0, limit: 50, skip: 0, data: [] })
  })

  it('finds a user by an address they added besides the sign-in one, until they delete it', async () => {
    const added = await s.request('POST', `${U}/users/emails`, {
      token: target.accessToken,
      body: { email: 'zeph.payments@example.org', type: 'payment' }
    })
    expect(added.status).toBe(201)
    const ids = async () => (await search('?q=ZEPH.PAYMENTS')).body.data.map((u: { id: string }) => u.id)
    expect(await ids()).toEqual([target.user!.id])
    expect(
      (await s.request('DELETE', `${U}/users/emails/${added.body.id}`, { token: target.accessToken })).status
    ).toBe(200)
    expect(await ids()).toEqual([])
  })

  it('pages newest first with $limit and $skip', async () => {
    const first = await search('?$limit=1')
    expect(first.body).toMatchObject({ limit: 1, skip: 0, total: expect.any(Number) })
    expect(first.body.data).toHaveLength(1)
    expect(first.body.data[0].id).toBe(target.user!.id)
    const second = await search('?$limit=1&$skip=1')
    expect(second.body.data[0].id).toBe(mod.id)
    expect(second.body.total).toBe(first.body.total)
  })

  it('refuses bad input with a 400 naming the field, and never fails on a NUL byte', async () => {
    for (const bad of ['?$limit=lots', '?$limit=-1', '?$limit=100000']) {
      const res = await search(bad)
      expect(res.status).toBe(400)
      expect(res.body.message).toContain("'$limit'")
    }
    expect((await search('?$skip=-3')).body.message).toContain("'$skip'")
    const nul = await search('?q=ana%00')
    expect(nul.status).toBe(400)
    expect(nul.body.message).toContain("'q'")
    const wildcard = await search('?q=%25')
    expect(wildcard.status).toBe(200)
    expect(wildcard.body.total).toBe(0)
  })

  it('answers one user, 404 for nobody and 400 for a malformed id', async () => {
    const one = await s.request('GET', `${U}/moderation/users/${target.user!.id}`, { token: mod.token })
    expect(one.status).toBe(200)
    expect(one.body).toMatchObject({ id: target.user!.id, nickname: target.user!.nickname, status: 'active' })
    expect(Object.keys(one.body).sort()).toEqual([
      'avatarId',
      'badges',
      'bannedUntil',
      'capabilities',
      'createdAt',
      'email',
      'id',
      'nickname',
      'roles',
      'status'
    ])
    const missing = await s.request('GET', `${U}/moderation/users/00000000-0000-4000-8000-000000000000`, {
      token: mod.token
    })
    expect(missing).toMatchObject({ status: 404, body: { message: 'User not found' } })
    const malformed = await s.request('GET', `${U}/moderation/users/not-a-uuid`, { token: mod.token })
    expect(malformed.status).toBe(400)
    expect(malformed.body.message).toContain("'id'")
  })

  it('is for moderators (an administrator too): a plain user gets 403, nobody signed in 401', async () => {
    const plain = await s.member(['user'], 'plain')
    const admin = await s.member(['user', 'admin'], 'boss')
    const oldStyleMod = await s.member(['user', 'moderator'], 'oldmod')
    expect((await search('?q=zeph', admin.token)).body.total).toBe(1)
    expect((await search('?q=zeph', oldStyleMod.token)).body.total).toBe(1)
    expect(await search('?q=zeph', plain.token)).toMatchObject({
      status: 403,
      body: { message: 'Only moderators may do this' }
    })
    expect((await s.request('GET', `${U}/moderation/users/${target.user!.id}`, { token: plain.token })).status).toBe(
      403
    )
    expect((await s.request('GET', `${U}/moderation/users?q=zeph`)).status).toBe(401)
    const guest = (await s.request('GET', `${U}/auth/guest`)).body.accessToken
    expect((await search('?q=zeph', guest)).status).toBe(403)
  })

  it('answers the same over socket.io through the typed client', async () => {
    const client = createSocketClient({ url: s.url, io: { transports: ['websocket'], forceNew: true } })
    try {
      await client.authenticate(mod.token)
      const page = await client.call(routes.accounts.searchUsersAsModerator, { query: { q: 'zephyr' } })
      expect(page.data.map((u) => u.id)).toEqual([target.user!.id])
      const one = await client.call(routes.accounts.getUserAsModerator, { params: { id: target.user!.id } })
      expect(one.nickname).toBe(target.user!.nickname)
      const refused = await client
        // A wrong type on purpose: the server must refuse it.
        .call(routes.accounts.searchUsersAsModerator, { query: { $limit: 'x' as unknown as number } })
        .catch((error: unknown) => error)
      expect(refused).toMatchObject({ status: 400, message: expect.stringContaining('$limit') })
    } finally {
      client.close()
    }
  })
})

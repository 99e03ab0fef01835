import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoData } from '../../src/demo/seed.ts'
import { startServer, type TestServer } from '../helpers/server.ts'

const S = '/api/social-service'
let s: TestServer

beforeAll(async () => {
  s = await startServer()
  await seedDemoData(s.app)
})
afterAll(() => s.close())

const signIn = async (email: string, password = 'spinroom-user') =>
  (await s.request('POST', '/api/user-service/auth/login', { body: { email, password } })).body as {
    accessToken: string
    user: { id: string }
  }

describe('demo social graph', () => {
  it('has friendships, a pending invitation and fans for the demo DJ bots', async () => {
    const ana = await signIn('ana@spinroom.test')
    const djkai = await signIn('dj.kai@spinroom.test')
    const friends = await s.request('GET', `${S}/friends/list/${ana.user.id}`, { token: ana.accessToken })
    expect(friends.body.data.map((f: { friendNickname: string }) => f.friendNickname).sort()).toEqual(['ben', 'cleo'])
    const invited = await s.request('GET', `${S}/friend-invitations/user-invitations-for`, { token: djkai.accessToken })
    expect(invited.body.data).toMatchObject([{ senderNickname: 'cleo', status: 'pending' }])
    const admin = await signIn('admin@spinroom.test', 'spinroom-admin')
    const djs = await s.request('GET', `${S}/admin/djs?sort=fanCount,DESC`, { token: admin.accessToken })
    const counts = djs.body.data.map((d: { nickname: string; fanCount: number }) => `${d.nickname}:${d.fanCount}`)
    expect(counts[0]).toBe('nova.demodj:4')
    expect(counts.slice(1).sort()).toEqual(['djkai:2', 'echo.demodj:2'])
  })
})

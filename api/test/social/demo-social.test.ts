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
    expect(invited.body.data).toMatchObject([{ senderNickname: 'cleo', invitationStatus: 'pending' }])
    const admin = await signIn('admin@spinroom.test', 'spinroom-admin')
    const djs = await s.request('GET', `${S}/admin/djs?sort=fanCount,DESC`, { token: admin.accessToken })
    const counts = djs.body.data.map((d: { nickname: string; fanCount: number }) => `${d.nickname}:${d.fanCount}`)
    expect(counts[0]).toBe('nova.demodj:4')
    expect(counts.slice(1).sort()).toEqual(['djkai:2', 'echo.demodj:2'])
    const talks = await s.request('GET', `${S}/conversations`, { token: ana.accessToken })
    expect(
      talks.body.data.map((c: any) => [c.otherNickname, c.isFriend, c.unreadCount, c.lastMessage.senderNickname])
    ).toEqual([
      ['djkai', false, 1, 'djkai'],
      ['ben', true, 1, 'ben']
    ])
    const history = await s.request('GET', `${S}/conversations/${talks.body.data[1].otherUuid}/messages`, {
      token: ana.accessToken
    })
    expect(history.body.data.map((m: any) => m.senderNickname)).toEqual(['ben', 'ana', 'ben'])
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../helpers/server.ts'
import { seedDemoData } from '../../src/demo/seed.ts'
import { demoDjRoom } from '../../src/demo/djs/roster.ts'

const R = '/api/room-service'
let s: TestServer

beforeAll(async () => {
  s = await startServer()
  await seedDemoData(s.app)
})
afterAll(() => s.close())

const login = async (email: string, password: string) =>
  (await s.request('POST', '/api/user-service/auth/login', { body: { email, password } })).body

describe('the demo room-only moderator', () => {
  it('is a plain user who moderates the demo DJ room alone; the global demo moderator sees every room', async () => {
    const roommod = await login('roommod@spinroom.test', 'spinroom-mod')
    expect(roommod.user).toMatchObject({ nickname: 'roommod', roles: ['user'] })
    const mine = await s.request('GET', `${R}/moderation/rooms`, { token: roommod.accessToken })
    expect(mine.status).toBe(200)
    expect(mine.body.data.map((r: { slug: string; myRoomRole: string }) => [r.slug, r.myRoomRole])).toEqual([
      [demoDjRoom.slug, 'moderator']
    ])
    const other = await s.request('GET', `${R}/moderation/rooms/late-night-grooves`, { token: roommod.accessToken })
    expect(other.status).toBe(403)
    const users = await s.request('GET', '/api/user-service/moderation/users?q=ana', { token: roommod.accessToken })
    expect(users.status).toBe(403)
    const mod = await login('mod@spinroom.test', 'spinroom-mod')
    const every = await s.request('GET', `${R}/moderation/rooms?$limit=200`, { token: mod.accessToken })
    const [{ n }] = await s.knex('rooms').count({ n: '*' })
    expect(every.body.total).toBe(Number(n))
    expect(every.body.data.find((r: { slug: string }) => r.slug === 'late-night-grooves').myRoomRole).toBe('moderator')
  })
})

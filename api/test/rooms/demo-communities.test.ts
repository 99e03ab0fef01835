import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoData } from '../../src/demo/seed.ts'
import { startServer, type TestServer } from '../helpers/server.ts'

const R = '/api/room-service'
let s: TestServer

beforeAll(async () => {
  s = await startServer()
  await seedDemoData(s.app)
})
afterAll(() => s.close())

describe('demo communities, events and room roles', () => {
  it('seeds the reserved communities with members and rooms, upcoming events and current room roles', async () => {
    const login = await s.request('POST', '/api/user-service/auth/login', {
      body: { email: 'ana@spinroom.test', password: 'spinroom-user' }
    })
    const token = login.body.accessToken
    const jqbx = await s.request('GET', `${R}/communities/jqbx`, { token })
    expect(jqbx.body.name).toBe('JQBX')
    expect((await s.request('GET', `${R}/communities/web3`, { token })).status).toBe(200)
    expect((await s.request('GET', `${R}/communities/jqbx/users`, { token })).body.total).toBe(3)
    expect((await s.request('GET', `${R}/communities/jqbx/rooms`, { token })).body.total).toBeGreaterThan(0)
    expect(
      (await s.request('GET', `${R}/user-communities`, { token })).body.data.map((c: { slug: string }) => c.slug).sort()
    ).toEqual(['jqbx', 'lo-fi-beats'])
    const upcoming = await s.request('GET', `${R}/events/upcoming`, { token })
    expect(upcoming.body.data.map((e: { slug: string }) => e.slug)).toEqual([
      'lo-fi-study-session',
      'friday-vinyl-night',
      'global-listening-party'
    ])
    const roomId = (await s.knex('rooms').orderBy('id').first('id')).id
    const roles = (await s.request('GET', `${R}/roomUserRoles/${roomId}`, { token })).body.map(
      (r: { role: string }) => r.role
    )
    expect(roles).toEqual(expect.arrayContaining(['coOwner', 'moderator', 'dj', 'chatDisabled']))
  })
})

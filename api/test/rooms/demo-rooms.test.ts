import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../helpers/server.ts'
import { seedDemoData } from '../../src/demo/seed.ts'
import { DEMO_DISCORD_GUILD_ID, DEMO_PRIVATE_ROOM_PASSWORD } from '../../src/demo/rooms.ts'
import { demoDjRoom } from '../../src/demo/djs/roster.ts'
import { R } from './helpers.ts'

let s: TestServer
let ana: string

beforeAll(async () => {
  s = await startServer()
  await seedDemoData(s.app)
  ana = (
    await s.request('POST', '/api/user-service/auth/login', {
      body: { email: 'ana@spinroom.test', password: 'spinroom-user' }
    })
  ).body.accessToken
})
afterAll(() => s.close())

describe('demo rooms', () => {
  it('has public rooms of several designs, a promoted, a private and a Discord room, and ana favorites and recents', async () => {
    const pub = (await s.request('GET', `${R}/rooms/public`, { token: ana })).body.data
    // The demo DJs' room comes first: live, and the newest of the live rooms.
    expect(pub.slice(0, 2).map((r: any) => [r.slug, r.isLive])).toEqual([
      [demoDjRoom.slug, true],
      ['late-night-grooves', true]
    ])
    expect(new Set(pub.map((r: any) => r.design)).size).toBeGreaterThanOrEqual(5)
    expect(new Set(pub.map((r: any) => r.djType))).toEqual(
      new Set(['EVERYONE', 'INVITE_ONLY', 'VERIFIED_ONLY', 'PRO_PLAN_OWNER'])
    )
    expect((await s.request('GET', `${R}/rooms/promoted-rooms`, { token: ana })).body.map((r: any) => r.slug)).toEqual([
      demoDjRoom.slug,
      'festival-main-stage'
    ])
    const velvet = (await s.request('GET', `${R}/rooms/velvet-room`, { token: ana })).body
    expect(velvet).toMatchObject({ type: 'PRIVATE', isPasswordProtected: true })
    const unlocked = await s.request('POST', `${R}/rooms/list`, {
      token: ana,
      body: { rooms: [{ roomUuid: velvet.uuid, password: DEMO_PRIVATE_ROOM_PASSWORD }] }
    })
    expect(unlocked.body.map((r: any) => r.slug)).toEqual(['velvet-room'])
    expect(
      (await s.request('GET', `${R}/rooms/discord/list/${DEMO_DISCORD_GUILD_ID}`, { token: ana })).body.map(
        (r: any) => r.slug
      )
    ).toEqual(['spinroom-discord-hangout'])
    expect(
      (await s.request('GET', `${R}/rooms/favorites`, { token: ana })).body.map((r: any) => r.slug).sort()
    ).toEqual(['festival-main-stage', 'late-night-grooves'])
    expect((await s.request('GET', `${R}/rooms/recent`, { token: ana })).body.map((r: any) => r.slug)).toEqual([
      'late-night-grooves',
      'festival-main-stage',
      'indie-barn'
    ])
  })
})

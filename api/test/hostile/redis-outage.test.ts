import { randomUUID } from 'node:crypto'
import type { EventEmitter } from 'node:events'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { RoomConnection, createSocketClient, type SocketClient } from '@spinroom/client'
import { createApp } from '../../src/app.ts'
import { AUTH_PATH } from '../../src/lib/caller.ts'
import { serviceAt } from '../../src/lib/service-at.ts'
import type { Application } from '../../src/declarations.ts'
import { rateLimitSettings } from '../../src/lib/rate-limit-settings.ts'
import { testDatabase } from '../helpers/database.ts'
import { newSigningKey, testClient, testConfig, type TestServer } from '../helpers/server.ts'
import { TcpProxy } from '../../../scripts/tcp-proxy.ts'
import { missing, needing } from '../helpers/needs.ts'
import { eventually } from '../helpers/wait.ts'
import { createRoom, song } from '../rooms/live-client.ts'
import { TtfmBot, closeTtfmBots } from '../rooms/ttfm-bot.ts'

const redisUrl = process.env.REDIS_URL
const skipped = needing(missing.redis)

let db: Awaited<ReturnType<typeof testDatabase>>
let proxy: TcpProxy
const apps: { app: Application; url: string }[] = []
let s: Pick<TestServer, 'request' | 'signIn' | 'member'>
const clients: SocketClient[] = []

beforeAll(async () => {
  if (skipped.skip) return
  db = await testDatabase()
  const target = new URL(redisUrl!)
  proxy = await new TcpProxy(target.hostname, Number(target.port || 6379)).start()
  target.host = `127.0.0.1:${proxy.port}`
  // Two API processes (in this one) on one database and one Redis, as behind a balancer.
  const config = testConfig({
    jwtPrivateKey: await newSigningKey(),
    redisUrl: target.href,
    redisPrefix: `test-${randomUUID()}`,
    rateLimits: rateLimitSettings({ RATE_LIMIT_ANIMATION: '3/60s' })
  })
  for (let i = 0; i < 2; i++) {
    const app = await createApp(config, db.knex)
    const server = await app.listen(0)
    apps.push({ app, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })
  }
  s = testClient(apps[0].app, apps[0].url)
})

afterAll(async () => {
  if (skipped.skip) return
  closeTtfmBots()
  for (const client of clients) client.close()
  if (!proxy.running) await proxy.start()
  for (const { app } of apps) await app.teardown()
  await db.drop()
})

async function player(url: string, token: string, roomUuid: string) {
  const client = createSocketClient({ url, io: { transports: ['websocket'], forceNew: true } })
  clients.push(client)
  await client.authenticate(token)
  const room = new RoomConnection(client)
  const rejoins: string[] = []
  room.on('rejoin', (reason) => rejoins.push(reason))
  await room.join(roomUuid)
  return { client, room, rejoins }
}

describe('Redis restarted under two running API processes', { timeout: 60_000, ...skipped }, () => {
  it('keeps answering (limits apply on each process), reconnects by itself, and the rooms re-sync', async () => {
    const room = await createRoom(db.knex)
    const [ana, ben] = [await s.member(['user'], 'redis-ana'), await s.member(['user'], 'redis-ben')]
    const a = await player(apps[0].url, ana.token, room.uuid)
    const b = await player(apps[1].url, ben.token, room.uuid)
    await a.client.live.addDj({ roomUuid: room.uuid, song: song('through the redis restart', 120) })
    expect(
      await eventually(
        async () => b.room.state.live?.nowPlaying?.song.trackName,
        (name) => name === 'through the redis restart'
      )
    ).toBe('through the redis restart')

    await proxy.stop()
    // Every call still answers, at once: REST on both processes, live actions, a change with events.
    const started = Date.now()
    for (const { url } of apps)
      expect((await fetch(`${url}/api/user-service/auth/session`, { headers: auth(ana.token) })).status).toBe(200)
    await a.client.live.voteOnSong({ roomUuid: room.uuid, songVotes: { like: true } })
    const crate = await s.request('POST', '/api/playlist-service/crate', { token: ana.token, body: {} })
    expect(crate.status).toBe(201)
    expect(Date.now() - started).toBeLessThan(5000)
    // A rate limit still applies, counted on each process while Redis is away.
    const animate = () => a.client.live.playOneTimeAnimation({ roomUuid: room.uuid, animation: 'jump' })
    const tries = await Promise.allSettled([animate(), animate(), animate(), animate()])
    expect(tries.map((t) => t.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected'])
    expect(String((tries[3] as PromiseRejectedResult).reason.message)).toMatch(/^Too many/)

    await proxy.start()
    // Back: a change on one process reaches the other's listeners again, and ben's room, which missed the vote made
    // while Redis was away, has caught up with the room.
    await a.client.live.voteOnSong({ roomUuid: room.uuid, songVotes: { star: true } })
    const caughtUp = await eventually(
      async () => b.room.state.live?.voteCounts,
      (counts) => counts?.likes === 1 && counts.stars === 1,
      10_000
    )
    expect(caughtUp).toEqual({ likes: 1, dislikes: 0, stars: 1 })
    const rest = await s.request('GET', `/api/room-service/rooms/room-state/${room.uuid}`, { token: ana.token })
    expect(b.room.state.live).toEqual(rest.body.state)
    expect(a.room.state.live).toEqual(rest.body.state)
  })
})

describe('Redis cut while the processes publish', { timeout: 60_000, ...skipped }, () => {
  it('ends no process: the events and messages cut in flight are logged, and both work once Redis is back', async () => {
    const unhandled: unknown[] = []
    const note = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', note)
    const logged = vi.spyOn(apps[0].app.get('log'), 'error')
    try {
      const room = await createRoom(db.knex)
      const dora = await s.member(['user'], 'redis-dora')
      const d = await player(apps[0].url, dora.token, room.uuid)
      // Service events for the bus and room messages for the adapter, still on their way when Redis goes.
      const sends = Array.from({ length: 200 }, (_, i) =>
        d.client.live.sendChatMessage({ roomUuid: room.uuid, uuid: randomUUID(), message: `cut ${i}` }).catch(() => 0)
      )
      for (const { app } of apps)
        for (let i = 0; i < 200; i++) serviceAt<EventEmitter>(app, AUTH_PATH).emit('created', { i })
      await proxy.stop()
      await Promise.all(sends)
      await new Promise((resolve) => setTimeout(resolve, 500))
      await proxy.start()
      expect(unhandled).toEqual([])
      const lines = logged.mock.calls.map((call) => call.at(-1))
      expect(lines).toContain('event bus: a publish to the other processes failed')
      for (const { url } of apps)
        expect((await fetch(`${url}/api/user-service/auth/session`, { headers: auth(dora.token) })).status).toBe(200)
    } finally {
      process.off('unhandledRejection', note)
      logged.mockRestore()
    }
  })
})

describe('a ban made while Redis is away', { timeout: 60_000, ...skipped }, () => {
  it("applies on the other process at once, and closes that process's sockets and bots once Redis is back", async () => {
    const room = await createRoom(db.knex)
    const admin = await s.member(['user', 'admin'], 'redis-admin')
    const [cleo, bot] = [await s.member(['user'], 'redis-cleo'), await s.member(['user'], 'redis-bot')]
    const c = await player(apps[1].url, cleo.token, room.uuid)
    const told: string[] = []
    c.client.socket.on('banned', () => told.push('banned'))
    const ttfm = await TtfmBot.join(apps[1].url, bot.token, room.uuid)

    await proxy.stop()
    const banned = await s.request('POST', '/api/user-service/users/ban', {
      token: admin.token,
      body: { userUuid: cleo.id }
    })
    expect(banned.status).toBe(200)
    // A ban whose word to the other processes is lost outright (here: written past the API, so none is sent).
    await db.knex('users').where('id', bot.id).update({ status: 'banned', tokensValidAfter: new Date() })
    // The other process never heard of it, yet refuses the banned user's calls (the account is read again).
    const refused = await eventually(
      () =>
        c.client.live.sendChatMessage({ roomUuid: room.uuid, uuid: randomUUID(), message: 'still here?' }).then(
          () => 'accepted',
          (error: Error) => error.message
        ),
      (answer) => answer !== 'accepted',
      5000
    )
    expect(refused).toBe('This account is banned')
    expect(c.client.socket.connected).toBe(true)

    await proxy.start()
    await eventually(
      async () => c.client.socket.connected,
      (connected) => !connected,
      10_000
    )
    expect(told).toEqual(['banned'])
    await eventually(
      async () => ttfm.events,
      (events) => events.includes('disconnected'),
      10_000
    )
  })
})

const auth = (token: string) => ({ authorization: `Bearer ${token}` })

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import type { Knex } from 'knex'
import { RoomConnection, createSocketClient, type RoomConnectionState, type SocketClient } from '@spinroom/client'
import { createApp } from '../../src/app.ts'
import { openDatabase } from '../../src/db.ts'
import { defineJob, type JobQueue } from '../../src/lib/jobs.ts'
import type { Application } from '../../src/declarations.ts'
import { testDatabase } from '../helpers/database.ts'
import { serviceKey, testClient, testConfig, type TestServer } from '../helpers/server.ts'
import { M, consumable, fundedUser } from '../helpers/tokens.ts'
import { checkLedger } from '../../src/services/points/token-ledger/ledger.ts'
import { TcpProxy } from '../../../scripts/tcp-proxy.ts'
import { missing, needing } from '../helpers/needs.ts'
import { createRoom } from '../rooms/live-client.ts'
import { eventually } from '../helpers/wait.ts'

// The embedded database cannot go away.
const skipped = needing(missing.postgres)

const P = '/api/playlist-service'
const ROOMS = '/api/room-service/rooms/public'

let db: Awaited<ReturnType<typeof testDatabase>>
let proxy: TcpProxy
let knex: Knex
let app: Application
let s: Pick<TestServer, 'request' | 'signIn' | 'member'>
let url: string
let client: SocketClient | undefined
let probe: JobQueue<{ n: string }>
const ran: string[] = []

beforeAll(async () => {
  if (skipped.skip) return
  db = await testDatabase()
  const target = new URL(db.url!)
  proxy = await new TcpProxy(target.hostname, Number(target.port || 5432)).start()
  target.host = `127.0.0.1:${proxy.port}`
  knex = await openDatabase({ url: target.href })
  app = await createApp(testConfig(), knex)
  probe = defineJob<{ n: string }>(app, {
    name: 'outage-probe',
    run: async (_app, job) => void ran.push(job.data.n),
    retryLimit: 3,
    retryDelaySeconds: 1,
    expireInSeconds: 30
  })
  const server = await app.listen(0)
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  s = testClient(app, url)
})

afterAll(async () => {
  if (skipped.skip) return
  client?.close()
  if (!proxy.running) await proxy.start()
  await app.teardown()
  await db.drop()
})

describe('PostgreSQL restarted under a running API', { timeout: 60_000, ...skipped }, () => {
  it('answers 503 with a clear message while it is away, never hangs or 500s, and works within 5 s of its return', async () => {
    const member = await s.member(['user'], 'outage')
    const room = await createRoom(knex)
    client = createSocketClient({ url, io: { transports: ['websocket'], forceNew: true, reconnection: false } })
    await client.authenticate(member.token)
    const rooms = () => s.request('GET', ROOMS, { token: member.token })
    expect((await rooms()).status).toBe(200)
    const crate = await s.request('POST', `${P}/crate`, { token: member.token, body: { crateName: 'before' } })
    expect(crate.status).toBe(201)

    await proxy.stop()
    const timed = async <T>(call: () => Promise<T>) => {
      const started = Date.now()
      const result = await call()
      return { result, ms: Date.now() - started }
    }
    for (const call of [
      rooms,
      () => s.request('POST', `${P}/crate`, { token: member.token, body: { crateName: 'during' } }),
      () =>
        s.request('POST', '/api/user-service/auth/login', { body: { email: 'nobody@spinroom.test', password: 'x' } })
    ]) {
      const { result, ms } = await timed(call)
      expect(result.status).toBe(503)
      expect(result.body.message).toBe('The database is unavailable: try again in a moment')
      expect(result.headers.get('retry-after')).toBeTruthy()
      expect(ms).toBeLessThan(8000)
    }
    const live = await timed(() => client!.live.joinRoom({ roomUuid: room.uuid }).catch((error: unknown) => error))
    expect(live.result).toMatchObject({ code: 503, message: 'The database is unavailable: try again in a moment' })
    expect(live.ms).toBeLessThan(8000)

    await proxy.start()
    const back = Date.now()
    let status = 0
    while (Date.now() - back < 10_000 && status !== 200) {
      status = (await rooms()).status
      if (status !== 200) await new Promise((r) => setTimeout(r, 100))
    }
    expect(status).toBe(200)
    expect(Date.now() - back).toBeLessThan(5000)
    expect((await client!.live.joinRoom({ roomUuid: room.uuid })).roomUuid).toBe(room.uuid)
    // The job queue works again too, without a restart (its workers may not even have started before the outage).
    await probe.send({ n: 'after' })
    for (let i = 0; i < 100 && !ran.includes('after'); i++) await new Promise((r) => setTimeout(r, 100))
    expect(ran).toContain('after')
    // Nothing acknowledged was lost, and nothing refused was written.
    const crates = await knex('crates').where({ userId: member.id }).pluck('crateName')
    expect(crates).toContain('before')
    expect(crates).not.toContain('during')
  })

  it('answers a ttfm-socket bot connecting while it is away with the 503, and lets the bot reconnect', async () => {
    const member = await s.member(['user'], 'outage-bot')
    const room = await createRoom(knex)
    await proxy.stop()
    try {
      const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/primus?token=${member.token}`)
      const frames: string[] = []
      ws.on('message', (data: Buffer) => frames.push(data.toString()))
      await new Promise((resolve, reject) => ws.on('open', resolve).on('error', reject))
      ws.send(JSON.stringify({ event: 'action', params: { action: 'joinRoom', roomUuid: room.uuid }, messageId: 1 }))
      await new Promise((resolve) => ws.on('close', resolve))
      const answer = JSON.parse(frames.find((f) => f.includes('"context":"response"'))!)
      expect(answer).toMatchObject({ code: 503, error: 'The database is unavailable: try again in a moment' })
      // Primus tells a client not to reconnect with this frame: a refused token gets it, a database outage must not.
      expect(frames).not.toContain('"primus::server::close"')
    } finally {
      await proxy.start()
    }
  })

  it('signs a client that reconnects while it is away in again once it is back, back in its room, its process alive', async () => {
    const member = await s.member(['user'], 'outage-reconnect')
    const room = await createRoom(knex)
    const unhandled: unknown[] = []
    const noteUnhandled = (reason: unknown) => void unhandled.push(reason)
    process.on('unhandledRejection', noteUnhandled)
    const reconnecting = createSocketClient({
      url,
      io: { transports: ['websocket'], forceNew: true, reconnectionDelay: 100, reconnectionDelayMax: 200 }
    })
    const connection = new RoomConnection(reconnecting, { retryDelayMs: () => 300 })
    try {
      await reconnecting.authenticate(member.token)
      await connection.join(room.uuid)
      const signIns: string[] = []
      reconnecting.feathers.on('authenticated', () => void signIns.push('again'))
      await proxy.stop()
      // Past the 2 s for which a process trusts the account it read for a token (auth/accounts-cache.ts).
      await new Promise((resolve) => setTimeout(resolve, 2100))
      // The connection drops (a balancer's restart, a network blip) while the database is away: the connect, which
      // carries the token, is refused with the 503 and tried again, and the room's rejoin waits for it.
      const refusals: unknown[] = []
      reconnecting.socket.on('connect_error', (error: Error & { data?: unknown }) => void refusals.push(error.data))
      reconnecting.socket.io.engine.close()
      await eventually(
        async () => refusals.length,
        (refused) => refused > 0
      )
      expect(refusals[0]).toMatchObject({ code: 503, data: { retryAfter: expect.any(Number) } })
      expect(reconnecting.socket.connected).toBe(false)
      // The room's next state is the rejoin's, once the connect goes through: back as themselves, not anonymous.
      const back = new Promise<RoomConnectionState>((resolve) => {
        const stop = connection.subscribe(() => {
          stop()
          resolve(connection.state)
        })
      })
      await new Promise((resolve) => setTimeout(resolve, 500))
      await proxy.start()
      expect(await back).toMatchObject({ status: 'joined', error: null })
      expect((await back).live?.allUsers.map((u) => u.uuid)).toContain(member.id)
      expect(signIns).toEqual(['again'])
      const vote = await reconnecting.live
        .voteOnSong({ roomUuid: room.uuid, songVotes: { like: true } })
        .catch((e) => e)
      expect(vote).not.toMatchObject({ code: 401 })
      expect(unhandled).toEqual([])
    } finally {
      process.off('unhandledRejection', noteUnhandled)
      connection.close()
      reconnecting.close()
      if (!proxy.running) await proxy.start()
    }
  })

  it('loses no acknowledged purchase when it goes away under them, and the ledger stays balanced', async () => {
    const admin = await s.member(['user', 'admin'], 'outage-admin')
    const item = await consumable(s as TestServer, admin.token, 5, 'Outage confetti')
    const buyer = await fundedUser(s as TestServer, await serviceKey(s, admin.token), 100, 'outage-buyer')
    const room = await createRoom(knex)
    const buy = () =>
      s.request('POST', `${M}/api/v1/consumable-purchases`, {
        token: buyer.token,
        body: { roomUuid: room.uuid, consumableId: item.id, accountId: buyer.accountId, tokenCost: 5 }
      })
    expect((await buy()).status).toBe(201)
    // Purchases in flight as the database goes: each is acknowledged and kept, or refused with a 503 and not kept.
    const inFlight = Array.from({ length: 6 }, buy)
    await proxy.stop()
    const answers = await Promise.all(inFlight)
    expect(answers.every((a) => a.status === 201 || a.status === 503)).toBe(true)
    expect((await buy()).status).toBe(503)
    await proxy.start()
    let after = 0
    for (let tries = 0; tries < 50 && after !== 201; tries++) {
      after = (await buy()).status
      if (after !== 201) await new Promise((r) => setTimeout(r, 100))
    }
    expect(after).toBe(201)
    const acknowledged = 2 + answers.filter((a) => a.status === 201).length
    const kept = await knex('consumable_purchases').where({ accountId: buyer.accountId })
    expect(kept).toHaveLength(acknowledged)
    const ledger = await checkLedger(knex, buyer.accountId)
    expect(ledger.balance).toBe(ledger.expected)
    expect(ledger.balance).toBe(100 - 5 * acknowledged)
  })
})

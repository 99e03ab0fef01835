import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { feathers } from '@feathersjs/feathers'
import socketio from '@feathersjs/socketio-client'
import authentication from '@feathersjs/authentication-client'
import { io, type Socket } from 'socket.io-client'
import { startServer, type TestServer, serviceKey } from '../helpers/server.ts'

const M = '/api/merch-service'
const DAY = 86_400_000
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString()
let s: TestServer
let admin: string
let adminId: string
let service: Record<string, string>
let seasonId: string
const sockets: Socket[] = []

const users: { id: string; token: string }[] = []
const newUser = async (nickname = 'fan') => {
  const auth = await s.signIn(['user'], nickname)
  const user = { id: auth.user!.id, token: auth.accessToken }
  users.push(user)
  return user
}
const add = (body: Record<string, unknown>, headers = service) =>
  s.request('POST', `${M}/points/service`, { body, headers })
const batch = (changes: unknown[]) =>
  s.request('POST', `${M}/points/season/admin/handle-points`, { token: admin, body: { changes } })
const ledger = (userUuid: string) => s.knex('points_ledger').where({ userUuid }).orderBy('id')
const balances = async (userUuid: string) => ({
  season: Number((await s.knex('ranking_status').where({ userUuid, seasonId }).first())?.balance ?? 0),
  lifetime: Number((await s.knex('ranking_status_lifetime').where({ userUuid }).first())?.balance ?? 0)
})

beforeAll(async () => {
  s = await startServer()
  const auth = await s.signIn(['user', 'admin'], 'boss')
  admin = auth.accessToken
  adminId = auth.user!.id
  service = await serviceKey(s, admin, 'room-service')
})
afterAll(async () => {
  for (const socket of sockets) socket.removeAllListeners('disconnect').close()
  await s.close()
})

describe('points', () => {
  it('answers 409 while no season is running, writing nothing', async () => {
    const user = await newUser()
    const res = await add({ userUuid: user.id, points: 5, reason: 'dj' })
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('No season is running')
    expect((await batch([{ userUuid: user.id, points: 5, reason: 'dj' }])).body.message).toBe('No season is running')
    expect(await ledger(user.id)).toHaveLength(0)
    const status = await s.request('GET', `${M}/points/ranking-status/${user.id}`, { token: user.token })
    expect(status.body).toEqual({
      id: null,
      userUuid: user.id,
      seasonId: null,
      balance: 0,
      rank: null,
      hasCurrentRankingStatus: false,
      updatedAt: null
    })
    const board = await s.request('GET', `${M}/points/season-ranking`)
    expect([board.status, board.body.message]).toEqual([404, 'No season is running'])
  })

  it('adds points from a service: ledger row with its source, season and lifetime balances, the new status', async () => {
    await s.request('POST', `${M}/points/season`, {
      token: admin,
      body: { seasonName: 'Past', seasonStart: at(-60), seasonEnd: at(-10) }
    })
    seasonId = (
      await s.request('POST', `${M}/points/season`, {
        token: admin,
        body: { seasonName: 'Now', seasonStart: at(-10), seasonEnd: at(50) }
      })
    ).body.id
    const user = await newUser()
    const first = await add({ userUuid: user.id, points: 30, reason: 'played a set' })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({
      userUuid: user.id,
      seasonId,
      balance: 30,
      rank: 1,
      hasCurrentRankingStatus: true
    })
    const second = await add({ userUuid: user.id, points: -10, reason: 'penalty' })
    expect(second.body.balance).toBe(20)
    expect(await balances(user.id)).toEqual({ season: 20, lifetime: 20 })
    const rows = await ledger(user.id)
    expect(rows.map((r) => [r.amount, r.reason, r.source, r.seasonId])).toEqual([
      [30, 'played a set', 'service:room-service', seasonId],
      [-10, 'penalty', 'service:room-service', seasonId]
    ])
    const byAdmin = await s.request('POST', `${M}/points/service`, {
      token: admin,
      body: { userUuid: user.id, points: 1, reason: 'fix' }
    })
    expect(byAdmin.status).toBe(200)
    expect((await ledger(user.id)).at(-1)!.source).toBe(`admin:${adminId}`)
  })

  it('refuses bad input naming the field, an unknown user, a balance below 0 and non-services, writing nothing', async () => {
    const user = await newUser()
    await add({ userUuid: user.id, points: 5, reason: 'dj' })
    const zero = await add({ userUuid: user.id, points: 0, reason: 'dj' })
    expect(zero.status).toBe(400)
    expect(zero.body.message).toContain("'points'")
    const fraction = await add({ userUuid: user.id, points: 1.5, reason: 'dj' })
    expect(fraction.body.message).toContain("'points'")
    expect((await add({ userUuid: 'nope', points: 1, reason: 'dj' })).body.message).toContain("'userUuid'")
    expect((await add({ userUuid: user.id, points: 1 })).body.message).toContain("'reason'")
    const unknown = await add({ userUuid: '00000000-0000-4000-8000-000000000000', points: 1, reason: 'dj' })
    expect([unknown.status, unknown.body.message]).toEqual([404, 'User not found'])
    const below = await add({ userUuid: user.id, points: -6, reason: 'too much' })
    expect(below.status).toBe(409)
    expect(below.body.message).toContain(user.id)
    expect(
      (
        await s.request('POST', `${M}/points/service`, {
          token: user.token,
          body: { userUuid: user.id, points: 1, reason: 'me' }
        })
      ).status
    ).toBe(403)
    expect(
      (await s.request('POST', `${M}/points/service`, { body: { userUuid: user.id, points: 1, reason: 'me' } })).status
    ).toBe(401)
    expect(await ledger(user.id)).toHaveLength(1)
    expect(await balances(user.id)).toEqual({ season: 5, lifetime: 5 })
  })

  it('answers a repeated idempotencyKey with the original result and adds nothing, per source', async () => {
    const user = await newUser()
    const body = { userUuid: user.id, points: 7, reason: 'song liked', idempotencyKey: 'like-42' }
    const first = await add(body)
    const again = await add(body)
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
    const twins = await Promise.all([1, 2, 3].map(() => add({ ...body, idempotencyKey: 'like-43' })))
    expect(twins.map((r) => r.status)).toEqual([200, 200, 200])
    expect(await balances(user.id)).toEqual({ season: 14, lifetime: 14 })
    const key = await serviceKey(s, admin, 'chat-service')
    expect((await add(body, key)).body.balance).toBe(21)
    expect(await ledger(user.id)).toHaveLength(3)
  })

  it('ends 50 concurrent additions for one user at their exact sum', async () => {
    const user = await newUser()
    const amounts = Array.from({ length: 50 }, (_, i) => i + 1)
    const results = await Promise.all(amounts.map((points) => add({ userUuid: user.id, points, reason: 'burst' })))
    expect(results.every((r) => r.status === 200)).toBe(true)
    expect(await balances(user.id)).toEqual({ season: 1275, lifetime: 1275 })
    expect(await ledger(user.id)).toHaveLength(50)
    expect(Math.max(...results.map((r) => r.body.balance))).toBe(1275)
  })

  it('applies an admin batch all or nothing, naming the failing item', async () => {
    const [a, b] = [await newUser(), await newUser()]
    const unknownUser = '00000000-0000-4000-8000-000000000001'
    const bad = await batch([
      { userUuid: a.id, points: 5, reason: 'x' },
      { userUuid: b.id, points: 5, reason: 'x' },
      { userUuid: a.id, points: 1, reason: 'x' },
      { userUuid: unknownUser, points: 5, reason: 'x' }
    ])
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('changes[3].userUuid')
    const zero = await batch([{ userUuid: a.id, points: 0, reason: 'x' }])
    expect(zero.body.message).toContain('changes[0].points')
    expect((await batch([])).status).toBe(400)
    const below = await batch([
      { userUuid: a.id, points: 5, reason: 'x' },
      { userUuid: b.id, points: -1, reason: 'x' }
    ])
    expect(below.status).toBe(409)
    expect(below.body.message).toContain(b.id)
    expect([...(await ledger(a.id)), ...(await ledger(b.id))]).toHaveLength(0)
    const ok = await batch([
      { userUuid: a.id, points: 5, reason: 'event' },
      { userUuid: b.id, points: 8, reason: 'event' },
      { userUuid: a.id, points: -2, reason: 'event' }
    ])
    expect(ok.status).toBe(200)
    expect(ok.body).toHaveLength(2)
    expect(ok.body.find((x: any) => x.userUuid === a.id)).toMatchObject({ balance: 3, seasonId })
    expect(await balances(a.id)).toEqual({ season: 3, lifetime: 3 })
    expect(await balances(b.id)).toEqual({ season: 8, lifetime: 8 })
    expect((await ledger(a.id)).map((r) => [r.amount, r.source])).toEqual([
      [5, `admin:${adminId}`],
      [-2, `admin:${adminId}`]
    ])
    const byUser = await s.request('POST', `${M}/points/season/admin/handle-points`, {
      token: a.token,
      body: { changes: [{ userUuid: a.id, points: 1, reason: 'x' }] }
    })
    expect(byUser.status).toBe(403)
  })

  it('ranks a batch of 300 changes for 250 users together, ties sharing a rank (1, 2, 2, 4) in the season and lifetime', async () => {
    const crowd = Array.from({ length: 250 }, (_, i) => ({ id: randomUUID(), nickname: `crowd${i}-${Date.now()}` }))
    await s.knex('users').insert(crowd)
    // Users 0..49 appear twice; points repeat every 37 users, so many net balances tie.
    const changes = Array.from({ length: 300 }, (_, i) => ({
      userUuid: crowd[i % 250].id,
      points: (i % 37) + 1,
      reason: 'festival'
    }))
    const lifetime: any[] = []
    const onLifetime = (status: unknown) => lifetime.push(status)
    // An entity's records service is registered from a table at run time, so its type names no event.
    const lifetimeEvents = s.app.service(
      'api/merch-service/ranking-status-lifetime-records' as never
    ) as unknown as NodeJS.EventEmitter
    let statements = 0
    const onQuery = () => statements++
    lifetimeEvents.on('patched', onLifetime)
    s.knex.on('query', onQuery)
    const res = await batch(changes).finally(() => {
      lifetimeEvents.off('patched', onLifetime)
      s.knex.off('query', onQuery)
    })
    expect(res.status).toBe(200)
    // A handful for the whole batch (the background sweeps may add a few), not two per user.
    expect(statements).toBeLessThan(30)
    expect(res.body).toHaveLength(250)
    expect(lifetime).toHaveLength(250)

    // Competition rank: one more than the statuses with a higher balance, whoever they are.
    const rankIn = (rows: { balance: number | string }[]) => (balance: number) =>
      1 + rows.filter((r) => Number(r.balance) > balance).length
    const seasonRank = rankIn(await s.knex('ranking_status').where({ seasonId }))
    const lifetimeRank = rankIn(await s.knex('ranking_status_lifetime'))
    const net = new Map<string, number>()
    for (const c of changes) net.set(c.userUuid, (net.get(c.userUuid) ?? 0) + c.points)
    for (const status of res.body)
      expect(status).toMatchObject({
        seasonId,
        balance: net.get(status.userUuid),
        rank: seasonRank(net.get(status.userUuid)!)
      })
    for (const status of lifetime) expect(status).toMatchObject({ seasonId: null, rank: lifetimeRank(status.balance) })
    const byBalance = [...res.body].sort((a: any, b: any) => b.balance - a.balance)
    const tie = byBalance.findIndex((x: any, i: number) => i > 0 && x.balance === byBalance[i - 1].balance)
    expect(byBalance[tie].rank).toBe(byBalance[tie - 1].rank)
    const after = byBalance.slice(tie).find((x: any) => x.balance < byBalance[tie].balance)
    expect(after.rank).toBeGreaterThan(byBalance[tie].rank + 1)
    for (const status of res.body.slice(0, 5))
      expect(
        (await s.request('GET', `${M}/points/ranking-status/${status.userUuid}`, { token: admin })).body.rank
      ).toBe(status.rank)
  })

  it("sends a user's new statuses to that user's connections only", async () => {
    const [owner, other] = [await newUser('owner'), await newUser('other')]
    const clients = [owner, other].map((u) => {
      const socket = io(s.url, { transports: ['websocket'], forceNew: true })
      sockets.push(socket)
      const app = feathers()
        .configure(socketio(socket))
        .configure(authentication({ path: 'api/user-service/authentication' }))
      return { app, token: u.token }
    })
    for (const c of clients) await c.app.authenticate({ strategy: 'jwt', accessToken: c.token })
    const got = clients.map((c) => {
      const seen: any[] = []
      c.app.service('api/merch-service/ranking-status-records').on('patched', (x: unknown) => seen.push(['season', x]))
      c.app
        .service('api/merch-service/ranking-status-lifetime-records')
        .on('patched', (x: unknown) => seen.push(['lifetime', x]))
      return seen
    })
    await add({ userUuid: owner.id, points: 9, reason: 'dj' })
    await new Promise((r) => setTimeout(r, 300))
    expect(got[0]).toEqual([
      ['season', expect.objectContaining({ userUuid: owner.id, seasonId, balance: 9, hasCurrentRankingStatus: true })],
      ['lifetime', expect.objectContaining({ userUuid: owner.id, seasonId: null, balance: 9 })]
    ])
    expect(got[1]).toHaveLength(0)
    await batch([{ userUuid: owner.id, points: 1, reason: 'bonus' }])
    await new Promise((r) => setTimeout(r, 300))
    expect(got[0].slice(2)).toEqual([
      ['season', expect.objectContaining({ userUuid: owner.id, balance: 10 })],
      ['lifetime', expect.objectContaining({ userUuid: owner.id, balance: 10 })]
    ])
    expect(got[1]).toHaveLength(0)
  })
})

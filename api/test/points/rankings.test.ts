import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../helpers/server.ts'
import { seedDemoData } from '../../src/demo/seed.ts'

const M = '/api/merch-service'
const DAY = 86_400_000
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString()
let s: TestServer
let admin: string
let guest: string
const seasons: Record<string, { id: string; seasonStart: string; seasonName: string }> = {}
/** Users by name: ana 50, ben 30, cy 30, dee 10 in the current season; ana 20 and eve 40 in the past one. */
const u: Record<string, { id: string; token: string }> = {}

const batch = (changes: unknown[]) =>
  s.request('POST', `${M}/points/season/admin/handle-points`, { token: admin, body: { changes } })
const get = (path: string, token = guest) => s.request('GET', M + path, { token })
const names = (entries: { userUuid: string }[]) =>
  entries.map((e) => Object.keys(u).find((k) => u[k].id === e.userUuid))

beforeAll(async () => {
  s = await startServer()
  admin = (await s.signIn(['user', 'admin'], 'boss')).accessToken
  guest = (await s.request('GET', '/api/user-service/auth/guest')).body.accessToken
  for (const name of ['ana', 'ben', 'cy', 'dee', 'eve', 'fay']) {
    const auth = await s.signIn(['user'], name)
    u[name] = { id: auth.user!.id, token: auth.accessToken }
  }
  const create = async (seasonName: string, from: number, to: number) =>
    (seasons[seasonName] = (
      await s.request('POST', `${M}/points/season`, {
        token: admin,
        body: { seasonName, seasonStart: at(from), seasonEnd: at(to) }
      })
    ).body)
  await create('Spring', -100, -40)
  await create('Summer', -40, 40)
  await create('Late Autumn', 40, 100)
  // Points land in the running season: make Spring the running one for a moment by moving Summer out of the way.
  await s
    .knex('seasons')
    .where('id', seasons.Summer.id)
    .update({ seasonStart: new Date(Date.now() + 200 * DAY), seasonEnd: new Date(Date.now() + 300 * DAY) })
  await s
    .knex('seasons')
    .where('id', seasons.Spring.id)
    .update({ seasonEnd: new Date(Date.now() + 10 * DAY) })
  expect(
    (
      await batch([
        { userUuid: u.ana.id, points: 20, reason: 'spring' },
        { userUuid: u.eve.id, points: 40, reason: 'spring' }
      ])
    ).status
  ).toBe(200)
  await s
    .knex('seasons')
    .where('id', seasons.Spring.id)
    .update({ seasonEnd: new Date(seasons.Summer.seasonStart) })
  await s
    .knex('seasons')
    .where('id', seasons.Summer.id)
    .update({ seasonStart: new Date(seasons.Summer.seasonStart), seasonEnd: new Date(Date.now() + 40 * DAY) })
  const now = [
    ['ana', 50],
    ['ben', 30],
    ['cy', 30],
    ['dee', 10]
  ] as const
  expect((await batch(now.map(([name, points]) => ({ userUuid: u[name].id, points, reason: 'summer' })))).status).toBe(
    200
  )
})
afterAll(() => s.close())

describe('ranking statuses', () => {
  it("answers a user's current, caller's and lifetime status with competition ranks", async () => {
    const ben = await get(`/points/ranking-status/${u.ben.id}`)
    expect(ben.status).toBe(200)
    expect(ben.body).toMatchObject({
      userUuid: u.ben.id,
      seasonId: seasons.Summer.id,
      balance: 30,
      rank: 2,
      hasCurrentRankingStatus: true
    })
    expect(ben.body.id).toEqual(expect.any(String))
    expect((await get(`/points/current-ranking-status/${u.cy.id}`)).body).toMatchObject({ balance: 30, rank: 2 })
    expect((await get(`/points/current-ranking-status/${u.dee.id}`)).body).toMatchObject({ balance: 10, rank: 4 })
    expect((await get('/points/current-ranking-status', u.ana.token)).body).toMatchObject({
      userUuid: u.ana.id,
      balance: 50,
      rank: 1
    })
    expect((await get(`/points/ranking-status/sum/${u.ana.id}`)).body).toMatchObject({
      userUuid: u.ana.id,
      seasonId: null,
      balance: 70,
      rank: 1
    })
    expect((await get(`/points/ranking-status/sum/${u.eve.id}`)).body).toMatchObject({ balance: 40, rank: 2 })
  })

  it('answers balance 0 without rank for a user without points, 404 for an unknown user, 401/403 by access', async () => {
    const none = {
      id: null,
      userUuid: u.fay.id,
      balance: 0,
      rank: null,
      hasCurrentRankingStatus: false,
      updatedAt: null
    }
    expect((await get(`/points/ranking-status/${u.fay.id}`)).body).toEqual({ ...none, seasonId: seasons.Summer.id })
    expect((await get(`/points/ranking-status/sum/${u.fay.id}`)).body).toEqual({ ...none, seasonId: null })
    expect((await get(`/points/current-ranking-status/${u.eve.id}`)).body).toMatchObject({
      balance: 0,
      rank: null,
      hasCurrentRankingStatus: false
    })
    const unknown = await get('/points/ranking-status/00000000-0000-4000-8000-000000000000')
    expect([unknown.status, unknown.body.message]).toEqual([404, 'User not found'])
    expect((await get(`/points/ranking-status/${u.ana.id}`, '')).status).toBe(401)
    expect((await get('/points/current-ranking-status', guest)).status).toBe(403)
    expect((await get(`/points/ranking-status/not-a-uuid`)).body.message).toContain("'userUuid'")
  })
})

describe('leaderboards', () => {
  it('ranks the current season with ties, users joined, paged by take and skip', async () => {
    const board = await get('/points/season-ranking', '')
    expect(board.status).toBe(200)
    expect(board.body).toMatchObject({
      season: { id: seasons.Summer.id, seasonName: 'Summer' },
      total: 4,
      take: 20,
      skip: 0
    })
    const [ben, cy] = [u.ben.id, u.cy.id].sort()
    expect(board.body.data.map((e: any) => [e.rank, e.userUuid, e.balance])).toEqual([
      [1, u.ana.id, 50],
      [2, ben, 30],
      [2, cy, 30],
      [4, u.dee.id, 10]
    ])
    expect(board.body.data[0]).toEqual({
      rank: 1,
      userUuid: u.ana.id,
      nickname: expect.stringMatching(/^ana/),
      avatarId: null,
      balance: 50
    })
    const page = await get('/points/season-ranking?take=2&skip=2', '')
    expect(page.body).toMatchObject({ total: 4, take: 2, skip: 2 })
    expect(page.body.data.map((e: any) => [e.rank, e.userUuid])).toEqual([
      [2, cy],
      [4, u.dee.id]
    ])
    expect((await get('/points/season-ranking?take=0', '')).body.message).toContain("'take'")
    expect((await get('/points/season-ranking?take=101', '')).status).toBe(400)
    const current = await get('/points/season-ranking-current?take=1', '')
    expect(current.body).toMatchObject({
      season: { seasonName: 'Summer' },
      total: 4,
      take: 1,
      data: [{ rank: 1, userUuid: u.ana.id }]
    })
  })

  it('ranks lifetime balances and named seasons', async () => {
    const lifetime = await get('/points/all-seasons-ranking', '')
    expect(lifetime.body).not.toHaveProperty('season')
    expect(lifetime.body.data.map((e: any) => [e.rank, e.balance])).toEqual([
      [1, 70],
      [2, 40],
      [3, 30],
      [3, 30],
      [5, 10]
    ])
    const spring = await get('/points/season-ranking/Spring', '')
    expect(spring.body).toMatchObject({ season: { seasonName: 'Spring' }, total: 2 })
    expect(names(spring.body.data)).toEqual(['eve', 'ana'])
    expect((await get(`/points/season-ranking/${encodeURIComponent('Late Autumn')}`, '')).body).toMatchObject({
      total: 0,
      data: []
    })
    const missing = await get('/points/season-ranking/Winter', '')
    expect([missing.status, missing.body.message]).toEqual([404, 'Season not found'])
  })

  it('finds the season after and before a season start', async () => {
    const start = encodeURIComponent(seasons.Summer.seasonStart)
    expect((await get(`/points/season-ranking/next-season/${start}`, '')).body.seasonName).toBe('Late Autumn')
    expect((await get(`/points/season-ranking/prev-season/${start}`, '')).body.seasonName).toBe('Spring')
    expect((await get(`/points/season-ranking/prev-season/${seasons.Summer.seasonStart}`, '')).body.seasonName).toBe(
      'Spring'
    )
    expect(
      (await get(`/points/season-ranking/prev-season/${encodeURIComponent(seasons.Spring.seasonStart)}`, '')).status
    ).toBe(404)
    expect(
      (await get(`/points/season-ranking/next-season/${encodeURIComponent(seasons['Late Autumn'].seasonStart)}`, ''))
        .status
    ).toBe(404)
    const bad = await get('/points/season-ranking/next-season/yesterday', '')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain("'seasonStart'")
  })
})

describe('admin lists of statuses', () => {
  it('lists season statuses with plain filters, the list-query language and simple-rest, each ranked', async () => {
    const all = await get('/admin/ranking-status', admin)
    expect(all.body).toMatchObject({ total: 6, count: 6, page: 1 })
    const summer = await get(`/admin/ranking-status?seasonId=${seasons.Summer.id}&limit=2&page=2`, admin)
    expect(summer.body).toMatchObject({ total: 4, count: 2, page: 2, pageCount: 2 })
    expect(summer.body.data.map((x: any) => [x.balance, x.rank])).toEqual([
      [30, 2],
      [10, 4]
    ])
    expect(
      (await get(`/admin/ranking-status?userUuid=${u.ana.id}&sort=balance,ASC`, admin)).body.data.map((x: any) => [
        x.balance,
        x.rank,
        x.seasonId
      ])
    ).toEqual([
      [20, 2, seasons.Spring.id],
      [50, 1, seasons.Summer.id]
    ])
    expect((await get('/admin/ranking-status?balance=30', admin)).body.total).toBe(2)
    expect((await get(`/admin/ranking-status?filter=balance||$gte||40`, admin)).body.total).toBe(2)
    const simple = await get(
      `/admin/ranking-status?filter=${encodeURIComponent(JSON.stringify({ seasonId: seasons.Summer.id }))}&range=${encodeURIComponent('[0,1]')}&sort=${encodeURIComponent('["balance","DESC"]')}`,
      admin
    )
    expect(simple.headers.get('content-range')).toBe('ranking-status 0-1/4')
    expect(simple.body[0]).toMatchObject({ userUuid: u.ana.id, rank: 1, hasCurrentRankingStatus: true })
    const one = await get(`/admin/ranking-status/${simple.body[1].id}`, admin)
    expect(one.body).toMatchObject({ balance: 30, rank: 2, seasonId: seasons.Summer.id })
    expect((await get('/admin/ranking-status/00000000-0000-4000-8000-000000000000', admin)).status).toBe(404)
    expect((await get('/admin/ranking-status', u.ana.token)).status).toBe(403)
    expect((await get('/admin/ranking-status?seasonId=x', admin)).body.message).toContain("'seasonId'")
  })

  it('lists lifetime statuses', async () => {
    const all = await get('/admin/ranking-status-lifetime?sort=balance,DESC', admin)
    expect(all.body.data.map((x: any) => [x.balance, x.rank, x.seasonId])).toEqual([
      [70, 1, null],
      [40, 2, null],
      [30, 3, null],
      [30, 3, null],
      [10, 5, null]
    ])
    const eve = await get(`/admin/ranking-status-lifetime?userUuid=${u.eve.id}`, admin)
    expect(eve.body.data).toEqual([expect.objectContaining({ userUuid: u.eve.id, balance: 40 })])
    expect((await get(`/admin/ranking-status-lifetime/${eve.body.data[0].id}`, admin)).body).toMatchObject({
      balance: 40,
      rank: 2
    })
  })
})

describe('deleting a season with points', () => {
  it('is refused without confirm, then removes the ledger and statuses and lowers lifetime balances', async () => {
    const refused = await s.request('DELETE', `${M}/points/season/${seasons.Spring.id}`, { token: admin })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(
      "Season 'Spring' has points for 2 users; delete with ?confirm=true to remove them"
    )
    expect((await s.request('DELETE', `${M}/admin/seasons/${seasons.Spring.id}`, { token: admin })).status).toBe(409)
    expect(await s.knex('points_ledger').where('seasonId', seasons.Spring.id)).toHaveLength(2)
    const gone = await s.request('DELETE', `${M}/admin/seasons/${seasons.Spring.id}?confirm=true`, { token: admin })
    expect(gone.status).toBe(200)
    expect(gone.body.seasonName).toBe('Spring')
    expect(await s.knex('points_ledger').where('seasonId', seasons.Spring.id)).toHaveLength(0)
    expect(await s.knex('ranking_status').where('seasonId', seasons.Spring.id)).toHaveLength(0)
    expect(await s.knex('ranking_totals').where('scope', seasons.Spring.id)).toHaveLength(0)
    expect((await get('/points/all-seasons-ranking?take=1', '')).body).toMatchObject({
      total: 5,
      data: [{ balance: 50 }]
    })
    expect((await get(`/points/ranking-status/sum/${u.ana.id}`)).body).toMatchObject({ balance: 50, rank: 1 })
    expect((await get(`/points/ranking-status/sum/${u.eve.id}`)).body).toMatchObject({ balance: 0 })
    expect(
      (await s.request('DELETE', `${M}/points/season/${seasons['Late Autumn'].id}`, { token: admin })).status
    ).toBe(200)
  })
})

describe('demo rankings', () => {
  it(
    'fill both demo seasons from ledger rows whose sums are the statuses, with a tie',
    { timeout: 120_000 },
    async () => {
      const demo = await startServer()
      try {
        await seedDemoData(demo.app)
        const board = async (name: string) =>
          (await demo.request('GET', `${M}/points/season-ranking/${encodeURIComponent(name)}?take=100`)).body
        const [first, second] = [await board('Season 1'), await board('Season 2')]
        expect(first.total).toBeGreaterThanOrEqual(30)
        expect(second.total).toBeGreaterThanOrEqual(30)
        const ranks = second.data.map((e: any) => e.rank)
        expect(new Set(ranks).size).toBeLessThan(ranks.length)
        const sums = await demo
          .knex('points_ledger')
          .select('userUuid', 'seasonId')
          .sum('amount as total')
          .groupBy('userUuid', 'seasonId')
        const statuses = await demo.knex('ranking_status').select('userUuid', 'seasonId', 'balance')
        expect(statuses).toHaveLength(sums.length)
        for (const s of sums)
          expect(statuses).toContainEqual({ userUuid: s.userUuid, seasonId: s.seasonId, balance: Number(s.total) })
        const lifetime = (await demo.request('GET', `${M}/points/all-seasons-ranking?take=1`)).body
        expect(lifetime.data[0].balance).toBe(
          Math.max(...(await demo.knex('ranking_status_lifetime').select('balance')).map((r) => Number(r.balance)))
        )
      } finally {
        await demo.close()
      }
    }
  )
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../helpers/server.ts'

const M = '/api/merch-service'
let s: TestServer
let admin: string
let user: string

const now = Date.now()
const DAY = 86_400_000
const at = (days: number) => new Date(now + days * DAY).toISOString()

beforeAll(async () => {
  s = await startServer()
  admin = (await s.signIn(['user', 'admin'])).accessToken
  user = (await s.signIn()).accessToken
})
afterAll(() => s.close())

const create = (body: unknown, token = admin) => s.request('POST', `${M}/points/season`, { token, body })

describe('seasons', () => {
  it('creates seasons, answers the current one, and lists them in both admin dialects', async () => {
    expect((await s.request('GET', `${M}/seasons/current`)).status).toBe(404)
    const past = await create({ seasonName: 'Spring', seasonStart: at(-100), seasonEnd: at(-10) })
    expect(past.status).toBe(201)
    const current = await create({ seasonName: 'Summer', seasonStart: at(-10), seasonEnd: at(80) })
    expect((await s.request('GET', `${M}/seasons/current`)).body).toMatchObject({
      id: current.body.id,
      seasonName: 'Summer'
    })
    const crud = await s.request('GET', `${M}/admin/seasons?sort=seasonStart,ASC`, { token: admin })
    expect(crud.body.data.map((x: any) => x.seasonName)).toEqual(['Spring', 'Summer'])
    const simple = await s.request('GET', `${M}/admin/seasons?range=${encodeURIComponent('[0,0]')}`, { token: admin })
    expect(simple.headers.get('content-range')).toBe('seasons 0-0/2')
    expect((await s.request('GET', `${M}/admin/seasons/${past.body.id}`, { token: admin })).body.seasonName).toBe(
      'Spring'
    )
  })

  it('refuses an overlap naming the other season, a backwards span, a taken name and bad fields, writing nothing', async () => {
    const before = await s.knex('seasons').count('id as n').first()
    const overlap = await create({ seasonName: 'Overlap', seasonStart: at(50), seasonEnd: at(120) })
    expect(overlap.status).toBe(400)
    expect(overlap.body.message).toMatch(
      /^Season 'Overlap' overlaps season 'Summer' \(\d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d\)$/
    )
    const backwards = await create({ seasonName: 'Backwards', seasonStart: at(200), seasonEnd: at(150) })
    expect(backwards.body.message).toContain("'seasonEnd'")
    expect((await create({ seasonName: 'Summer', seasonStart: at(300), seasonEnd: at(310) })).status).toBe(409)
    const bad = await create({ seasonName: '', seasonStart: 'soon', seasonEnd: at(10) })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/'seasonName'|'seasonStart'/)
    expect(await s.knex('seasons').count('id as n').first()).toEqual(before)
  })

  it('lets only one of two concurrent overlapping creations through', async () => {
    const results = await Promise.all(
      ['Autumn A', 'Autumn B'].map((seasonName) => create({ seasonName, seasonStart: at(100), seasonEnd: at(190) }))
    )
    expect(results.map((r) => r.status).sort()).toEqual([201, 400])
  })

  it('updates a season within the rules and deletes it from either path', async () => {
    const winter = await create({ seasonName: 'Winter', seasonStart: at(400), seasonEnd: at(490) })
    const moved = await s.request('PATCH', `${M}/points/season/${winter.body.id}`, {
      token: admin,
      body: { seasonEnd: at(495) }
    })
    expect(moved.status).toBe(200)
    expect(moved.body.seasonEnd).toBe(at(495))
    const clash = await s.request('PATCH', `${M}/points/season/${winter.body.id}`, {
      token: admin,
      body: { seasonStart: at(0) }
    })
    expect(clash.status).toBe(400)
    expect((await s.request('DELETE', `${M}/points/season/${winter.body.id}`, { token: admin })).body.seasonName).toBe(
      'Winter'
    )
    expect((await s.request('DELETE', `${M}/admin/seasons/${winter.body.id}`, { token: admin })).status).toBe(404)
  })

  it('keeps seasons to administrators', async () => {
    expect((await create({ seasonName: 'Nope', seasonStart: at(600), seasonEnd: at(610) }, user)).status).toBe(403)
    expect((await s.request('GET', `${M}/admin/seasons`)).status).toBe(401)
  })
})

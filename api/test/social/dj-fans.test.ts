import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../helpers/server.ts'

let s: TestServer
let admin: { token: string; id: string }
beforeAll(async () => {
  s = await startServer()
  admin = await s.member(['user', 'admin'])
})
afterAll(() => s.close())

const S = '/api/social-service'
const F = `${S}/dj-fans`

describe('DJ fans', () => {
  it('follows a DJ once, never oneself; unfollows as the fan', async () => {
    const dj = await s.signIn(['user'], 'deejay')
    const fan = await s.signIn(['user'], 'fan')
    const djId = dj.user!.id
    const followed = await s.request('POST', F, { token: fan.accessToken, body: { djUuid: djId } })
    expect(followed.status).toBe(201)
    expect(followed.body).toMatchObject({
      djUuid: djId,
      djNickname: dj.user!.nickname,
      fanNickname: fan.user!.nickname
    })
    const twice = await s.request('POST', F, { token: fan.accessToken, body: { djUuid: djId } })
    expect(twice.status).toBe(409)
    expect(twice.body.message).toBe('You already follow this DJ')
    const self = await s.request('POST', F, { token: dj.accessToken, body: { djUuid: djId } })
    expect(self.status).toBe(400)
    expect(self.body.message).toContain("'djUuid'")
    const nobody = await s.request('POST', F, { token: fan.accessToken, body: { djUuid: randomUUID() } })
    expect(nobody.body).toMatchObject({ code: 404, message: 'DJ not found' })

    const mine = await s.request('GET', `${F}?djUuid=${djId}`, { token: fan.accessToken })
    expect(mine.body).toMatchObject({ count: 1, total: 1, take: 12, data: [{ id: followed.body.id }] })
    expect((await s.request('GET', `${F}/dj-fan/${followed.body.id}`, { token: dj.accessToken })).body.fanUuid).toBe(
      fan.user!.id
    )
    expect((await s.request('GET', `${F}/admin/${followed.body.id}`, { token: admin.token })).status).toBe(200)
    expect((await s.request('DELETE', `${F}/${followed.body.id}`, { token: dj.accessToken })).status).toBe(403)
    expect((await s.request('DELETE', `${F}/${followed.body.id}`, { token: fan.accessToken })).status).toBe(200)
    expect((await s.request('GET', `${F}/dj-fan/${followed.body.id}`, { token: fan.accessToken })).status).toBe(404)
    expect(await s.knex('dj_fans').where('djUuid', djId)).toHaveLength(0)
  })

  it("pages a DJ's fans 12 at a time, counts them, and the DJs a user follows", async () => {
    const dj = await s.member()
    const fans = await Promise.all(Array.from({ length: 14 }, () => s.member()))
    for (const fan of fans) await s.request('POST', F, { token: fan.token, body: { djUuid: dj.id } })
    const first = await s.request('GET', `${F}/dj-fans-paginated/${dj.id}`, { token: fans[0].token })
    // Seed 002 §3 "Paged fan lists: count, data": count is every fan, not the page's length.
    expect(first.body).toMatchObject({ count: 14, total: 14, take: 12, skip: 0 })
    expect(first.body.data).toHaveLength(12)
    const second = await s.request('GET', `${F}/dj-fans-paginated/${dj.id}?skip=12`, { token: fans[0].token })
    expect(second.body).toMatchObject({ count: 14, skip: 12 })
    expect(second.body.data).toHaveLength(2)
    const ids = new Set([...first.body.data, ...second.body.data].map((f: any) => f.fanUuid))
    expect(ids.size).toBe(14)
    const legacy = await s.request('GET', `${F}/dj-fans/${dj.id}?take=5`, { token: fans[0].token })
    expect(legacy.body).toMatchObject({ count: 14, total: 14, take: 5, skip: 0 })
    expect(legacy.body.data).toHaveLength(5)
    expect((await s.request('GET', `${F}/count/${dj.id}`, { token: fans[0].token })).body).toEqual({
      djUuid: dj.id,
      count: 14,
      following: 0
    })
    const followed = await s.request('GET', `${F}/${fans[3].id}/djs-followed`, { token: dj.token })
    expect(followed.body).toMatchObject({ count: 1, total: 1, data: [{ djUuid: dj.id }] })
    expect((await s.request('GET', `${F}/dj-fans-paginated/${dj.id}?take=101`, { token: dj.token })).status).toBe(400)
  })

  it('lists DJs with fan counts for admins, in the list-query language and simple-rest', async () => {
    const dj = await s.signIn(['user'], 'topdj')
    const fans = await Promise.all(Array.from({ length: 3 }, () => s.member()))
    for (const fan of fans) await s.request('POST', F, { token: fan.token, body: { djUuid: dj.user!.id } })
    const page = await s.request('GET', `${S}/admin/djs?filter=nickname||$eq||${dj.user!.nickname}`, {
      token: admin.token
    })
    expect(page.body).toMatchObject({ total: 1, data: [{ id: dj.user!.id, nickname: dj.user!.nickname, fanCount: 3 }] })
    const sorted = await s.request('GET', `${S}/admin/djs?sort=fanCount,DESC&limit=1`, { token: admin.token })
    expect(sorted.body.data[0].fanCount).toBeGreaterThanOrEqual(3)
    const simple = await s.request('GET', `${S}/admin/djs?range=[0,0]&sort=["fanCount","DESC"]`, { token: admin.token })
    expect(simple.headers.get('content-range')).toMatch(/^djs 0-0\/\d+$/)
    const one = await s.request('GET', `${S}/admin/djs/${dj.user!.id}`, { token: admin.token })
    expect(one.body).toMatchObject({ fanCount: 3, nickname: dj.user!.nickname })
    expect((await s.request('GET', `${S}/admin/djs/${fans[0].id}`, { token: admin.token })).status).toBe(404)
    expect((await s.request('GET', `${S}/admin/djs`, { token: fans[0].token })).status).toBe(403)
  })
})

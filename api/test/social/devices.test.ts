import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serviceKey, startServer, type TestServer } from '../helpers/server.ts'

let s: TestServer
let admin: { token: string; id: string }
beforeAll(async () => {
  s = await startServer()
  admin = await s.member(['user', 'admin'])
})
afterAll(() => s.close())

const S = '/api/social-service'
const F = `${S}/dj-fans`

describe('devices', () => {
  it('keeps one token per user and platform; removes by token or by user and platform', async () => {
    const ana = await s.member()
    const ben = await s.member()
    const D = `${S}/devices`
    const ios = await s.request('POST', D, { token: ana.token, body: { token: 'tok-ios-1', devicePlatform: 'ios' } })
    expect(ios.status).toBe(201)
    const again = await s.request('POST', D, { token: ana.token, body: { token: 'tok-ios-2', devicePlatform: 'ios' } })
    expect(again.body).toMatchObject({ id: ios.body.id, token: 'tok-ios-2' })
    await s.request('POST', D, { token: ana.token, body: { token: 'tok-web', devicePlatform: 'web' } })
    const bad = await s.request('POST', D, { token: ana.token, body: { token: 'x', devicePlatform: 'palm' } })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain("'devicePlatform'")
    const all = await s.request('GET', `${D}/all-devices/${ana.id}`, { token: ana.token })
    expect(all.body.map((d: any) => `${d.devicePlatform}:${d.token}`)).toEqual(['ios:tok-ios-2', 'web:tok-web'])
    expect((await s.request('GET', `${D}/all-devices/${ana.id}`, { token: ben.token })).status).toBe(403)
    expect((await s.request('GET', `${D}/single-device/${ana.id}/web`, { token: ana.token })).body.token).toBe(
      'tok-web'
    )
    expect((await s.request('GET', `${D}/single-device/${ana.id}/android`, { token: ana.token })).status).toBe(404)
    expect((await s.request('GET', `${D}/single-device/${ana.id}/palm`, { token: ana.token })).status).toBe(400)

    // A token that moves to another account leaves the first.
    await s.request('POST', D, { token: ben.token, body: { token: 'tok-web', devicePlatform: 'web' } })
    expect((await s.request('GET', `${D}/all-devices/${ana.id}`, { token: ana.token })).body).toHaveLength(1)
    expect((await s.request('DELETE', `${D}/tok-web`, { token: ana.token })).status).toBe(403)
    expect((await s.request('DELETE', `${D}/tok-web`, { token: ben.token })).status).toBe(200)
    expect((await s.request('DELETE', `${D}/${ana.id}/ios`, { token: ben.token })).status).toBe(403)
    expect((await s.request('DELETE', `${D}/${ana.id}/ios`, { token: ana.token })).body.token).toBe('tok-ios-2')
    expect(await s.knex('devices').whereIn('userUuid', [ana.id, ben.id])).toHaveLength(0)
  })

  it("lists the devices of a DJ's fans to services", async () => {
    const dj = await s.member()
    const [f1, f2, loner] = await Promise.all([s.member(), s.member(), s.member()])
    for (const fan of [f1, f2]) await s.request('POST', F, { token: fan.token, body: { djUuid: dj.id } })
    await s.request('POST', `${S}/devices`, {
      token: f1.token,
      body: { token: 'f1-android', devicePlatform: 'android' }
    })
    await s.request('POST', `${S}/devices`, { token: f2.token, body: { token: 'f2-web', devicePlatform: 'web' } })
    await s.request('POST', `${S}/devices`, { token: loner.token, body: { token: 'loner-web', devicePlatform: 'web' } })
    const headers = await serviceKey(s, admin.token)
    const list = await s.request('GET', `${F}/devices/list?djUuid=${dj.id}`, { headers })
    expect(list.body.total).toBe(2)
    expect(list.body.data.map((d: any) => d.token).sort()).toEqual(['f1-android', 'f2-web'])
    const web = await s.request('GET', `${F}/devices/list?djUuid=${dj.id}&devicePlatform=web`, { headers })
    expect(web.body.data.map((d: any) => d.token)).toEqual(['f2-web'])
    expect((await s.request('GET', `${F}/devices/list?djUuid=${dj.id}`, { token: f1.token })).status).toBe(403)
    expect((await s.request('GET', `${F}/devices/list`, { headers })).body.message).toContain("'djUuid'")
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditTopics, liveRoomActionNames, statelessMessageNames } from '@spinroom/schemas'
import { startServer, type TestServer } from '../helpers/server.ts'

const A = '/api/audit-service'
let s: TestServer
let admin: { token: string; id: string }
let mod: { token: string; id: string }

beforeAll(async () => {
  s = await startServer()
  admin = await s.member(['user', 'admin'], 'info-admin')
  mod = await s.member(['user', 'moderator'], 'info-mod')
}, 120_000)
afterAll(() => s.close())

const device = { platform: 'web', isDiscord: false, isLoggedIn: true }
const record = (token: string, topic: string, rec: Record<string, unknown> = {}) =>
  s.request('POST', `${A}/kinesis`, { token, body: { topic, record: rec, device } })
const get = (path: string, token = admin.token) => s.request('GET', `${A}${path}`, { token })

describe('info-admin', () => {
  it('names every audit topic, and the play-tracking ones', async () => {
    const res = await get('/info-admin/user-events-names')
    expect(res.status).toBe(200)
    expect(res.body.names).toEqual([...auditTopics])
    expect(res.body.names).toEqual(expect.arrayContaining(['pageView', 'likedTrack', 'consumablePurchased']))
    expect(res.body.playTopics).toEqual(['totalPlayed', 'played15Sec', 'played30Sec'])
    expect((await get('/info-admin/user-events-names', mod.token)).status).toBe(403)
  })

  it('names the real-time events from the running services and the live room declarations', async () => {
    const res = await get('/info-admin/socket-events-names')
    expect(res.status).toBe(200)
    const names = res.body.data as { name: string; kind: string; path: string | null }[]
    expect(res.body.total).toBe(names.length)
    const at = (path: string) => names.filter((n) => n.path === path && n.kind === 'serviceEvent').map((n) => n.name)
    // Entities that publish their writes, and a service with custom events.
    expect(at('api/user-service/moderation-actions')).toEqual(expect.arrayContaining(['created', 'patched', 'removed']))
    expect(names.some((n) => n.kind === 'serviceEvent' && n.name === 'consumablePurchased')).toBe(true)
    // Endpoint services and unpublished entities send nothing.
    expect(at('api/audit-service/kinesis')).toEqual([])
    expect(at('api/audit-service/events')).toEqual([])
    const live = (kind: string) => names.filter((n) => n.kind === kind).map((n) => n.name)
    expect(live('liveAction')).toEqual(liveRoomActionNames)
    expect(live('statelessMessage')).toEqual([...statelessMessageNames])
    expect(live('statefulMessage')).toContain('playedSong')
    expect(live('connection')).toEqual(['kicked', 'banned', 'deactivated', 'signedOut'])
  })

  it("answers a user's last event, and 404 naming the user when they recorded none", async () => {
    const listener = await s.member(['user'], 'last')
    await record(listener.token, 'pageView', { page: 'lobby' })
    await new Promise((resolve) => setTimeout(resolve, 5))
    const last = await record(listener.token, 'likedTrack', { songId: 's1' })
    const res = await get(`/info-admin/event-last/${listener.id}`)
    expect(res.status).toBe(200)
    expect(res.body).toEqual(last.body)
    const silent = await s.member(['user'], 'silent')
    const none = await get(`/info-admin/event-last/${silent.id}`)
    expect(none.status).toBe(404)
    expect(none.body.message).toBe(`No audit event recorded for user '${silent.id}'`)
    expect((await get(`/info-admin/event-last/${listener.id}`, listener.token)).status).toBe(403)
  })

  it('lists events newest first, filtered by user, topic and time, in both list dialects', async () => {
    const a = await s.member(['user'], 'explorer-a')
    const b = await s.member(['user'], 'explorer-b')
    const since = new Date().toISOString()
    await record(a.token, 'pageView')
    await record(a.token, 'totalPlayed', { playId: 'p' })
    await record(b.token, 'pageView')
    const crud = await get(`/info-admin/events?filter=userUuid||$eq||${a.id}&sort=createdAt,DESC`)
    expect(crud.status).toBe(200)
    expect(crud.body.total).toBe(2)
    expect(crud.body.data.map((e: { topic: string }) => e.topic)).toEqual(['totalPlayed', 'pageView'])
    const filter = JSON.stringify({ topic: 'pageView', createdAt_gte: since })
    const simple = await get(`/info-admin/events?filter=${encodeURIComponent(filter)}&range=[0,0]`)
    expect(simple.status).toBe(200)
    expect(simple.headers.get('content-range')).toBe('audit-events 0-0/2')
    expect(simple.body).toHaveLength(1)
    const bad = await get(`/info-admin/events?filter=${encodeURIComponent(JSON.stringify({ device: 'x' }))}`)
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain("'device'")
  })

  it('counts plays and active users per hour over the span, empty hours as zeros', async () => {
    const knex = s.knex
    const hour = 3_600_000
    const base = Math.floor(Date.now() / hour) * hour - 48 * hour
    const at = (h: number, minute = 5) => new Date(base + h * hour + minute * 60_000)
    const row = (userUuid: string, topic: string, createdAt: Date) => ({
      id: crypto.randomUUID(),
      topic,
      record: '{}',
      device: JSON.stringify(device),
      userUuid,
      createdAt
    })
    await knex('audit_events').insert([
      row('u1', 'totalPlayed', at(0)),
      row('u1', 'totalPlayed', at(0, 30)),
      row('u2', 'played15Sec', at(0, 40)),
      row('u2', 'totalPlayed', at(2))
    ])
    const from = new Date(base).toISOString()
    const to = new Date(base + 3 * hour).toISOString()
    const res = await get(`/info-admin/hourly-activity?from=${from}&to=${to}`)
    expect(res.status).toBe(200)
    expect(res.body.hours).toEqual([
      { hour: from, plays: 2, activeUsers: 2 },
      { hour: new Date(base + hour).toISOString(), plays: 0, activeUsers: 0 },
      { hour: new Date(base + 2 * hour).toISOString(), plays: 1, activeUsers: 1 }
    ])
    const last24 = await get('/info-admin/hourly-activity')
    expect(last24.body.hours.length).toBeGreaterThanOrEqual(24)
    const tooLong = await get(`/info-admin/hourly-activity?from=2020-01-01T00:00:00Z&to=${to}`)
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.message).toContain("'from'")
    expect((await get('/info-admin/hourly-activity?from=yesterday')).status).toBe(400)
  })
})

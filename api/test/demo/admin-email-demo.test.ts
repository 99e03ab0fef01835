import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Config } from '../../src/configuration.ts'
import { seedOnStart } from '../../src/demo/on-start.ts'
import { demoAccounts } from '../../src/demo/seed.ts'
import { demoTunes } from '../../src/demo/songs.ts'
import { demoDjs } from '../../src/demo/djs/roster.ts'
import { startServer, type TestServer } from '../helpers/server.ts'

const email = 'ops@example.org'
const password = 'a long secret for ops'
let s: TestServer
let config: Config
let banner: string[]

// The first start on an empty database, with ADMIN_EMAIL set: synthesising the demo songs takes a while.
beforeAll(async () => {
  s = await startServer()
  config = { ...s.app.get('config'), demoData: true, adminEmail: email, adminPassword: password }
  banner = (await seedOnStart(s.app, config)).lines
}, 180_000)
afterAll(() => s.close())

const counts = async () =>
  Object.fromEntries(
    await Promise.all(
      ['users', 'rooms', 'songs', 'uploaded_songs', 'crates', 'crate_songs', 'seasons'].map(
        async (table) => [table, Number((await s.knex(table).count<{ n: number }[]>('* as n'))[0]!.n)] as const
      )
    )
  )

describe('ADMIN_EMAIL on an empty database', () => {
  it('adds the demo data on the first start and the administrator beside it', async () => {
    expect(banner[0]).toBe(`Administrator ${email}: created from ADMIN_EMAIL/ADMIN_PASSWORD`)
    expect(banner).toContain('Demo accounts (created now; change or remove them before going public):')

    const emails: string[] = await s.knex('users').whereNotNull('email').pluck('email')
    expect(emails).toEqual(expect.arrayContaining([email, ...demoAccounts.map((a) => a.email)]))
    const nicknames: string[] = await s.knex('users').pluck('nickname')
    expect(nicknames).toEqual(expect.arrayContaining(demoDjs.map((dj) => dj.nickname)))
    expect(await s.knex('uploaded_songs').pluck('trackName')).toHaveLength(demoTunes.length)
    const login = await s.request('POST', '/api/user-service/auth/login', { body: { email, password } })
    expect(login.status).toBe(200)
    expect(login.body.user.roles).toEqual(['user', 'admin'])
  })

  it("records a day of plays for the dashboard's chart, and moderation records written by hand", async () => {
    const admin = await s.member(['user', 'admin'], 'demo-audit')
    const res = await s.request('GET', '/api/audit-service/info-admin/hourly-activity', { token: admin.token })
    const busy = res.body.hours.filter((h: { plays: number }) => h.plays > 0)
    expect(busy.length).toBeGreaterThanOrEqual(20)
    expect(Math.min(...busy.map((h: { activeUsers: number }) => h.activeUsers))).toBeGreaterThan(0)
    expect(await s.knex('moderation_actions').whereNotNull('recordedByUuid')).toHaveLength(2)
  })

  it('adds nothing twice on the next start', async () => {
    const before = await counts()
    expect((await seedOnStart(s.app, config)).lines).toEqual([
      `Administrator ${email}: updated from ADMIN_EMAIL/ADMIN_PASSWORD`
    ])
    expect(await counts()).toEqual(before)
  })
})

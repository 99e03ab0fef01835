import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../helpers/server.ts'
import { M, withoutTokenAccount } from '../helpers/tokens.ts'

let s: TestServer
let admin: string

beforeAll(async () => {
  s = await startServer()
  admin = (await s.signIn(['user', 'admin'])).accessToken
})
afterAll(() => s.close())

const open = (body: unknown, token: string) => s.request('POST', `${M}/admin/token-accounts`, { token, body })

describe('POST /admin/token-accounts', () => {
  it("opens a user's account once: 201 with the new account, then 200 with the same one", async () => {
    const ana = await s.member(['user'], 'ana')
    await withoutTokenAccount(s, ana.id)
    const opened = await open({ userUuid: ana.id }, admin)
    expect(opened.status).toBe(201)
    expect(opened.body).toMatchObject({ userUuid: ana.id, balance: 0, status: 'active', version: 0 })
    const again = await open({ userUuid: ana.id }, admin)
    expect(again.status).toBe(200)
    expect(again.body.id).toBe(opened.body.id)
    expect(await s.knex('token_accounts').where('userUuid', ana.id)).toHaveLength(1)
    const own = await s.request('GET', `${M}/api/v1/token-accounts/self`, { token: ana.token })
    expect(own.body.id).toBe(opened.body.id)
  })

  it('answers 400 naming userUuid for an unknown or missing user, and opens nothing', async () => {
    const before = await s.knex('token_accounts').count({ n: '*' })
    const unknown = await open({ userUuid: randomUUID() }, admin)
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toContain('userUuid')
    const missing = await open({}, admin)
    expect(missing.status).toBe(400)
    expect(missing.body.message).toContain('userUuid')
    expect(await s.knex('token_accounts').count({ n: '*' })).toEqual(before)
  })

  it('is for administrators only', async () => {
    const ben = await s.member(['user'], 'ben')
    await withoutTokenAccount(s, ben.id)
    const mod = await s.member(['user', 'moderator'], 'mod')
    expect((await open({ userUuid: ben.id }, ben.token)).status).toBe(403)
    expect((await open({ userUuid: ben.id }, mod.token)).status).toBe(403)
    expect(await s.knex('token_accounts').where('userUuid', ben.id)).toHaveLength(0)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isApiError } from '@spinroom/client'
import { banByNickname } from '../../../examples/staff-script.ts'
import { startServer, type TestServer } from '../helpers/server.ts'

let s: TestServer
beforeAll(async () => {
  s = await startServer()
})
afterAll(() => s.close())

describe('examples/staff-script.ts', () => {
  it('finds a user by nickname in the admin list and bans them', async () => {
    const admin = await s.member(['user', 'admin'])
    const troll = await s.signIn(['user'], 'troll')
    const banned = await banByNickname({
      url: s.url,
      token: admin.token,
      nickname: troll.user!.nickname,
      reason: 'spam'
    })
    expect(banned).toMatchObject({ id: troll.user!.id, status: 'banned' })
    expect(await s.knex('users').where({ id: troll.user!.id }).first('status')).toEqual({ status: 'banned' })
    const session = await s.request('GET', '/api/user-service/auth/session', { token: troll.accessToken })
    expect(session.status).toBe(401)
  })

  it('answers the API refusal when the caller may not ban', async () => {
    const member = await s.member(['user'])
    const refused = await banByNickname({ url: s.url, token: member.token, nickname: 'anyone' }).catch((e) => e)
    expect(isApiError(refused, 403)).toBe(true)
  })
})

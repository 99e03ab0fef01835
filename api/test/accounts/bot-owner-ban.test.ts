import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueToken } from '../../src/auth/authentication.ts'
import { findUserById } from '../../src/services/accounts/users/entity.ts'
import { startServer, type TestServer } from '../helpers/server.ts'
import { closeSessions, openSession } from '../helpers/sessions.ts'

const U = '/api/user-service'
let s: TestServer

beforeAll(async () => {
  s = await startServer()
})
afterAll(async () => {
  closeSessions()
  await s.close()
})

/** An owner and one of their bots, each with a token. */
async function ownerWithBot(nickname: string) {
  const owner = await s.signIn(['user'], `${nickname}-owner`)
  const res = await s.request('POST', `${U}/users/sign-up-bot`, {
    token: owner.accessToken,
    body: { nickname: `${nickname}-bot-${Date.now()}` }
  })
  expect(res.status).toBe(201)
  return { owner, bot: { id: res.body.user.id as string, token: res.body.accessToken as string } }
}

const session = (token: string) => s.request('GET', `${U}/auth/session`, { token })
const botToken = (token: string) => s.request('GET', `${U}/users/bot-token`, { token })

describe("a bot stops with its owner's ban or deactivation", { timeout: 60_000 }, () => {
  it("refuses a banned owner's bots and their tokens; after the unban the owner mints fresh ones", async () => {
    const mod = await s.signIn(['user', 'globalModerator'], 'bo-mod')
    const { owner, bot } = await ownerWithBot('bo-ban')
    expect((await session(bot.token)).status).toBe(200)
    const refreshed = (await botToken(bot.token)).body.accessToken as string
    const socket = await openSession(s.url, bot.token)
    const until = new Date(Date.now() + 3600_000).toISOString()
    const ban = await s.request('POST', `${U}/users/temporary-ban`, {
      token: mod.accessToken,
      body: { userUuid: owner.user!.id, until, reason: 'spam' }
    })
    expect(ban.status).toBe(200)
    expect(await socket.ended).toEqual({ event: 'banned', reason: 'The owner of this bot is banned', until })
    for (const token of [bot.token, refreshed]) {
      expect((await session(token)).body).toMatchObject({ code: 401, message: 'The owner of this bot is banned' })
      expect((await botToken(token)).status).toBe(401)
    }
    // No token is minted for the bot while its owner is banned, whatever the path.
    const botRow = (await findUserById(s.knex, bot.id))!
    await expect(issueToken(s.app, { type: 'bot', user: botRow })).rejects.toMatchObject({
      code: 403,
      message: 'The owner of this bot is banned'
    })

    await s.request('POST', `${U}/users/unban`, { token: mod.accessToken, body: { userUuid: owner.user!.id } })
    expect((await session(bot.token)).body).toMatchObject({ code: 401, message: 'Access token revoked' })
    const ownerToken = (
      await s.request('POST', `${U}/auth/login`, {
        body: { email: owner.user!.email, password: owner.password }
      })
    ).body.accessToken
    const minted = await s.request('POST', `${U}/users/bots/${bot.id}/token`, { token: ownerToken })
    expect(minted).toMatchObject({ status: 200, body: { type: 'bot', user: { id: bot.id } } })
    expect((await session(minted.body.accessToken)).body).toMatchObject({ type: 'bot', userUuid: bot.id })
    expect((await botToken(minted.body.accessToken)).status).toBe(200)
  })

  it("refuses a deactivated owner's bots", async () => {
    const admin = await s.signIn(['user', 'admin'], 'bo-admin')
    const { owner, bot } = await ownerWithBot('bo-deact')
    const socket = await openSession(s.url, bot.token)
    const res = await s.request('DELETE', `${U}/users/deactivate/${owner.user!.id}`, { token: admin.accessToken })
    expect(res.status).toBe(200)
    expect(await socket.ended).toEqual({
      event: 'deactivated',
      reason: 'The owner of this bot is deactivated',
      until: null
    })
    expect((await session(bot.token)).body).toMatchObject({
      code: 401,
      message: 'The owner of this bot is deactivated'
    })
  })

  it("mints no token for someone else's bot", async () => {
    const { bot } = await ownerWithBot('bo-other')
    const stranger = await s.signIn(['user'], 'bo-stranger')
    const res = await s.request('POST', `${U}/users/bots/${bot.id}/token`, { token: stranger.accessToken })
    expect(res).toMatchObject({ status: 404, body: { message: 'Bot not found' } })
  })
})

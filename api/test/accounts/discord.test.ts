import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startServer, type TestServer } from '../helpers/server.ts'

const U = '/api/user-service'
const REDIRECT = 'https://spinroom.example/discord/callback'

/** A stand-in for Discord: each code maps to an account; /users/@me answers for the token issued for it. */
function fakeDiscord(accounts: Record<string, { id: string; username: string; email?: string; verified?: boolean }>) {
  const tokens = new Map<string, string>()
  const server: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      const send = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
      if (req.method === 'POST' && req.url === '/api/oauth2/token') {
        const form = Object.fromEntries(new URLSearchParams(raw))
        if (!accounts[form.code] || form.redirect_uri !== REDIRECT)
          return send(400, { error: 'invalid_grant', error_description: 'Invalid "code" in request.' })
        const token = `t-${form.code}`
        tokens.set(token, form.code)
        return send(200, {
          access_token: token,
          token_type: 'Bearer',
          expires_in: 604800,
          refresh_token: 'r',
          scope: 'identify email'
        })
      }
      if (req.method === 'GET' && req.url === '/api/users/@me') {
        const code = tokens.get((req.headers.authorization ?? '').replace('Bearer ', ''))
        return code ? send(200, accounts[code]) : send(401, { message: '401: Unauthorized' })
      }
      send(404, { message: 'Not found' })
    })
  })
  return server
}

let s: TestServer
let bare: TestServer
const discord = fakeDiscord({
  newcomer: { id: '1001', username: 'neo.dj', email: 'neo@example.org', verified: true },
  unverified: { id: '1002', username: 'sneaky', email: 'owner@spinroom.test', verified: false },
  owner: { id: '1003', username: 'owner', email: 'owner@spinroom.test', verified: true },
  linker: { id: '1004', username: 'linker' }
})

beforeAll(async () => {
  await new Promise<void>((resolve) => discord.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(discord.address() as AddressInfo).port}/api`
  s = await startServer({
    config: {
      providers: { DISCORD_CLIENT_ID: 'disc-client', DISCORD_CLIENT_SECRET: 'disc-secret', DISCORD_API_URL: url }
    }
  })
  bare = await startServer()
})
afterAll(async () => {
  await Promise.all([s.close(), bare.close()])
  discord.close()
})

const signIn = (code: string) => s.request('POST', `${U}/auth/exchange-code`, { body: { code, redirectUri: REDIRECT } })

describe('Discord', () => {
  it('gives the consent URL with this app, the redirect and a state', async () => {
    const res = await s.request('POST', `${U}/auth/discord-auth`, { body: { redirectUri: REDIRECT } })
    const url = new URL(res.body.url)
    expect(url.origin + url.pathname).toBe('https://discord.com/oauth2/authorize')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'disc-client',
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'identify email',
      state: res.body.state
    })
  })

  it('creates an account on first sign-in and finds it again through the link', async () => {
    const first = await signIn('newcomer')
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ type: 'user', user: { email: 'neo@example.org', nickname: 'neo.dj' } })
    const row = await s.knex('users').where('id', first.body.user.id).first()
    expect(row.password).toBeNull()
    const again = await signIn('newcomer')
    expect(again.body.user.id).toBe(first.body.user.id)
  })

  it('joins an existing account only through an e-mail Discord has verified', async () => {
    const owner = await s.request('POST', `${U}/users/sign-up`, {
      body: { email: 'owner@spinroom.test', password: 'owner password 1' }
    })
    const sneaky = await signIn('unverified')
    expect(sneaky.body.user.id).not.toBe(owner.body.user.id)
    expect(sneaky.body.user.email).toBeNull()
    const verified = await signIn('owner')
    expect(verified.body.user.id).toBe(owner.body.user.id)
  })

  it('links Discord to the signed-in account, once', async () => {
    const user = await s.signIn()
    const res = await s.request('POST', `${U}/auth/link-discord`, {
      token: user.accessToken,
      body: { code: 'linker', redirectUri: REDIRECT }
    })
    expect(res.body).toEqual({ provider: 'discord', externalId: '1004', username: 'linker' })
    expect((await signIn('linker')).body.user.id).toBe(user.user!.id)
    const other = await s.signIn()
    const taken = await s.request('POST', `${U}/auth/link-discord`, {
      token: other.accessToken,
      body: { code: 'linker', redirectUri: REDIRECT }
    })
    expect(taken.status).toBe(409)
  })

  it('answers a bad code with 502 naming Discord, and missing settings with 503', async () => {
    const bad = await signIn('nonsense')
    expect(bad.status).toBe(502)
    expect(bad.body.message).toContain('Discord refused the authorization code grant')
    const off = await bare.request('POST', `${U}/auth/discord-auth`, { body: { redirectUri: REDIRECT } })
    expect(off.status).toBe(503)
    expect(off.body.message).toBe('Discord is not configured: set DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET')
  })
})

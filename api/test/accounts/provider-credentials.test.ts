import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startServer, type TestServer } from '../helpers/server.ts'

const U = '/api/user-service'

/** A stand-in OAuth 2 token endpoint: authorization_code, refresh_token and client_credentials grants. */
function fakeOAuth() {
  let issued = 0
  const grants: Record<string, string>[] = []
  const server: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(raw))
      grants.push(form)
      const send = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
      if (req.headers.authorization !== `Basic ${Buffer.from('client:secret').toString('base64')}`)
        return send(401, { error: 'invalid_client' })
      issued++
      if (form.grant_type === 'authorization_code' && form.code === 'good-code')
        return send(200, {
          access_token: `access-${issued}`,
          refresh_token: 'refresh-1',
          expires_in: 3600,
          scope: 'streaming'
        })
      if (form.grant_type === 'refresh_token' && form.refresh_token.startsWith('refresh-'))
        return send(200, { access_token: `access-${issued}`, expires_in: 3600 })
      if (form.grant_type === 'client_credentials')
        return send(200, { access_token: `app-${issued}`, expires_in: 3600 })
      send(400, { error: 'invalid_grant', error_description: 'Invalid authorization code' })
    })
  })
  return { server, grants }
}

const oauth = fakeOAuth()
let s: TestServer
let bare: TestServer

beforeAll(async () => {
  await new Promise<void>((resolve) => oauth.server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(oauth.server.address() as AddressInfo).port}`
  const client = { CLIENT_ID: 'client', CLIENT_SECRET: 'secret' }
  const providers = Object.fromEntries(
    ['SPOTIFY', 'YOUTUBE', 'SOUNDCLOUD', 'SOUNDCLOUD_MOBILE'].flatMap((p) =>
      Object.entries(client).map(([k, v]) => [`${p}_${k}`, v])
    )
  )
  s = await startServer({
    config: {
      providers: {
        ...providers,
        SPOTIFY_ACCOUNTS_URL: url,
        YOUTUBE_OAUTH_URL: url,
        SOUNDCLOUD_OAUTH_URL: url,
        PROVIDER_TOKEN_KEY: 'a long random key for tests'
      }
    }
  })
  bare = await startServer({
    config: { providers: { SPOTIFY_CLIENT_ID: 'client', SPOTIFY_CLIENT_SECRET: 'secret', SPOTIFY_ACCOUNTS_URL: url } }
  })
})
afterAll(async () => {
  await Promise.all([s.close(), bare.close()])
  oauth.server.close()
})

const exchange = (server: TestServer, token: string, code = 'good-code', provider = 'spotify') =>
  server.request('POST', `${U}/${provider}/exchange-code`, {
    token,
    body: { code, redirectUri: 'https://spinroom.example/callback' }
  })

describe('OAuth provider credentials', () => {
  it('links Spotify from a code, storing the refresh token sealed, never answering it', async () => {
    const user = await s.signIn()
    const res = await exchange(s, user.accessToken)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      provider: 'spotify',
      accessToken: expect.stringMatching(/^access-/),
      scope: 'streaming'
    })
    expect(JSON.stringify(res.body)).not.toContain('refresh-1')
    expect(oauth.grants.at(-1)).toMatchObject({
      grant_type: 'authorization_code',
      code: 'good-code',
      redirect_uri: 'https://spinroom.example/callback'
    })
    const row = await s.knex('provider_credentials').where({ userUuid: user.user!.id, provider: 'spotify' }).first()
    expect(JSON.stringify(row)).not.toContain('refresh-1')
    expect(JSON.stringify(row)).not.toContain(res.body.accessToken)
  })

  it('refreshes with the stored refresh token, and gives a service the current token without refreshing', async () => {
    const user = await s.signIn()
    const admin = await s.signIn(['user', 'admin'])
    const linked = (await exchange(s, user.accessToken)).body
    const service = await s.request('GET', `${U}/spotify/access-token/${user.user!.id}/service`, {
      token: admin.accessToken
    })
    expect(service.body.accessToken).toBe(linked.accessToken)
    const fresh = await s.request('POST', `${U}/spotify/refresh-token`, { token: user.accessToken, body: {} })
    expect(fresh.body.accessToken).not.toBe(linked.accessToken)
    expect(oauth.grants.at(-1)).toEqual({ grant_type: 'refresh_token', refresh_token: 'refresh-1' })
    await s
      .knex('provider_credentials')
      .where({ userUuid: user.user!.id })
      .update({ accessExpiresAt: new Date(Date.now() + 1000) })
    const renewed = await s.request('GET', `${U}/spotify/access-token/${user.user!.id}/service`, {
      token: admin.accessToken
    })
    expect(renewed.body.accessToken).not.toBe(fresh.body.accessToken)
    expect(
      (await s.request('GET', `${U}/spotify/access-token/${user.user!.id}/service`, { token: user.accessToken })).status
    ).toBe(403)
  })

  it('unlinks Spotify, after which there is nothing to refresh', async () => {
    const user = await s.signIn()
    await exchange(s, user.accessToken)
    expect((await s.request('DELETE', `${U}/spotify/refresh-token`, { token: user.accessToken })).body).toEqual({
      provider: 'spotify',
      unlinked: true
    })
    const res = await s.request('POST', `${U}/spotify/refresh-token`, { token: user.accessToken, body: {} })
    expect(res.status).toBe(404)
    expect(res.body.message).toBe('No Spotify account is linked')
    // Nothing stays on the server: a service asking for the user's token is told the same.
    const admin = await s.signIn(['user', 'admin'])
    const service = await s.request('GET', `${U}/spotify/access-token/${user.user!.id}/service`, {
      token: admin.accessToken
    })
    expect(service.status).toBe(404)
    expect(service.body.message).toBe('No Spotify account is linked')
    expect(await s.knex('provider_credentials').where({ userUuid: user.user!.id }).first()).toBeUndefined()
    expect((await s.request('DELETE', `${U}/spotify/refresh-token`, { token: user.accessToken })).body).toEqual({
      provider: 'spotify',
      unlinked: false
    })
  })

  it("forgets an Apple Music user token on its owner's request only, leaving their Spotify link", async () => {
    const owner = await s.signIn()
    const other = await s.signIn()
    for (const [user, token] of [
      [owner, 'apple-mut-owner'],
      [other, 'apple-mut-other']
    ] as const)
      await s.request('POST', `${U}/apple/user-token`, { token: user.accessToken, body: { musicUserToken: token } })
    await exchange(s, owner.accessToken)
    const read = (user: typeof owner) =>
      s.request('GET', `${U}/apple/user-token/${user.user!.id}`, { token: user.accessToken })

    // Another user's DELETE forgets their own token, never the owner's.
    const forget = (user: typeof owner) => s.request('DELETE', `${U}/apple/user-token`, { token: user.accessToken })
    expect((await forget(other)).body).toEqual({ provider: 'apple', unlinked: true })
    expect((await read(owner)).body).toEqual({ musicUserToken: 'apple-mut-owner' })
    expect((await read(other)).status).toBe(404)

    const res = await forget(owner)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ provider: 'apple', unlinked: true })
    const gone = await read(owner)
    expect(gone.status).toBe(404)
    expect(gone.body.message).toBe('No Apple Music user token is stored')
    const rows = await s.knex('provider_credentials').where({ userUuid: owner.user!.id }).pluck('provider')
    expect(rows).toEqual(['spotify'])
    // Forgetting again changes nothing and says so; a guest may not call it.
    expect((await forget(owner)).body).toEqual({ provider: 'apple', unlinked: false })
    const guest = (await s.request('GET', `${U}/auth/guest`)).body.accessToken
    expect((await s.request('DELETE', `${U}/apple/user-token`, { token: guest })).status).toBe(403)
    expect((await s.request('DELETE', `${U}/apple/user-token`)).status).toBe(401)
  })

  it("answers a provider's refusal with 502 naming it, and stores nothing", async () => {
    const user = await s.signIn()
    const res = await exchange(s, user.accessToken, 'bad-code', 'youtube')
    expect(res.status).toBe(502)
    expect(res.body.message).toBe('YouTube (Google) refused the authorization code grant: Invalid authorization code')
    expect(await s.knex('provider_credentials').where({ userUuid: user.user!.id }).first()).toBeUndefined()
  })

  it('shares one SoundCloud app token and refreshes a client-held refresh token', async () => {
    const guest = (await s.request('GET', `${U}/auth/guest`)).body.accessToken
    const first = await s.request('GET', `${U}/soundcloud/public-token`, { token: guest })
    const second = await s.request('GET', `${U}/soundcloud/public-token`, { token: guest })
    expect(first.body.accessToken).toMatch(/^app-/)
    expect(second.body.accessToken).toBe(first.body.accessToken)
    const user = await s.signIn()
    const mobile = await s.request('POST', `${U}/soundcloud/mobile/refresh-token`, {
      token: user.accessToken,
      body: { refreshToken: 'refresh-mobile' }
    })
    expect(mobile.status).toBe(200)
    const own = await s.request('GET', `${U}/soundcloud/access-token/${user.user!.id}`, { token: user.accessToken })
    expect(own.body.accessToken).toBe(mobile.body.accessToken)
    const other = await s.signIn()
    expect(
      (await s.request('GET', `${U}/soundcloud/access-token/${user.user!.id}`, { token: other.accessToken })).status
    ).toBe(403)
  })

  it('keeps an Apple Music user token for its owner', async () => {
    const user = await s.signIn()
    await s.request('POST', `${U}/apple/user-token`, {
      token: user.accessToken,
      body: { musicUserToken: 'apple-mut-1' }
    })
    expect(
      (await s.request('GET', `${U}/apple/user-token/${user.user!.id}`, { token: user.accessToken })).body
    ).toEqual({ musicUserToken: 'apple-mut-1' })
    const other = await s.signIn()
    expect(
      (await s.request('GET', `${U}/apple/user-token/${user.user!.id}`, { token: other.accessToken })).status
    ).toBe(403)
    expect(
      (await s.request('GET', `${U}/apple/user-token/${other.user!.id}`, { token: other.accessToken })).status
    ).toBe(404)
  })

  it('answers 503 naming missing settings, before spending the authorization code', async () => {
    const user = await bare.signIn()
    const before = oauth.grants.length
    const res = await exchange(bare, user.accessToken)
    expect(res.status).toBe(503)
    // Spotify is configured on this server, token storage is not.
    expect(res.body.message).toBe('Provider token storage is not configured: set PROVIDER_TOKEN_KEY')
    expect(oauth.grants.length).toBe(before)
    const yt = await exchange(bare, user.accessToken, 'good-code', 'youtube')
    expect(yt.body.message).toContain('YOUTUBE_CLIENT_ID and YOUTUBE_CLIENT_SECRET')
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import { startServer, type TestServer } from '../helpers/server.ts'

// The package's parser is not in its typed entry point.
const { AccessToken2 } = createRequire(import.meta.url)('agora-token/src/AccessToken2.js') as {
  AccessToken2: new () => { appId: Buffer; from_string(token: string): boolean }
}
const U = '/api/user-service'
const AGORA = {
  AGORA_APP_ID: '970CA35de60c44645bbae8a215061b33',
  AGORA_APP_CERTIFICATE: '5CFd2fd1755d40ecb72977518be15d3b'
}

/** A stand-in for the CometChat REST API v3: users and auth tokens, checking the REST key. */
function fakeCometChat() {
  const users = new Map<string, { uid: string; name: string }>()
  const calls: string[] = []
  const server: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      calls.push(`${req.method} ${req.url}`)
      const send = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
      if (req.headers.apikey !== 'rest-key')
        return send(401, { error: { code: 'AUTH_ERR_APIKEY_NOT_FOUND', message: 'bad key' } })
      const token = /^\/v3\/users\/([^/]+)\/auth_tokens$/.exec(req.url ?? '')
      if (req.method === 'POST' && req.url === '/v3/users') {
        const user = JSON.parse(raw)
        if (users.has(user.uid)) return send(400, { error: { code: 'ERR_UID_ALREADY_EXISTS', message: 'exists' } })
        users.set(user.uid, user)
        return send(200, { data: user })
      }
      if (req.method === 'POST' && token) {
        const uid = decodeURIComponent(token[1])
        if (!users.has(uid)) return send(404, { error: { code: 'ERR_UID_NOT_FOUND', message: 'no such user' } })
        return send(200, { data: { uid, authToken: `${uid}_token_${calls.length}` } })
      }
      send(404, { error: { message: 'unknown route' } })
    })
  })
  return { server, users, calls }
}

let bare: TestServer
let configured: TestServer
const chat = fakeCometChat()

beforeAll(async () => {
  await new Promise<void>((resolve) => chat.server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(chat.server.address() as AddressInfo).port}/v3`
  bare = await startServer()
  configured = await startServer({
    config: {
      providers: {
        ...AGORA,
        COMETCHAT_APP_ID: 'app1',
        COMETCHAT_REGION: 'eu',
        COMETCHAT_API_KEY: 'rest-key',
        COMETCHAT_BASE_URL: base
      }
    }
  })
})
afterAll(async () => {
  await Promise.all([bare.close(), configured.close()])
  chat.server.close()
})

describe('without provider settings', () => {
  it('answers 503 naming every missing setting', async () => {
    const user = await bare.signIn()
    const chatRes = await bare.request('GET', `${U}/comet-chat/user-token`, { token: user.accessToken })
    expect(chatRes.status).toBe(503)
    expect(chatRes.body.message).toBe(
      'The chat provider (CometChat) is not configured: set COMETCHAT_APP_ID and COMETCHAT_REGION and COMETCHAT_API_KEY'
    )
    const audio = await bare.request('POST', `${U}/agora/token`, {
      token: user.accessToken,
      body: { channelName: 'room-1' }
    })
    expect(audio.status).toBe(503)
    expect(audio.body.message).toContain('AGORA_APP_ID and AGORA_APP_CERTIFICATE')
  })
})

describe('real-time audio tokens', () => {
  it('builds a token for the channel and the caller, that Agora can parse back', async () => {
    const user = await configured.signIn()
    const res = await configured.request('POST', `${U}/agora/token`, {
      token: user.accessToken,
      body: { channelName: 'room-1', role: 'PUBLISHER' }
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      appId: AGORA.AGORA_APP_ID,
      channelName: 'room-1',
      account: user.user!.id,
      role: 'PUBLISHER'
    })
    const parsed = new AccessToken2()
    expect(parsed.from_string(res.body.token)).toBe(true)
    expect(String(parsed.appId)).toBe(AGORA.AGORA_APP_ID)
  })

  it('lets guests listen but not publish, and validates the channel', async () => {
    const guest = (await configured.request('GET', `${U}/auth/guest`)).body.accessToken
    expect(
      (await configured.request('POST', `${U}/agora/token`, { token: guest, body: { channelName: 'room-1' } })).body
        .role
    ).toBe('SUBSCRIBER')
    expect(
      (
        await configured.request('POST', `${U}/agora/token`, {
          token: guest,
          body: { channelName: 'room-1', role: 'PUBLISHER' }
        })
      ).status
    ).toBe(403)
    const bad = await configured.request('POST', `${U}/agora/token`, {
      token: guest,
      body: { channelName: '', role: 'DJ' }
    })
    expect(bad.status).toBe(400)
  })
})

describe('chat tokens', () => {
  it("creates the caller's chat user on first use, then only issues tokens", async () => {
    const user = await configured.signIn(['user'], 'chatty')
    const first = await configured.request('GET', `${U}/comet-chat/user-token`, { token: user.accessToken })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({
      uid: user.user!.id,
      appId: 'app1',
      region: 'eu',
      authToken: expect.stringContaining(user.user!.id)
    })
    expect(chat.users.get(user.user!.id)?.name).toBe(user.user!.nickname)
    const before = chat.calls.length
    await configured.request('GET', `${U}/comet-chat/user-token`, { token: user.accessToken })
    expect(chat.calls.slice(before)).toEqual([`POST /v3/users/${user.user!.id}/auth_tokens`])
  })

  it('gives guests the shared ghost identity', async () => {
    const guest = (await configured.request('GET', `${U}/auth/guest`)).body.accessToken
    const res = await configured.request('GET', `${U}/comet-chat/ghost-token`, { token: guest })
    expect(res.body.uid).toBe('spinroom-ghost')
  })

  it('creates chat users in bulk for admins, counting those that exist', async () => {
    const admin = await configured.signIn(['user', 'admin'])
    const [a, b] = [await configured.signIn(), await configured.signIn()]
    await configured.request('GET', `${U}/comet-chat/user-token`, { token: a.accessToken })
    const res = await configured.request('POST', `${U}/comet-chat/create-users`, {
      token: admin.accessToken,
      body: { userUuids: [a.user!.id, b.user!.id] }
    })
    expect(res.body).toEqual({ created: 1, existing: 1, failed: [] })
    expect(
      (await configured.request('POST', `${U}/comet-chat/create-users`, { token: a.accessToken, body: {} })).status
    ).toBe(403)
  })

  it('answers 502 naming the provider when it refuses or cannot be reached', async () => {
    const wrongKey = await startServer({
      config: {
        providers: {
          COMETCHAT_APP_ID: 'app1',
          COMETCHAT_REGION: 'eu',
          COMETCHAT_API_KEY: 'wrong',
          COMETCHAT_BASE_URL: `http://127.0.0.1:${(chat.server.address() as AddressInfo).port}/v3`
        }
      }
    })
    try {
      const user = await wrongKey.signIn()
      const res = await wrongKey.request('GET', `${U}/comet-chat/user-token`, { token: user.accessToken })
      expect(res.status).toBe(502)
      expect(res.body.message).toContain('The chat provider (CometChat) refused')
      expect(res.body.message).not.toContain('wrong')
    } finally {
      await wrongKey.close()
    }
  })
})

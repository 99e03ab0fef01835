import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../helpers/server.ts'

const LOGIN = '/api/user-service/auth/login'

let s: TestServer
beforeAll(async () => {
  s = await startServer({ log: 'info' })
})
afterAll(() => s.close())

const requestLine = (requestId: string) =>
  s.log.lines.find((line) => line.msg === 'request' && line.requestId === requestId)

describe('the request log', () => {
  it('writes one line per request with its id, caller, route template, status and duration, and no secret', async () => {
    const account = await s.signIn(['user'], 'logged')
    const login = await s.request('POST', LOGIN, {
      body: { email: account.user!.email, password: account.password },
      headers: { 'x-request-id': 'log-login', cookie: 'session=cookie-secret-value' }
    })
    expect(login.status).toBe(200)
    const token: string = login.body.accessToken
    const queryToken = 'query-token-secret-value'
    const profile = await s.request('GET', `/api/user-service/profile/${account.user!.id}?token=${queryToken}`, {
      token,
      headers: { 'x-request-id': 'log-profile' }
    })
    expect(profile.status).toBe(200)
    const badKey = await s.request('GET', `/api/user-service/profile/${account.user!.id}`, {
      headers: { 'x-request-id': 'log-api-key', 'x-api-key': 'api-key-secret-value' }
    })
    expect(badKey.status).toBe(401)
    const missing = await s.request('GET', `/api/user-service/profile/${crypto.randomUUID()}`, {
      token,
      headers: { 'x-request-id': 'log-missing' }
    })
    expect(missing.status).toBe(404)

    expect(requestLine('log-login')).toMatchObject({
      level: 30,
      method: 'POST',
      route: LOGIN,
      status: 200,
      durationMs: expect.any(Number)
    })
    expect(requestLine('log-login')!.user).toBeUndefined()
    expect(requestLine('log-profile')).toMatchObject({
      method: 'GET',
      route: '/api/user-service/profile/{id}',
      status: 200,
      user: account.user!.id,
      callerType: 'user',
      durationMs: expect.any(Number)
    })
    expect(requestLine('log-api-key')).toMatchObject({ status: 401 })
    expect(requestLine('log-missing')).toMatchObject({ route: '/api/user-service/profile/{id}', status: 404 })
    expect(s.log.lines.filter((line) => line.requestId === 'log-profile' && line.msg === 'request')).toHaveLength(1)

    const written = s.log.raw.join('')
    for (const secret of [account.password, token, queryToken, 'cookie-secret-value', 'api-key-secret-value'])
      expect(written).not.toContain(secret)
  })

  it('names no route for a path nothing serves, and logs the 404 all the same', async () => {
    const res = await s.request('GET', '/api/user-service/no/such/path', { headers: { 'x-request-id': 'log-none' } })
    expect(res.status).toBe(404)
    expect(requestLine('log-none')).toMatchObject({ route: 'unmatched', status: 404 })
  })

  it('censors secrets in any object a line carries', () => {
    s.app.get('log').warn(
      {
        headers: { authorization: 'Bearer abc', cookie: 'c=1', 'x-api-key': 'k', 'stripe-signature': 't=1,v1=x' },
        body: { password: 'hunter2', accessToken: 'at' },
        query: { token: 'qt' },
        data: { refreshToken: 'rt' },
        token: 'top-level'
      },
      'redaction check'
    )
    const line = s.log.lines.find((l) => l.msg === 'redaction check')!
    expect(line.headers).toEqual({
      authorization: '[redacted]',
      cookie: '[redacted]',
      'x-api-key': '[redacted]',
      'stripe-signature': '[redacted]'
    })
    expect(line.body).toEqual({ password: '[redacted]', accessToken: '[redacted]' })
    expect(line.query).toEqual({ token: '[redacted]' })
    expect(line.data).toEqual({ refreshToken: '[redacted]' })
    expect(line.token).toBe('[redacted]')
  })
})

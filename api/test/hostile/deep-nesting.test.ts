import type { Socket as ServerSocket } from 'socket.io'
import type { Socket } from 'socket.io-client'
import { MAX_NESTING } from '@spinroom/schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../helpers/server.ts'
import { connectSocket, rawCall, rawPacket } from './raw-socket.ts'

const LOGIN = '/api/user-service/auth/login'
const TOO_DEEP = `nested deeper than ${MAX_NESTING} levels`

/**
 * The JSON of a value `depth` containers deep (the outermost counts as one), alternating objects and arrays; written
 * as text, since JSON.stringify itself overflows on such values.
 */
function nested(depth: number, leaf = '"leaf"'): string {
  const levels = Array.from({ length: depth }, (_, i) => i % 2 === 0)
  const open = levels.map((object) => (object ? '{"a":' : '[')).join('')
  const close = levels
    .reverse()
    .map((object) => (object ? '}' : ']'))
    .join('')
  return `${open}${leaf}${close}`
}

/** The login's JSON body, with an unknown property that takes it to `depth` containers in all. */
const loginAt = (depth: number, email = 'nobody@spinroom.test', password = 'password-long') =>
  `{"email":${JSON.stringify(email)},"password":${JSON.stringify(password)},"extra":${nested(depth - 1)}}`
const LOGIN_BODY = JSON.stringify({ email: 'nobody@spinroom.test', password: 'password-long' })

let s: TestServer
const uncaught: unknown[] = []
const onUncaught = (error: unknown) => uncaught.push(error)

beforeAll(async () => {
  s = await startServer({ log: 'warn' })
  process.on('uncaughtException', onUncaught)
  process.on('unhandledRejection', onUncaught)
})
afterAll(async () => {
  process.off('uncaughtException', onUncaught)
  process.off('unhandledRejection', onUncaught)
  await s.close()
})

describe('a body nested deeper than 64 containers is a 400 naming the limit', () => {
  it('at the public login, 10,000 deep and 65 deep', async () => {
    for (const depth of [10_000, 65]) {
      const res = await s.request('POST', LOGIN, { body: loginAt(depth) })
      expect(res, `${depth}`).toMatchObject({ status: 400, body: { message: `Invalid body: ${TOO_DEEP}` } })
    }
  })

  it('but 64 deep is not refused for its depth: the login still signs in', async () => {
    const user = await s.signIn(['user'], 'deep')
    const res = await s.request('POST', LOGIN, { body: loginAt(64, user.user!.email!, user.password) })
    expect(res.status).toBe(200)
    expect(res.body.accessToken).toEqual(expect.any(String))
  })

  it("in an admin list's search condition too, and a list at the limit still answers", async () => {
    const admin = await s.member(['user', 'admin'])
    const search = (depth: number) =>
      s.request('GET', `/api/user-service/admin/users?s=${encodeURIComponent(nested(depth, '{}'))}`, {
        token: admin.token
      })
    expect(await search(80)).toMatchObject({ status: 400, body: { message: `Invalid 's': ${TOO_DEEP}` } })
    expect((await search(MAX_NESTING - 1)).status).toBeLessThan(500)
  })
})

describe('over socket.io', () => {
  const login = (socket: Socket, args: string) => rawCall(socket, 'create', 'api/user-service/auth/login', args)

  it('a payload 5,000 deep, or 100,000, gets a 400 acknowledgement and the server keeps answering', async () => {
    const socket = await connectSocket(s.url)
    for (const depth of [5000, 100_000, 65])
      expect(await login(socket, `${loginAt(depth)},{}`), `${depth}`).toMatchObject({
        code: 400,
        message: `Invalid body: ${TOO_DEEP}`
      })
    expect(await login(socket, `${LOGIN_BODY},${nested(5000)}`)).toMatchObject({
      code: 400,
      message: `Invalid query: ${TOO_DEEP}`
    })
    expect(await login(socket, `${LOGIN_BODY},{}`)).toMatchObject({ code: 401 })
    socket.close()
  })

  it('a binary packet 100,000 deep is refused before socket.io rebuilds it, and nothing crashes', async () => {
    const refused: string[] = []
    s.app.io.once('connection', (server: ServerSocket) => server.on('error', (error) => refused.push(error.message)))
    const socket = await connectSocket(s.url)
    const closed = new Promise((resolve) => socket.once('disconnect', resolve))
    // socket.io puts a binary packet's attachments back in place by recursion over its whole payload.
    const attachment = '{"_placeholder":true,"num":0}'
    rawPacket(socket, '51-', `["create","api/user-service/auth/login",[${nested(100_000)},${attachment}],{}]`)
    socket.io.engine.send(Buffer.from('attachment'))
    expect(await closed).toBe('transport close')
    expect(refused).toEqual([`socket.io packet ${TOO_DEEP}`])
    const after = await connectSocket(s.url)
    expect(await login(after, `${LOGIN_BODY},{}`)).toMatchObject({ code: 401 })
    after.close()
    expect((await s.request('POST', LOGIN, { body: LOGIN_BODY })).status).toBe(401)
    expect(uncaught).toEqual([])
    const logged = s.log.raw
    expect(logged.filter((line) => /call stack|RangeError|nested/.test(line))).toEqual([])
  })
})

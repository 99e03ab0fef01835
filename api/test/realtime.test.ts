import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { feathers } from '@feathersjs/feathers'
import socketio from '@feathersjs/socketio-client'
import authentication from '@feathersjs/authentication-client'
import { io, type Socket } from 'socket.io-client'
import { startServer, type TestServer } from './helpers/server.ts'
import { ANONYMOUS } from '../src/channels.ts'

const U = 'api/user-service'
let s: TestServer
const sockets: Socket[] = []

function client() {
  const socket = io(s.url, { transports: ['websocket'], forceNew: true })
  sockets.push(socket)
  const app = feathers()
    .configure(socketio(socket))
    .configure(authentication({ path: `${U}/authentication` }))
  return app
}

/** Events received on a service path within a short window. */
function collect(app: ReturnType<typeof client>, path: string, event: string) {
  const got: any[] = []
  app.service(path).on(event, (data: unknown) => got.push(data))
  return got
}

const settle = () => new Promise((r) => setTimeout(r, 300))

beforeAll(async () => {
  s = await startServer()
})
afterAll(async () => {
  // The client re-authenticates when its socket drops; a closing test has nothing to re-authenticate.
  for (const socket of sockets) socket.removeAllListeners('disconnect').close()
  await s.close()
})

describe('socket.io', () => {
  it('logs in a socket that is the only connection, again as another account, and out', async () => {
    const [first, second] = [await s.signIn(['user'], 'solo'), await s.signIn(['user'], 'next')]
    const app = client()
    expect(
      await app.authenticate({ strategy: 'local', email: first.user!.email, password: first.password })
    ).toMatchObject({ user: { id: first.user!.id } })
    expect(
      await app.authenticate({ strategy: 'local', email: second.user!.email, password: second.password })
    ).toMatchObject({ user: { id: second.user!.id } })
    await app.logout()
    await expect(app.service(`${U}/auth/session`).find()).rejects.toMatchObject({ code: 401 })
  })

  it('authenticates with the same access token and calls endpoints as services', async () => {
    const ana = await s.signIn(['user'], 'ana')
    const app = client()
    const auth = await app.authenticate({ strategy: 'jwt', accessToken: ana.accessToken })
    expect(auth).toMatchObject({ type: 'user', user: { id: ana.user!.id } })
    expect(auth.user).not.toHaveProperty('password')
    const session = await app.service(`${U}/auth/session`).find()
    expect(session).toMatchObject({ type: 'user', userUuid: ana.user!.id })
  })

  it('logs in with e-mail and password, and as a guest', async () => {
    const ben = await s.signIn(['user'], 'ben')
    const app = client()
    expect(await app.authenticate({ strategy: 'local', email: ben.user!.email, password: ben.password })).toMatchObject(
      { type: 'user' }
    )
    await expect(
      client().authenticate({ strategy: 'local', email: ben.user!.email, password: 'nope' })
    ).rejects.toMatchObject({ code: 401, message: 'Incorrect email or password' })
    const guest = client()
    const result = await guest.authenticate({ strategy: 'guest' })
    expect(result).toMatchObject({ type: 'guest', guest: { nickname: expect.stringMatching(/^Guest-/) } })
    await expect(guest.service(`${U}/users/profile`).find()).rejects.toMatchObject({ code: 403 })
  })

  it('refuses anonymous sockets on guarded endpoints with 401 and validates input', async () => {
    const app = client()
    await expect(app.service(`${U}/auth/session`).find()).rejects.toMatchObject({ code: 401 })
    const ana = await s.signIn(['user'], 'val')
    const authed = client()
    await authed.authenticate({ strategy: 'jwt', accessToken: ana.accessToken })
    await expect(authed.service(`${U}/users/profile`).create({ color: 'red' })).rejects.toMatchObject({
      code: 400,
      message: expect.stringContaining("'color'")
    })
  })

  it("sends a user's own data to that user and admins, never to another user or an anonymous socket", async () => {
    const owner = await s.signIn(['user'], 'owner')
    const other = await s.signIn(['user'], 'other')
    const admin = await s.signIn(['user', 'admin'], 'admin')
    const [a, b, c, d] = [client(), client(), client(), client()]
    await a.authenticate({ strategy: 'jwt', accessToken: owner.accessToken })
    await b.authenticate({ strategy: 'jwt', accessToken: other.accessToken })
    await c.authenticate({ strategy: 'jwt', accessToken: admin.accessToken })
    const [toOwner, toOther, toAdmin, toAnonymous] = [a, b, c, d].map((x) => collect(x, `${U}/users`, 'patched'))
    const updated = await a.service(`${U}/users/profile`).create({ firstName: 'Ada', color: '#ff8800' })
    expect(updated).toMatchObject({ firstName: 'Ada', color: '#ff8800' })
    await settle()
    expect(toOwner).toHaveLength(1)
    expect(toOwner[0]).toMatchObject({ id: owner.user!.id, firstName: 'Ada' })
    expect(toOwner[0]).not.toHaveProperty('password')
    expect(toAdmin).toHaveLength(1)
    expect(toOther).toHaveLength(0)
    expect(toAnonymous).toHaveLength(0)
  })

  it("a socket signed in again as another account hears nothing more of the first one's channels", async () => {
    const admin = await s.signIn(['user', 'admin'], 'firstadmin')
    const [next, other] = [await s.signIn(['user'], 'secondname'), await s.signIn(['user'], 'bystander')]
    const app = client()
    await app.authenticate({ strategy: 'jwt', accessToken: admin.accessToken })
    await app.authenticate({ strategy: 'jwt', accessToken: next.accessToken })
    const heard = collect(app, `${U}/users`, 'patched')
    const profile = (token: string, firstName: string) =>
      s.request('POST', `/${U}/users/profile`, { token, body: { firstName } })
    // The first account's own channel, then the admins' channel: neither reaches the socket any more.
    expect((await profile(admin.accessToken, 'Was')).status).toBe(200)
    expect((await profile(other.accessToken, 'Anyone')).status).toBe(200)
    expect((await profile(next.accessToken, 'Now')).status).toBe(200)
    await settle()
    expect(heard.map((user) => user.id)).toEqual([next.user!.id])
  })

  it('a first login takes the socket out of the anonymous channel', async () => {
    const user = await s.signIn(['user'], 'firstlogin')
    const app = client()
    // Answered, so the socket is connected (and in the anonymous channel) before the count.
    await expect(app.service(`${U}/auth/session`).find()).rejects.toMatchObject({ code: 401 })
    const anonymous = () => s.app.channel(ANONYMOUS).length
    const before = anonymous()
    await app.authenticate({ strategy: 'jwt', accessToken: user.accessToken })
    expect(anonymous()).toBe(before - 1)
  })

  it('a closed socket leaves every channel it was in, and only those are walked', async () => {
    const admin = await s.signIn(['user', 'admin', 'globalModerator'], 'leaving')
    let connection: object | undefined
    s.app.once('connection', (c: object) => (connection = c))
    const app = client()
    await app.authenticate({ strategy: 'jwt', accessToken: admin.accessToken })
    const holding = () => s.app.channels.filter((name) => s.app.channel(name).connections.includes(connection!))
    expect(holding().sort()).toEqual(['admins', 'authenticated', 'moderators', `users/${admin.user!.id}`])
    sockets.at(-1)!.close()
    await expect.poll(holding).toEqual([])
    // The user's own channel had no one else: it is gone with its last connection.
    expect(s.app.channels).not.toContain(`users/${admin.user!.id}`)
  })

  it('emits no event for endpoint calls, so tokens never travel as events', async () => {
    const watcher = client()
    const admin = await s.signIn(['user', 'admin'], 'watch')
    await watcher.authenticate({ strategy: 'jwt', accessToken: admin.accessToken })
    const seen = collect(watcher, `${U}/auth/login`, 'created')
    const user = await s.signIn(['user'], 'quiet')
    await s.request('POST', `/${U}/auth/login`, { body: { email: user.user!.email, password: user.password } })
    await settle()
    expect(seen).toHaveLength(0)
  })
})

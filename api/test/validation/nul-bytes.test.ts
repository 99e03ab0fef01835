import { randomUUID } from 'node:crypto'
import type { TSchema } from '@sinclair/typebox'
import { createSocketClient } from '@spinroom/client'
import { routes } from '@spinroom/schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registeredRoutes, type Route } from '../../src/lib/register.ts'
import { leafPaths, type Path } from '../helpers/schema-paths.ts'
import { startServer, type TestServer, serviceKey } from '../helpers/server.ts'
import { closeClients, createRoom, LiveClient } from '../rooms/live-client.ts'

const NUL = 'a\u0000b'
const ZERO = '00000000-0000-4000-8000-000000000000'

/** The path of every string a schema holds. */
const stringPaths = (schema: TSchema | undefined) => leafPaths(schema, (leaf) => leaf.type === 'string')

/** A value holding `leaf` at `path` and nothing else. */
const holding = (path: Path, leaf: unknown): unknown =>
  path.length === 0
    ? leaf
    : typeof path[0] === 'number'
      ? [holding(path.slice(1), leaf)]
      : { [path[0]]: holding(path.slice(1), leaf) }

let s: TestServer
let admin: string
let service: Record<string, string>

beforeAll(async () => {
  s = await startServer()
  admin = (await s.signIn(['user', 'admin'])).accessToken
  service = await serviceKey(s, admin)
})
afterAll(async () => {
  closeClients()
  await s.close()
})

const urlOf = (r: Route, fill = (_name: string) => ZERO) =>
  `${r.base}${r.row.path === '/' ? '/' : r.row.path.replace(/\{([^}]+)\}/g, (_m, name: string) => fill(name))}`
/** A caller that passes the route's access level (the one bot route is left to its 403). */
const as = (r: Route) => (r.row.access === 'service' ? { headers: service } : { token: admin })

describe('a NUL character in any string of any input is a 400 naming the field', () => {
  it('in every string of every body schema', async () => {
    const failures: string[] = []
    let checked = 0
    for (const r of registeredRoutes(s.app).filter((r) => r.row.body && r.row.access !== 'bot')) {
      for (const path of stringPaths(r.row.body as TSchema)) {
        const field = path.join('.')
        const res = await s.request(r.row.method, urlOf(r), { ...as(r), body: holding(path, NUL) })
        checked++
        if (res.status !== 400 || !String(res.body.message).includes(`'${field}' must not contain a NUL`))
          failures.push(`${r.row.method} ${r.row.path} ${field}: ${res.status} ${res.body.message}`)
      }
    }
    expect(failures).toEqual([])
    expect(checked).toBeGreaterThan(100)
  })

  it('in every string of every query and path parameter', async () => {
    const failures: string[] = []
    for (const r of registeredRoutes(s.app).filter((r) => r.row.access !== 'bot')) {
      const body = ['GET', 'DELETE'].includes(r.row.method) ? undefined : {}
      const query = Object.entries((r.row.query as TSchema | undefined)?.properties ?? {})
      for (const [name] of query.filter(([, p]) => stringPaths(p as TSchema).length)) {
        const res = await s.request(r.row.method, `${urlOf(r)}?${name}=a%00b`, { ...as(r), body })
        if (res.status !== 400 || !String(res.body.message).includes(`'${name}'`))
          failures.push(`${r.row.method} ${r.row.path}?${name}: ${res.status} ${res.body.message}`)
      }
      for (const [, name] of r.row.path.matchAll(/\{([^}]+)\}/g)) {
        const url = urlOf(r, (n) => (n === name ? 'a%00b' : ZERO))
        const res = await s.request(r.row.method, url, { ...as(r), body })
        if (res.status !== 400 || !String(res.body.message).includes(`'${name}'`))
          failures.push(`${r.row.method} ${r.row.path} {${name}}: ${res.status} ${res.body.message}`)
      }
    }
    expect(failures).toEqual([])
  })

  it('at login, sign-up and a points change with an idempotency key, writing nothing', async () => {
    const users = await s.knex('users').count({ n: '*' }).first()
    const login = await s.request('POST', '/api/user-service/auth/login', {
      body: { email: `x${NUL}@spinroom.test`, password: 'password-long' }
    })
    expect(login).toMatchObject({
      status: 400,
      body: { message: "Invalid body: 'email' must not contain a NUL character" }
    })
    const signUp = await s.request('POST', '/api/user-service/users/admin/sign-up', {
      token: admin,
      body: { email: 'nul@spinroom.test', password: 'password-long', nickname: NUL }
    })
    expect(signUp).toMatchObject({ status: 400, body: { message: expect.stringContaining("'nickname'") } })
    expect(await s.knex('users').count({ n: '*' }).first()).toEqual(users)
    const user = await s.member(['user'])
    const points = await s.request('POST', '/api/merch-service/points/service', {
      headers: service,
      body: { userUuid: user.id, points: 5, reason: 'test', idempotencyKey: NUL }
    })
    expect(points).toMatchObject({ status: 400, body: { message: expect.stringContaining("'idempotencyKey'") } })
  })

  it('over socket.io: the login, a route called as a service method and a live room chat message', async () => {
    const socket = createSocketClient({ url: s.url, io: { transports: ['websocket'], forceNew: true } })
    const nul = { code: 400, message: "Invalid body: 'email' must not contain a NUL character" }
    await expect(socket.signIn(`x${NUL}@spinroom.test`, 'password-long')).rejects.toMatchObject(nul)
    await socket.authenticate(admin)
    const body = { email: `x${NUL}@spinroom.test`, password: 'password-long' }
    await expect(socket.call(routes.accounts.adminSignUp, { body })).rejects.toMatchObject(nul)
    socket.close()

    const room = await createRoom(s.knex)
    const chatter = await LiveClient.signIn(s.url, await s.signIn(['user'], 'chatter'))
    await chatter.join(room.uuid)
    await expect(chatter.call('sendChatMessage', { uuid: randomUUID(), message: NUL })).rejects.toMatchObject({
      code: 400,
      message: "Invalid body: 'message' must not contain a NUL character"
    })
    expect(await s.knex('room_chat_messages').where({ roomId: room.id })).toEqual([])
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { io, type Socket } from 'socket.io-client'
import { socketPath } from '@spinroom/schemas'
import { startServer, type TestServer } from '../helpers/server.ts'
import { createRoom } from '../rooms/live-client.ts'

const U = '/api/user-service'
const LIVE = 'api/room-service/live-rooms'
let s: TestServer
const sockets: Socket[] = []

beforeAll(async () => (s = await startServer()))
afterAll(async () => {
  for (const socket of sockets) socket.close()
  await s.close()
})

/** A bare socket.io client (a bot's), sending `auth` with its connect. */
function open(auth?: Record<string, unknown>): Socket {
  const socket = io(s.url, { path: socketPath, transports: ['websocket'], forceNew: true, reconnection: false, auth })
  sockets.push(socket)
  return socket
}
const connected = (socket: Socket) =>
  new Promise<{ ok: true } | { ok: false; message: string; data: { code?: number; message?: string } }>((resolve) => {
    socket.once('connect', () => resolve({ ok: true }))
    socket.once('connect_error', (error: Error & { data?: object }) =>
      resolve({ ok: false, message: error.message, data: error.data ?? {} })
    )
  })
const call = (socket: Socket, ...args: unknown[]) =>
  new Promise<[unknown, { state?: { allUsers: { uuid: string }[] } }]>((resolve) =>
    socket.emit(...(args as [string]), (error: unknown, answer: never) => resolve([error, answer]))
  )

describe("socket.io's auth at connect", () => {
  it('authenticates the connection before it is answered: a bot joins a room with no sign-in call', async () => {
    const bot = await s.signIn(['user'], 'handshake-bot')
    const room = await createRoom(s.knex)
    const socket = open({ accessToken: bot.accessToken })
    expect(await connected(socket)).toEqual({ ok: true })
    const [error, answer] = await call(socket, 'joinRoom', LIVE, { roomUuid: room.uuid }, {})
    expect(error).toBeNull()
    expect(answer.state!.allUsers.map((u) => u.uuid)).toEqual([bot.user!.id])
  })

  it('refuses the connect with the reason when the token is invalid, not a string, or carries a NUL byte', async () => {
    const bot = await s.signIn(['user'], 'handshake-bad')
    const invalid = await connected(open({ accessToken: `${bot.accessToken}x` }))
    expect(invalid).toMatchObject({ ok: false, message: 'Invalid access token', data: { code: 401 } })
    for (const accessToken of [42, `${bot.accessToken}\u0000`]) {
      const refused = await connected(open({ accessToken }))
      expect(refused).toMatchObject({ ok: false, data: { code: 400 } })
      expect(refused.ok || refused.message).toContain("'accessToken'")
    }
  })

  it("refuses a banned user's token at connect, as everywhere", async () => {
    const admin = await s.signIn(['admin'], 'handshake-admin')
    const target = await s.signIn(['user'], 'handshake-banned')
    const ban = await fetch(`${s.url}${U}/users/ban`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ userUuid: target.user!.id })
    })
    expect(ban.status).toBe(200)
    expect(await connected(open({ accessToken: target.accessToken }))).toMatchObject({ ok: false, data: { code: 401 } })
  })

  it('connects without credentials as before, signed out', async () => {
    const socket = open({})
    expect(await connected(socket)).toEqual({ ok: true })
    const room = await createRoom(s.knex)
    const [error] = await call(socket, 'joinRoom', LIVE, { roomUuid: room.uuid }, {})
    expect(error).toMatchObject({ code: 401 })
  })
})

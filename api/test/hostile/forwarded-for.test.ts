import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { feathers } from '@feathersjs/feathers'
import socketio from '@feathersjs/socketio-client'
import authentication from '@feathersjs/authentication-client'
import { io, type Socket } from 'socket.io-client'
import { startServer, type TestServer } from '../helpers/server.ts'

const GEOLOCATE = '/api/audit-service/geolocate'
let s: TestServer
const sockets: Socket[] = []

beforeAll(async () => {
  s = await startServer({ config: { trustProxy: 1 } })
}, 120_000)
afterAll(async () => {
  for (const socket of sockets) socket.close()
  await s.close()
})

// Behind one proxy that appends the address it saw, whatever the client wrote to its left is the client's own.
const forged = { 'x-forwarded-for': '6.6.6.6, 81.2.69.142' }

describe('a client behind TRUST_PROXY cannot choose its own address', () => {
  it('REST takes the entry the proxy appended, not the forged one left of it', async () => {
    const guest = (await s.request('GET', '/api/user-service/auth/guest')).body.accessToken
    const res = await s.request('GET', GEOLOCATE, { token: guest, headers: forged })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ address: '81.2.69.142', country: 'GB' })
  })

  it('socket.io does the same', async () => {
    const guest = (await s.request('GET', '/api/user-service/auth/guest')).body.accessToken
    const socket = io(s.url, { transports: ['websocket'], forceNew: true, extraHeaders: forged })
    sockets.push(socket)
    const client = feathers()
      .configure(socketio(socket))
      .configure(authentication({ path: 'api/user-service/authentication' }))
    await client.authenticate({ strategy: 'jwt', accessToken: guest })
    expect(await client.service(GEOLOCATE.slice(1)).find()).toMatchObject({ address: '81.2.69.142' })
  })
})

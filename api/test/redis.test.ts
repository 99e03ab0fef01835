import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { feathers } from '@feathersjs/feathers'
import socketio from '@feathersjs/socketio-client'
import authentication from '@feathersjs/authentication-client'
import { Server } from 'socket.io'
import { io, type Socket } from 'socket.io-client'
import { redisAdapter } from '../src/redis.ts'
import { createLogger } from '../src/lib/log.ts'
import { startServer, type TestServer } from './helpers/server.ts'
import { missing, needing } from './helpers/needs.ts'

// Runs where Redis is available (CI sets REDIS_URL): the socket.io Redis adapter must carry the real-time path.
const redisUrl = process.env.REDIS_URL
let s: TestServer
let socket: Socket

describe('socket.io over the Redis adapter', needing(missing.redis), () => {
  beforeAll(async () => {
    s = await startServer({ config: { redisUrl } })
  })
  afterAll(async () => {
    socket?.removeAllListeners('disconnect').close()
    await s?.close()
  })

  it('authenticates a socket and delivers its own events through the adapter', async () => {
    const user = await s.signIn(['user'], 'redis')
    socket = io(s.url, { transports: ['websocket'], forceNew: true })
    const app = feathers()
      .configure(socketio(socket))
      .configure(authentication({ path: 'api/user-service/authentication' }))
    await app.authenticate({ strategy: 'jwt', accessToken: user.accessToken })
    const got = new Promise((resolve) => app.service('api/user-service/users').once('patched', resolve))
    await app.service('api/user-service/users/profile').create({ firstName: 'Redis' })
    expect(await got).toMatchObject({ id: user.user!.id, firstName: 'Redis' })
  })

  it('leaves no unhandled rejection when a live change is published as the adapter closes', async () => {
    const unhandled: unknown[] = []
    const record = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', record)
    const adapter = await redisAdapter(
      redisUrl!,
      `closing-${process.pid}`,
      createLogger({ level: 'silent', format: 'json' })
    )
    const server = new Server().adapter(adapter.adapter)
    await adapter.close()
    server.serverSideEmit('batch', { roomUuid: 'late' })
    await new Promise((resolve) => setTimeout(resolve, 200))
    process.off('unhandledRejection', record)
    expect(unhandled).toEqual([])
  })
})

// lib/socketio.ts on a bare Feathers app: a socket reaches every service method, standard or custom, through handlers
// made once, including the methods of a service registered after the server started.
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { feathers } from '@feathersjs/feathers'
import { koa, type Application } from '@feathersjs/koa'
import { io, type Socket } from 'socket.io-client'
import { socketio } from '../../src/lib/socketio.ts'

let app: Application
let server: Server
let url = ''
const sockets: Socket[] = []
let configured = 0

beforeAll(async () => {
  app = koa(feathers())
  app.configure(socketio({}, 'authentication', () => configured++))
  const echo = {
    async find() {
      return [{ id: 1 }]
    },
    async shout(data: { text: string }) {
      return { loud: data.text.toUpperCase() }
    }
  }
  app.use('echo', echo, { methods: ['find', 'shout'] })
  server = await app.listen(0)
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  for (const socket of sockets) socket.close()
  await app.teardown()
})

const connect = async () => {
  const socket = io(url, { transports: ['websocket'], forceNew: true })
  sockets.push(socket)
  await new Promise<void>((resolve) => socket.once('connect', resolve))
  return socket
}

/** Calls `method` on the service at `path` as Feathers' socket client does: the path, the data, the query. */
const call = (socket: Socket, method: string, path: string, ...args: unknown[]) =>
  new Promise<unknown>((resolve, reject) =>
    socket.emit(method, path, ...args, (error: unknown, result: unknown) => (error ? reject(error) : resolve(result)))
  )

describe('the socket.io transport', () => {
  it('configures the server once and answers standard and custom methods', async () => {
    const socket = await connect()
    expect(configured).toBe(1)
    expect(await call(socket, 'find', 'echo', {})).toEqual([{ id: 1 }])
    expect(await call(socket, 'shout', 'echo', { text: 'hi' }, {})).toEqual({ loud: 'HI' })
  })

  it('answers a method of a service registered after the server started, and refuses an unknown one', async () => {
    const late = {
      async get(id: string) {
        return { id }
      },
      async whisper(data: { text: string }) {
        return { soft: data.text.toLowerCase() }
      }
    }
    app.use('late', late, { methods: ['get', 'whisper'] })
    const socket = await connect()
    expect(await call(socket, 'whisper', 'late', { text: 'HUSH' }, {})).toEqual({ soft: 'hush' })
    await expect(call(socket, 'find', 'nowhere', {})).rejects.toMatchObject({ name: 'NotFound', code: 404 })
  })
})

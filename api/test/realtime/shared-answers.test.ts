import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Server } from 'socket.io'
import { io, type Socket } from 'socket.io-client'
import { preparedAnswers, sharedCopy, sharedJsonParser } from '../../src/lib/shared-json.ts'

let server: Server
let url = ''
const sockets: Socket[] = []

/** A value whose JSON is about `bytes` long; the three sizes take the three lengths of a WebSocket frame header. */
const valueOf = (bytes: number) => ({ crowd: Array.from({ length: Math.ceil(bytes / 10) }, (_, i) => i % 1000) })
const sizes = [60, 4_000, 200_000]

beforeAll(async () => {
  const http = createServer()
  server = new Server(http, { parser: sharedJsonParser })
  preparedAnswers(server)
  server.on('connection', (socket) => {
    socket.on('shared', (bytes: number, answer: (error: null, result: unknown) => void) =>
      answer(null, { bytes, sentAt: 1, state: sharedCopy(valueOf(bytes)) })
    )
    socket.on('shared-first', (bytes: number, answer: (error: null, result: unknown) => void) =>
      answer(null, { state: sharedCopy(valueOf(bytes)), bytes })
    )
  })
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
})
afterAll(async () => {
  for (const socket of sockets) socket.close()
  await server.close()
})

const connect = async (transport: 'websocket' | 'polling') => {
  const socket = io(url, { transports: [transport], forceNew: true })
  sockets.push(socket)
  await new Promise<void>((resolve) => socket.once('connect', resolve))
  return socket
}
const ask = (socket: Socket, event: string, bytes: number) =>
  new Promise<unknown>((resolve) => socket.emit(event, bytes, (_error: null, result: unknown) => resolve(result)))

describe('answers holding a shared value', () => {
  it.each(['websocket', 'polling'] as const)('reach %s clients whole, at every frame length', async (transport) => {
    const socket = await connect(transport)
    for (const bytes of sizes) {
      expect(await ask(socket, 'shared', bytes)).toEqual({ bytes, sentAt: 1, state: valueOf(bytes) })
      expect(await ask(socket, 'shared-first', bytes)).toEqual({ state: valueOf(bytes), bytes })
    }
  })

  it('many at once to many sockets, each its own answer', async () => {
    const crowd = await Promise.all(Array.from({ length: 20 }, (_, i) => connect(i % 4 ? 'websocket' : 'polling')))
    const answers = await Promise.all(crowd.map((socket, i) => ask(socket, 'shared', sizes[i % sizes.length]!)))
    answers.forEach((answer, i) =>
      expect(answer).toEqual({ bytes: sizes[i % sizes.length], sentAt: 1, state: valueOf(sizes[i % sizes.length]!) })
    )
  })
})

// lib/coalesced-writes.ts: what the API writes to a socket in one turn of its event loop reaches the wire together.
import { connect, createServer, type AddressInfo, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { coalesceWrites } from '../../src/lib/coalesced-writes.ts'
import { startServer, type TestServer } from '../helpers/server.ts'

let s: TestServer
beforeAll(async () => {
  s = await startServer()
})
afterAll(() => s.close())

/** Counts the times a socket hands what it was given to the kernel (a stream's `_write` or `_writev`, once each). */
function countHandOffs(socket: Socket): { count: number } {
  const counted = { count: 0 }
  const stream = socket as Socket & Record<'_write' | '_writev', (...args: unknown[]) => void>
  for (const method of ['_write', '_writev'] as const) {
    const original = stream[method]
    stream[method] = function (this: Socket, ...args: unknown[]) {
      counted.count++
      return original.apply(this, args)
    }
  }
  return counted
}

/** A raw TCP connection to `port`, collecting what arrives. */
async function rawClient(port: number) {
  const socket = connect({ port, host: '127.0.0.1' })
  const chunks: string[] = []
  socket.on('data', (data: Buffer) => chunks.push(data.toString('latin1')))
  await new Promise<void>((resolve) => socket.once('connect', resolve))
  return { socket, chunks }
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10))
  expect(check()).toBe(true)
}

describe('coalesced writes', () => {
  it("sends a websocket's upgrade answer and engine.io's open packet in one write", async () => {
    let handOffs = { count: 0 }
    s.app.io.httpServer.once('connection', (accepted: Socket) => (handOffs = countHandOffs(accepted)))
    const { socket, chunks } = await rawClient(Number(new URL(s.url).port))
    socket.write(
      'GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n' +
        'Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n'
    )
    await until(() => chunks.join('').includes('"sid"'))
    expect(chunks.join('')).toMatch(/^HTTP\/1\.1 101 Switching Protocols\r\n[\s\S]*\r\n\r\n\x81.0\{"sid":/)
    expect(handOffs.count).toBe(1)
    socket.destroy()
  })

  it('writes what one turn gives in order, once, and what a destroyed socket was given before it goes', async () => {
    let handOffs = { count: 0 }
    const server = createServer((accepted: Socket) => {
      handOffs = countHandOffs(accepted)
      coalesceWrites(accepted)
      accepted.once('data', () => {
        for (const word of ['one ', 'two ', 'three ']) accepted.write(word)
        setTimeout(() => {
          accepted.write('four ')
          accepted.write('five')
          accepted.destroy()
        }, 50)
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { socket, chunks } = await rawClient((server.address() as AddressInfo).port)
    socket.write('go')
    const closed = new Promise((resolve) => socket.once('close', resolve))
    await closed
    expect(chunks.join('')).toBe('one two three four five')
    expect(handOffs.count).toBe(2)
    server.close()
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { io, type Socket } from 'socket.io-client'
import { bases, socketPath } from '@spinroom/schemas'
import { defaultSocketLimits } from '../../src/lib/rate-limit-settings.ts'
import { startServer, type TestServer } from '../helpers/server.ts'

const ROOMS = `${bases.rooms.base}/rooms/public`
const HELLO = bases.songs.base.slice(1)
// Long enough for any call the server answers at all; a call without an answer ends as `unanswered`.
const ANSWER_MS = 15_000
const RATE = { points: 100, seconds: 60 }

let s: TestServer
const sockets: Socket[] = []

beforeAll(async () => {
  s = await startServer({ config: { socketLimits: { ...defaultSocketLimits(true), inFlight: 32, calls: RATE } } })
})
afterAll(async () => {
  for (const socket of sockets) socket.close()
  await s?.close()
})

const AUTHENTICATION = `${bases.accounts.base.slice(1)}/authentication`

const connect = async () => {
  const socket = io(s.url, { path: socketPath, transports: ['websocket'], forceNew: true })
  sockets.push(socket)
  await new Promise<void>((resolve) => socket.once('connect', resolve))
  return socket
}

interface Outcome {
  error?: { code?: number; name?: string; message?: string; data?: { retryAfter?: number; limit?: string } }
  result?: unknown
  unanswered?: true
}

/** Emits one event and waits for its acknowledgement (Feathers answers `error, result`). */
const call = (socket: Socket, event: string, ...args: unknown[]) =>
  new Promise<Outcome>((resolve) =>
    socket
      .timeout(ANSWER_MS)
      .emit(event, ...args, (timeout: Error | null, error: Outcome['error'] | null, result: unknown) =>
        resolve(timeout ? { unanswered: true } : error ? { error } : { result })
      )
  )

describe('floods of calls on one socket', { timeout: 60_000 }, () => {
  it('answers every one of 3,000 concurrent finds at once or with 429, while another client is served', async () => {
    const flooder = await connect()
    expect(await call(flooder, 'create', AUTHENTICATION, { strategy: 'guest' }, {})).toHaveProperty('result')
    const { token } = await s.member()
    const started = Date.now()
    const flood = Promise.all(Array.from({ length: 3000 }, () => call(flooder, 'find', ROOMS.slice(1), {})))
    const other = await s.request('GET', ROOMS, { token })
    const outcomes = await flood
    const elapsed = Date.now() - started

    expect(other.status).toBe(200)
    expect(outcomes.filter((o) => o.unanswered)).toHaveLength(0)
    const refused = outcomes.filter((o) => o.error)
    expect(refused.length).toBeGreaterThan(0)
    for (const { error } of refused) {
      expect(error).toMatchObject({ code: 429, name: 'TooManyRequests' })
      expect(error?.message).toMatch(/^Too many calls (in flight )?on this connection: at most \d+/)
    }
    expect(refused.some((o) => o.error?.message === 'Too many calls in flight on this connection: at most 32')).toBe(
      true
    )
    expect(outcomes.filter((o) => o.result).length).toBeGreaterThan(0)
    expect(elapsed).toBeLessThan(ANSWER_MS)
    expect(await call(flooder, 'find', HELLO, {})).not.toHaveProperty('unanswered')
  })

  it('refuses the calls of one socket past its rate with 429 and retryAfter, and not another socket', async () => {
    const socket = await connect()
    for (let i = 0; i < RATE.points; i++) expect(await call(socket, 'find', HELLO, {})).toHaveProperty('result')
    const refused = await call(socket, 'find', HELLO, {})
    expect(refused.error).toMatchObject({ code: 429, name: 'TooManyRequests', data: { limit: 'socketCalls' } })
    expect(refused.error?.message).toMatch(
      new RegExp(
        `^Too many calls on this connection: at most ${RATE.points} every ${RATE.seconds} s\\. Try again in \\d+ s\\.$`
      )
    )
    expect(refused.error?.data?.retryAfter).toBeGreaterThan(0)
    expect(refused.error?.data?.retryAfter).toBeLessThanOrEqual(RATE.seconds)
    expect(await call(await connect(), 'find', HELLO, {})).toHaveProperty('result')
  })

  it('answers an event nobody listens for with an error naming it, and ignores one sent without an ack', async () => {
    const socket = await connect()
    const unknown = await call(socket, 'foo', 'bar')
    expect(unknown.error).toMatchObject({ code: 404, name: 'NotFound', message: "Unknown event 'foo'" })
    socket.emit('no-ack-event', 1, 2)
    expect(await call(socket, 'find', HELLO, {})).toHaveProperty('result')
    // Feathers' own events keep their answers: a service method on an unknown path, an authentication.
    expect((await call(socket, 'find', 'no/such/service', {})).error).toMatchObject({ code: 404, name: 'NotFound' })
    const guest = await call(socket, 'create', AUTHENTICATION, { strategy: 'guest' }, {})
    expect(guest.result).toMatchObject({ accessToken: expect.any(String) })
  })
})

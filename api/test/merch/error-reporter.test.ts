import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { parseDsn } from '../../src/lib/error-reporter.ts'
import { startServer, type TestServer } from '../helpers/server.ts'

const TEST_PATH = '/api/merch-service/sentry-testing'

interface Received {
  url: string
  headers: IncomingHttpHeaders
  lines: any[]
}

/** A local stand-in for Sentry's ingestion endpoint: it keeps every envelope it receives. */
async function sentryStandIn() {
  const received: Received[] = []
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, lines: body.split('\n').map((line) => JSON.parse(line)) })
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"ok"}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { received, port: (server.address() as AddressInfo).port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

afterEach(() => vi.restoreAllMocks())

describe('error reporter without SENTRY_DSN', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer()
  })
  afterAll(() => s.close())

  it('is admin only', async () => {
    expect((await s.request('POST', TEST_PATH)).status).toBe(401)
    expect((await s.request('POST', TEST_PATH, { token: (await s.signIn(['user'])).accessToken })).status).toBe(403)
  })

  it('answers the masked 500 with the request id and writes the error with that id to the log', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const admin = await s.signIn(['user', 'admin'])
    const res = await s.request('POST', TEST_PATH, { token: admin.accessToken, headers: { 'x-request-id': 'req-sentry-log' } })
    expect(res.status).toBe(500)
    expect(res.body).toEqual({ name: 'GeneralError', message: 'Internal server error', code: 500, className: 'general-error', data: { requestId: 'req-sentry-log' } })
    expect(res.headers.get('x-request-id')).toBe('req-sentry-log')
    expect(log).toHaveBeenCalledTimes(1)
    const [line, error] = log.mock.calls[0]
    expect(line).toBe('[req-sentry-log] api/merch-service/sentry-testing.create failed:')
    expect((error as Error).message).toBe(`Sentry test error raised by ${admin.user!.id}`)
  })
})

describe('error reporter with SENTRY_DSN', () => {
  let s: TestServer
  let standIn: Awaited<ReturnType<typeof sentryStandIn>>
  beforeAll(async () => {
    standIn = await sentryStandIn()
    s = await startServer({ config: { sentryDsn: `http://public-key@127.0.0.1:${standIn.port}/4217` } })
  })
  afterAll(async () => {
    await s.close()
    await standIn.close()
  })

  it('sends Sentry an event carrying the message and the request id', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const admin = await s.signIn(['user', 'admin'])
    const res = await s.request('POST', TEST_PATH, { token: admin.accessToken, headers: { 'x-request-id': 'req-sentry-dsn' } })
    expect(res.status).toBe(500)
    expect(res.body.data).toEqual({ requestId: 'req-sentry-dsn' })
    await s.app.get('errorReporter').flush()
    expect(standIn.received).toHaveLength(1)
    const [{ url, headers, lines }] = standIn.received
    expect(url).toBe('/api/4217/envelope/')
    expect(headers['x-sentry-auth']).toContain('sentry_key=public-key')
    const [envelope, item, event] = lines
    expect(item).toEqual({ type: 'event' })
    expect(event.event_id).toBe(envelope.event_id)
    expect(event.exception.values[0]).toMatchObject({ type: 'Error', value: `Sentry test error raised by ${admin.user!.id}` })
    expect(event.exception.values[0].stacktrace.frames.at(-1).filename).toContain('sentry-testing.ts')
    expect(event.tags).toEqual({ request_id: 'req-sentry-dsn', where: 'api/merch-service/sentry-testing.create' })
  })

  it('reports failures the API masks elsewhere too, and keeps answers under 500 to itself', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const before = standIn.received.length
    const admin = await s.signIn(['user', 'admin'])
    expect((await s.request('GET', '/api/merch-service/api/v1/consumables/not-a-uuid', { token: admin.accessToken })).status).toBe(400)
    vi.spyOn(s.knex.client, 'query').mockRejectedValueOnce(new Error('connection lost'))
    const res = await s.request('GET', '/api/merch-service/admin/seasons', { token: admin.accessToken, headers: { 'x-request-id': 'req-db-down' } })
    expect(res.status).toBe(500)
    await s.app.get('errorReporter').flush()
    expect(standIn.received.length).toBe(before + 1)
    const event = standIn.received.at(-1)!.lines[2]
    expect(event.tags.request_id).toBe('req-db-down')
    expect(event.exception.values[0].value).toContain('connection lost')
  })
})

describe('SENTRY_DSN', () => {
  it('addresses the envelope endpoint of the project, keeping a path prefix', () => {
    expect(parseDsn('https://abc123@o1.ingest.sentry.io/42')).toEqual({ envelopeUrl: 'https://o1.ingest.sentry.io/api/42/envelope/', publicKey: 'abc123' })
    expect(parseDsn('http://key@sentry.local:9000/prefix/7')).toEqual({ envelopeUrl: 'http://sentry.local:9000/prefix/api/7/envelope/', publicKey: 'key' })
    expect(() => parseDsn('https://sentry.io/42')).toThrow(/SENTRY_DSN/)
  })
})

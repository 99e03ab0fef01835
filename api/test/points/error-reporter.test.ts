import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { getClient } from '@sentry/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createErrorReporter } from '../../src/lib/error-reporter.ts'
import { startServer, type TestServer } from '../helpers/server.ts'
import { createLogger } from '../../src/lib/log.ts'
import { logCapture } from '../helpers/log-capture.ts'

const TEST_PATH = '/api/merch-service/sentry-testing'

interface Received {
  url: string
  lines: any[]
}

/** A local stand-in for Sentry's ingestion endpoint: it keeps every envelope it receives (the SDK gzips large ones). */
async function sentryStandIn() {
  const received: Received[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const raw = Buffer.concat(chunks)
      const body = (req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8')
      const lines = body
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
      received.push({ url: req.url ?? '', lines })
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"ok"}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    received,
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

afterEach(() => vi.restoreAllMocks())

describe('error reporter without SENTRY_DSN', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer({ log: 'info' })
  })
  afterAll(() => s.close())

  it('is admin only', async () => {
    expect((await s.request('POST', TEST_PATH)).status).toBe(401)
    expect((await s.request('POST', TEST_PATH, { token: (await s.signIn(['user'])).accessToken })).status).toBe(403)
  })

  it('answers the masked 500 with the request id and writes the error with that id to the log', async () => {
    const admin = await s.signIn(['user', 'admin'])
    const res = await s.request('POST', TEST_PATH, {
      token: admin.accessToken,
      headers: { 'x-request-id': 'req-sentry-log' }
    })
    expect(res.status).toBe(500)
    expect(res.body).toEqual({
      name: 'GeneralError',
      message: 'Internal server error',
      code: 500,
      className: 'general-error',
      data: { requestId: 'req-sentry-log' }
    })
    expect(res.headers.get('x-request-id')).toBe('req-sentry-log')
    const failures = s.log.lines.filter((line) => line.msg?.endsWith(' failed'))
    expect(failures).toHaveLength(1)
    expect(failures[0]).toMatchObject({
      level: 50,
      requestId: 'req-sentry-log',
      where: 'api/merch-service/sentry-testing.create',
      msg: 'api/merch-service/sentry-testing.create failed',
      err: { message: `Sentry test error raised by ${admin.user!.id}` }
    })
    // The request line of the same request carries the same id, and its status.
    expect(s.log.lines).toContainEqual(
      expect.objectContaining({ msg: 'request', requestId: 'req-sentry-log', status: 500, route: TEST_PATH })
    )
  })
})

describe('error reporter with SENTRY_DSN', () => {
  let s: TestServer
  let standIn: Awaited<ReturnType<typeof sentryStandIn>>
  beforeAll(async () => {
    standIn = await sentryStandIn()
    s = await startServer({ config: { sentryDsn: `http://publickey@127.0.0.1:${standIn.port}/4217` }, log: 'error' })
  })
  afterAll(async () => {
    await s.close()
    await standIn.close()
  })

  it('sends Sentry an event carrying the message and the request id, and writes the error to the log too', async () => {
    const admin = await s.signIn(['user', 'admin'])
    const res = await s.request('POST', TEST_PATH, {
      token: admin.accessToken,
      headers: { 'x-request-id': 'req-sentry-dsn' }
    })
    expect(res.status).toBe(500)
    expect(res.body.data).toEqual({ requestId: 'req-sentry-dsn' })
    await s.app.get('errorReporter').flush()
    expect(standIn.received).toHaveLength(1)
    const [{ url, lines }] = standIn.received
    const endpoint = new URL(url, 'http://stand-in')
    expect(endpoint.pathname).toBe('/api/4217/envelope/')
    expect(endpoint.searchParams.get('sentry_key')).toBe('publickey')
    const [envelope, item, event] = lines
    expect(item).toMatchObject({ type: 'event' })
    expect(event.event_id).toBe(envelope.event_id)
    expect(event.exception.values[0]).toMatchObject({
      type: 'Error',
      value: `Sentry test error raised by ${admin.user!.id}`
    })
    expect(event.exception.values[0].stacktrace.frames.at(-1).filename).toContain('sentry-testing.ts')
    expect(event.tags).toEqual({ request_id: 'req-sentry-dsn', where: 'api/merch-service/sentry-testing.create' })
    expect(s.log.lines).toContainEqual(
      expect.objectContaining({
        requestId: 'req-sentry-dsn',
        msg: 'api/merch-service/sentry-testing.create failed',
        err: expect.objectContaining({ message: `Sentry test error raised by ${admin.user!.id}` })
      })
    )
    // The reporter's client is its own: the SDK's process-wide one stays unset for other apps and test files.
    expect(getClient()).toBeUndefined()
  })

  it('reports failures the API masks elsewhere too, and keeps answers under 500 to itself', async () => {
    const before = standIn.received.length
    const admin = await s.signIn(['user', 'admin'])
    expect(
      (await s.request('GET', '/api/merch-service/api/v1/consumables/not-a-uuid', { token: admin.accessToken })).status
    ).toBe(400)
    // Only the seasons query fails: background work on the same pool must not take the injected fault.
    const query = s.knex.client.query.bind(s.knex.client)
    let failed = false
    vi.spyOn(s.knex.client, 'query').mockImplementation((connection: unknown, sql: unknown) => {
      const text = typeof sql === 'string' ? sql : ((sql as { sql?: string }).sql ?? '')
      if (failed || !text.includes('seasons')) return query(connection, sql)
      failed = true
      return Promise.reject(new Error('connection lost'))
    })
    const res = await s.request('GET', '/api/merch-service/admin/seasons', {
      token: admin.accessToken,
      headers: { 'x-request-id': 'req-db-down' }
    })
    expect(res.status).toBe(500)
    await s.app.get('errorReporter').flush()
    expect(standIn.received.length).toBe(before + 1)
    const event = standIn.received.at(-1)!.lines[2]
    expect(event.tags.request_id).toBe('req-db-down')
    expect(event.exception.values[0].value).toContain('connection lost')
  })
})

describe('error reporter when Sentry cannot take the report', () => {
  it('still writes the error to the log and says that Sentry was unreachable', async () => {
    const log = logCapture()
    const closed = await sentryStandIn()
    await closed.close()
    const reporter = createErrorReporter(
      `http://publickey@127.0.0.1:${closed.port}/4217`,
      createLogger({ level: 'info', format: 'json' }, log.destination)
    )
    const error = new Error('nobody listens')
    reporter.report(error, { requestId: 'req-unreachable', where: 'GET /x' })
    await reporter.flush()
    expect(log.lines).toContainEqual(
      expect.objectContaining({ requestId: 'req-unreachable', msg: 'GET /x failed', err: expect.anything() })
    )
    expect(log.lines).toContainEqual(
      expect.objectContaining({
        requestId: 'req-unreachable',
        msg: 'Sentry did not take the error report (unreachable)'
      })
    )
  })

  it('falls back to the log alone when SENTRY_DSN is not a DSN', async () => {
    const log = logCapture()
    const reporter = createErrorReporter(
      'https://sentry.io/42',
      createLogger({ level: 'info', format: 'json' }, log.destination)
    )
    const error = new Error('still logged')
    reporter.report(error, { requestId: 'req-bad-dsn', where: 'GET /x' })
    await reporter.flush()
    expect(log.lines).toContainEqual(
      expect.objectContaining({ requestId: 'req-bad-dsn', msg: 'GET /x failed', err: expect.anything() })
    )
    expect(log.lines).toContainEqual(
      expect.objectContaining({
        msg: expect.stringMatching(/^Sentry is off, failures go to the log only: SENTRY_DSN must look like/)
      })
    )
  })
})

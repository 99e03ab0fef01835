import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import type { Knex } from 'knex'
import type { AuthResult, UserRole } from '@spinroom/schemas'
import { createApp } from '../../src/app.ts'
import { loadConfig, type Config } from '../../src/configuration.ts'
import type { Application } from '../../src/declarations.ts'
import type { Domain } from '../../src/lib/domain.ts'
import { registerDomains } from '../../src/lib/register.ts'
import { createUser } from '../../src/services/accounts/users/entity.ts'
import { exportPKCS8, generateKeyPair } from 'jose'
import { testDatabase } from './database.ts'
import { logCapture, type LogCapture } from './log-capture.ts'
import { logLevelOf, type LogLevel } from '../../src/lib/log.ts'

export interface Reply<T = any> {
  status: number
  headers: Headers
  body: T
}

export interface TestServer {
  app: Application
  knex: Knex
  url: string
  /** A REST call; `token` is sent as a bearer credential. */
  request<T = any>(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> }
  ): Promise<Reply<T>>
  /** Creates an account directly and signs it in through `POST /auth/login`. */
  signIn(roles?: UserRole[], nickname?: string): Promise<AuthResult & { password: string }>
  /** `signIn` as most tests hold an account: its bearer token and its id. */
  member(roles?: UserRole[], nickname?: string): Promise<{ token: string; id: string }>
  /** The log lines this server wrote, when started with `log` (tests run silent otherwise). */
  log: LogCapture
  close(): Promise<void>
}

let counter = 0
/** This test file's Redis channels: the processes it starts meet there, other files' processes do not. */
export const testRedisPrefix = `test-${randomUUID()}`

// Argon2id at its least cost: hundreds of accounts are made and signed in, each hash costing 0.1 s of both cores at
// the default; a test that checks hashing itself sees the same argon2id hashes, only cheaper.
const cheapHashing = { memoryKib: 1024, passes: 1 }

/**
 * A test process's configuration: an ephemeral port, no data directory, demo data or Redis; this file's channels; cheap
 * password hashes.
 */
export const testConfig = (overrides: Partial<Config> = {}): Config =>
  loadConfig(
    {},
    {
      port: 0,
      host: '127.0.0.1',
      dataDir: undefined,
      demoData: false,
      redisUrl: undefined,
      redisPrefix: testRedisPrefix,
      passwordHashing: cheapHashing,
      // Quiet unless asked: TEST_LOG_LEVEL=info shows every process's lines while debugging a test.
      log: { level: logLevelOf(process.env.TEST_LOG_LEVEL || 'silent'), format: 'json' },
      ...overrides
    }
  )

/** A token signing key of its own, for the processes of one deployment to share. */
export const newSigningKey = async () => exportPKCS8((await generateKeyPair('ES256', { extractable: true })).privateKey)

/** Starts the whole API on an ephemeral port over a fresh database. `domains` adds test-only endpoint tables. */
export async function startServer(
  options: { config?: Partial<Config>; domains?: Domain[]; log?: LogLevel } = {}
): Promise<TestServer> {
  const { knex, drop } = await testDatabase()
  const log = logCapture()
  const config = testConfig(options.config)
  const app = await createApp(options.log ? { ...config, log: { level: options.log, format: 'json' } } : config, knex, {
    logDestination: options.log ? log.destination : undefined
  })
  registerDomains(app, options.domains ?? [])
  const server: Server = await app.listen(0)
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    ...testClient(app, url),
    app,
    knex,
    url,
    log,
    close: async () => {
      await app.teardown()
      await drop()
    }
  }
}

/** REST calls to `url`, and sign-ins of accounts that `app` (on the same database, listening or not) creates. */
export function testClient(app: Application, url: string): Pick<TestServer, 'request' | 'signIn' | 'member'> {
  const request: TestServer['request'] = async (method, path, { token, body, headers = {} } = {}) => {
    const res = await fetch(url + path, {
      method,
      headers: {
        accept: 'application/json',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body)
    })
    const text = await res.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : undefined
    } catch {
      // not JSON: keep the text
    }
    // Each caller names the body's type it expects (Reply<T>); its assertions check it.
    return { status: res.status, headers: res.headers, body: parsed as never }
  }

  const signIn: TestServer['signIn'] = async (roles = ['user'], nickname) => {
    const n = ++counter
    const email = `${nickname ?? 'member'}-${n}-${Date.now()}@spinroom.test`
    const password = `password-${n}-long`
    await createUser(app, { email, password, nickname: nickname ? `${nickname}${n}` : undefined, roles })
    const res = await request<AuthResult>('POST', '/api/user-service/auth/login', { body: { email, password } })
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`)
    return { ...res.body, password }
  }
  const member: TestServer['member'] = async (roles, nickname) => {
    const auth = await signIn(roles, nickname)
    return { token: auth.accessToken, id: auth.user!.id }
  }

  return { request, signIn, member }
}

/** Headers of a fresh service API key, created by an admin; its `name` is the source the ledgers record. */
export async function serviceKey(
  s: Pick<TestServer, 'request'>,
  adminToken: string,
  name = `service-${++counter}-${Date.now()}`
): Promise<Record<string, string>> {
  const key = await s.request('POST', '/api/user-service/admin/api-keys', { token: adminToken, body: { name } })
  if (key.status !== 201) throw new Error(`api key: ${key.status} ${JSON.stringify(key.body)}`)
  return { 'x-api-key': key.body.secret }
}

/** Another API process on a test server's database. */
export interface OtherProcess {
  app: Application
  url: string
  /** Stops it as a process that goes away: its sockets close, its clock stops. */
  close(): Promise<void>
}

/** Starts another API process on `knex`'s database; give it the deployment's `jwtPrivateKey` and `redisUrl`. */
export async function startProcess(knex: Knex, overrides: Partial<Config> = {}): Promise<OtherProcess> {
  const app = await createApp(testConfig(overrides), knex)
  const server: Server = await app.listen(0)
  const close = async () => {
    app.io.close()
    await app.teardown().catch(() => undefined)
  }
  return { app, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close }
}

/**
 * The test server and, when Redis lets processes meet, a second process beside it (they share a new signing key);
 * without `redisUrl`, only the test server.
 */
export async function startTwoProcesses(
  redisUrl: string | undefined
): Promise<{ s: TestServer; other: OtherProcess | null }> {
  const jwtPrivateKey = await newSigningKey()
  const s = await startServer({ config: { redisUrl, jwtPrivateKey } })
  return { s, other: redisUrl ? await startProcess(s.knex, { redisUrl, jwtPrivateKey }) : null }
}

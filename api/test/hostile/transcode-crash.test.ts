import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest'
import { testDatabase } from '../helpers/database.ts'
import { newSigningKey, type TestServer } from '../helpers/server.ts'
import { eventually } from '../helpers/wait.ts'
import { freePort } from '../helpers/free-port.ts'
import { playable, tune, upload } from '../songs/helpers.ts'
import { missing, needing } from '../helpers/needs.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const U = '/api/upload-service'
const ADMIN = { email: 'crash-admin@spinroom.test', password: 'crash-admin-password' }
/** A transcode needs this long after the next start at most: a dead worker's heartbeat lapses, then it is retried. */
const RECOVERY_MS = 60_000

interface Api {
  child: ChildProcess
  url: string
}

const output: string[] = []
const started: Api[] = []
let env: NodeJS.ProcessEnv
let dataDir: string
let dropDatabase: (() => Promise<void>) | undefined

/** An API process, its entry point run through tsx as `npm start` runs its bundle; resolves once it answers. */
async function startApi(name: string): Promise<Api> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/index.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  for (const stream of [child.stdout!, child.stderr!])
    stream.on('data', (chunk: Buffer) =>
      output.push(
        ...chunk
          .toString()
          .trimEnd()
          .split('\n')
          .map((l) => `[${name}] ${l}`)
      )
    )
  const api = { child, url: `http://127.0.0.1:${port}` }
  started.push(api)
  const answers = () =>
    fetch(`${api.url}/api/user-service/auth/pub-key`).then(
      (res) => res.ok,
      () => false
    )
  const up = await eventually(async () => child.exitCode === null && (await answers()), Boolean, 120_000)
  if (!up) throw new Error(`${name} did not start (exit code ${child.exitCode})`)
  return api
}

/** A process's state letter (R, S, Z...) and parent, or null once it is gone. */
function processState(pid: number): { state: string; ppid: number; name: string } | null {
  const path = `/proc/${pid}/stat`
  if (!existsSync(path)) return null
  try {
    const stat = readFileSync(path, 'utf8')
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return { state: state!, ppid: Number(ppid), name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) }
  } catch {
    return null
  }
}

/** The ffmpeg processes `parent` started that still run. */
const ffmpegOf = (parent: number) =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      const p = processState(pid)
      return p?.ppid === parent && p.name === 'ffmpeg' && p.state !== 'Z'
    })

/** Gone, or a zombie: dead, whether or not whoever adopted it has reaped it yet. */
const isDead = (pid: number) => {
  const p = processState(pid)
  return !p || p.state === 'Z'
}

/** The song helpers read only a test server's url. */
const server = (api: Api) => ({ url: api.url }) as TestServer

async function songStatus(api: Api, token: string, id: string) {
  const res = await fetch(`${api.url}${U}/songs/${id}`, { headers: { authorization: `Bearer ${token}` } })
  return (await res.json()) as { status: string; transcodeProgress: number }
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'spinroom-crash-'))
  // Both processes share the media folder and the database: PostgreSQL when the tests have one, else the embedded one.
  const db = process.env.TEST_DATABASE_URL ? await testDatabase() : undefined
  if (db) await db.knex.destroy().catch(() => undefined)
  dropDatabase = db?.drop
  env = {
    DATA_DIR: dataDir,
    ...(db?.url ? { DATABASE_URL: db.url } : {}),
    DEMO_DATA: 'false',
    REDIS_URL: '',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    JWT_PRIVATE_KEY: await newSigningKey(),
    PASSWORD_HASH_MEMORY_KIB: '1024',
    PASSWORD_HASH_PASSES: '1'
  }
}, 60_000)

afterAll(async () => {
  for (const { child } of started) {
    if (child.exitCode !== null || child.signalCode) continue
    child.kill('SIGTERM')
    await new Promise((done) => child.once('exit', done))
  }
  await dropDatabase?.().catch(() => undefined)
  rmSync(dataDir, { recursive: true, force: true })
}, 60_000)

// Linux only: the test finds ffmpeg through /proc, and setpriv's parent-death signal is Linux's.
it(
  'kills ffmpeg with an API process killed by SIGKILL, and the next process finishes the transcode',
  { timeout: 300_000, ...needing(missing.linux) },
  async () => {
    onTestFailed(() => console.log(output.join('\n')))
    const first = await startApi('api1')
    const login = await fetch(`${first.url}/api/user-service/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN)
    })
    const token = ((await login.json()) as { accessToken: string }).accessToken
    const orderly = tune(120, { title: 'Orderly Exit', artist: 'Survivors' }, 550)
    const long = await tune(120, { title: 'Crash Course', artist: 'Survivors' }, 330)
    const res = await upload(server(first), token, long, 'crash.mp3')
    expect(res.status).toBe(201)
    const id: string = res.body.id

    const running = (api: Api) =>
      eventually(
        async () => ffmpegOf(api.child.pid!),
        (pids) => pids.length > 0,
        30_000
      )
    const ffmpeg = await running(first)
    expect(ffmpeg, 'no ffmpeg ran under the API process').toHaveLength(1)
    expect((await songStatus(first, token, id)).status).toBe('VERIFICATION_POSTPONED')

    first.child.kill('SIGKILL')
    expect(await eventually(async () => isDead(ffmpeg[0]!), Boolean, 2000), 'ffmpeg outlived its API process').toBe(
      true
    )

    const second = await startApi('api2')
    const restartedAt = Date.now()
    const song = await eventually(
      () => songStatus(second, token, id),
      (row) => row.status === 'VERIFIED',
      RECOVERY_MS
    )
    expect(song).toMatchObject({ status: 'VERIFIED', transcodeProgress: 100 })
    console.log(`transcode done ${Math.round((Date.now() - restartedAt) / 1000)} s after the next start`)
    await playable(server(second), id, token)

    // An orderly stop takes its ffmpeg along too.
    const another = await upload(server(second), token, await orderly, 'orderly.mp3')
    expect(another.status).toBe(201)
    const next = await running(second)
    expect(next).toHaveLength(1)
    second.child.kill('SIGTERM')
    await new Promise((done) => second.child.once('exit', done))
    expect(await eventually(async () => isDead(next[0]!), Boolean, 2000), 'ffmpeg outlived an orderly stop').toBe(true)
  }
)

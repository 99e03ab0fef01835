// Socket flood: one socket.io client (a worker thread) sends BENCH_FLOOD_CALLS (3000) `find` calls at once,
// BENCH_FLOOD_ROUNDS (20) times over; meanwhile another client calls the same list over REST, one call after another.
// Database as for live-room (BENCH_DATABASE_URL or DATABASE_URL, else PGlite). SOCKET_CALLS_IN_FLIGHT and
// RATE_LIMIT_SOCKET_CALLS size the API's socket limits. Target: the REST call's p99 during the floods < 200 ms, and
// every call of every flood answered (a result or a 429).
import { randomUUID } from 'node:crypto'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { bases } from '@spinroom/schemas'
import { issueToken } from '../src/auth/authentication.ts'
import { openBenchDatabase } from './database.ts'
import { envNumber, fmt, percentile } from './numbers.ts'
import { startBenchApi } from './api-server.ts'
import type { FloodOutcome } from './socket-flooder.ts'

const TARGET_P99_MS = 200
const LIST = `${bases.rooms.base}/rooms/public`
const ROOMS = 20
const QUIET_CALLS = 200

interface Flooder {
  flood(): Promise<FloodOutcome>
  close(): Promise<void>
}

function startFlooder(url: string, calls: number): Promise<Flooder> {
  // As live-crowd.ts: a .ts entry is resolved before tsx's hooks exist in the worker.
  const module = JSON.stringify(new URL('./socket-flooder.ts', import.meta.url).href)
  const entry = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${module}, ${JSON.stringify(import.meta.url)}))`
  const workerData = {
    url,
    authPath: `${bases.accounts.base.slice(1)}/authentication`,
    findPath: LIST.slice(1),
    calls,
    answerMs: 15_000
  }
  const worker = new Worker(entry, { eval: true, workerData })
  let flooded: ((outcome: FloodOutcome) => void) | undefined
  return new Promise((resolve, reject) => {
    worker.on('error', reject)
    worker.on('message', (message: { type: string; outcome?: FloodOutcome }) => {
      if (message.type === 'flooded') flooded?.(message.outcome!)
      if (message.type !== 'ready') return
      resolve({
        flood: () =>
          new Promise((done) => {
            flooded = done
            worker.postMessage({ type: 'flood' })
          }),
        close: async () => {
          worker.postMessage({ type: 'close' })
          await worker.terminate()
        }
      })
    })
  })
}

export async function run(): Promise<boolean> {
  const calls = envNumber('BENCH_FLOOD_CALLS', 3000)
  const rounds = envNumber('BENCH_FLOOD_ROUNDS', 20)
  console.log(`Socket flood: ${fmt(calls)} finds at once on one socket, ${rounds} times; REST calls meanwhile\n`)
  const db = await openBenchDatabase(process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined)
  console.log(`database: ${db.label}`)
  const { app, url } = await startBenchApi(db.knex)
  const { socketLimits } = app.get('config')
  console.log(
    `socket limits: ${socketLimits.inFlight} in flight, ${socketLimits.calls.points}/${socketLimits.calls.seconds}s`
  )
  await db
    .knex('rooms')
    .insert(
      Array.from({ length: ROOMS }, (_, i) => ({ uuid: randomUUID(), slug: `flood-${i}`, name: `Flood room ${i}` }))
    )
  const { createUser } = await import('../src/services/accounts/users/entity.ts')
  const user = await createUser(app, {
    email: 'rest@bench.example',
    password: 'bench-rest-password-1',
    roles: ['user']
  })
  const headers = { authorization: `Bearer ${(await issueToken(app, { type: 'user', user })).accessToken}` }
  const list = async () => {
    const started = performance.now()
    const res = await fetch(url + LIST, { headers })
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`GET ${LIST}: ${res.status}`)
    return performance.now() - started
  }

  const quiet: number[] = []
  for (let i = 0; i < QUIET_CALLS; i++) quiet.push(await list())
  const flooder = await startFlooder(url, calls)
  const during: number[] = []
  const outcomes: FloodOutcome[] = []
  for (let round = 0; round < rounds; round++) {
    let flooding = true
    const flood = flooder.flood().finally(() => (flooding = false))
    while (flooding) during.push(await list())
    outcomes.push(await flood)
  }
  await flooder.close()
  app.io.close()
  await app.teardown().catch(() => undefined)
  await db.close()

  const sum = (key: keyof FloodOutcome) => outcomes.reduce((total, o) => total + o[key], 0)
  const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10)
  console.log(
    `\n${'REST GET /rooms/public'.padEnd(40)}${'calls'.padStart(8)}${'p50'.padStart(10)}${'p99'.padStart(10)}`
  )
  for (const [label, samples] of [
    ['alone', quiet],
    ['during the floods', during]
  ] as const)
    console.log(
      `${label.padEnd(40)}${String(samples.length).padStart(8)}${ms(percentile(samples, 50))}${ms(percentile(samples, 99))}`
    )
  const slowest = Math.max(...outcomes.map((o) => o.lastMs))
  console.log(
    `\nflood calls: ${fmt(sum('answered'))} answered, ${fmt(sum('refused'))} refused (429), ${sum('failed')} failed, ` +
      `${sum('unanswered')} unanswered; the slowest flood settled in ${fmt(slowest)} ms`
  )
  const p99 = percentile(during, 99)
  const met = p99 < TARGET_P99_MS && sum('unanswered') === 0 && sum('failed') === 0
  console.log(`REST p99 during the floods ${p99.toFixed(1)} ms (target < ${TARGET_P99_MS} ms)`)
  console.log(met ? 'target met' : 'target NOT met')
  return met
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const met = await run()
  process.exit(met ? 0 : 1)
}

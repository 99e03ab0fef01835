// Socket flood: one socket.io connection sends BENCH_FLOOD_CALLS (3000) `find` calls at once, BENCH_FLOOD_ROUNDS (20)
// times over after one unmeasured flood; meanwhile another client calls the same list over REST, one call after
// another. Both clients are worker threads, off the API's event loop. Database as for live-room (BENCH_DATABASE_URL or
// DATABASE_URL, else PGlite); SOCKET_CALLS_IN_FLIGHT, SOCKET_CALLS_AT_ONCE and RATE_LIMIT_SOCKET_CALLS size the API's
// socket limits. Target: the REST call's p99 during the floods < 200 ms, and every call of every flood answered (a
// result or a 429).
import { randomUUID } from 'node:crypto'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { bases } from '@spinroom/schemas'
import { issueToken } from '../src/auth/authentication.ts'
import { openBenchDatabase } from './database.ts'
import { envNumber, fmt, percentile } from './numbers.ts'
import { startBenchApi } from './api-server.ts'
import type { FloodOutcome } from './socket-flooder.ts'
import type { Figure, SuiteResult } from './figures.ts'

const TARGET_P99_MS = 200
const LIST = `${bases.rooms.base}/rooms/public`
const ROOMS = 20
const QUIET_CALLS = 200

interface Message {
  type: string
  outcome?: FloodOutcome
  latencies?: number[]
}

/** A worker thread of this benchmark, once it says it is ready; `ask` sends a message and waits for the answer. */
async function startWorker(file: string, workerData: unknown) {
  // As live-crowd.ts: a .ts entry is resolved before tsx's hooks exist in the worker.
  const module = JSON.stringify(new URL(file, import.meta.url).href)
  const entry = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${module}, ${JSON.stringify(import.meta.url)}))`
  const worker = new Worker(entry, { eval: true, workerData })
  const next = () =>
    new Promise<Message>((resolve, reject) => {
      worker.once('error', reject)
      worker.once('message', (message: Message) => {
        worker.off('error', reject)
        resolve(message)
      })
    })
  await next()
  return {
    ask: (message: Message) => {
      const answer = next()
      worker.postMessage(message)
      return answer
    },
    tell: (message: Message) => worker.postMessage(message),
    close: () => worker.terminate()
  }
}

export async function run(): Promise<SuiteResult> {
  const calls = envNumber('BENCH_FLOOD_CALLS', 3000)
  const rounds = envNumber('BENCH_FLOOD_ROUNDS', 20)
  console.log(`Socket flood: ${fmt(calls)} finds at once on one socket, ${rounds} times; REST calls meanwhile\n`)
  const db = await openBenchDatabase(process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined)
  console.log(`database: ${db.label}`)
  const { app, url } = await startBenchApi(db.knex)
  const { inFlight, atOnce, calls: rate } = app.get('config').socketLimits
  console.log(`socket limits: ${inFlight} calls in flight, ${atOnce} at once, ${rate.points} every ${rate.seconds} s`)
  await db
    .knex('rooms')
    .insert(Array.from({ length: ROOMS }, (_, i) => ({ uuid: randomUUID(), slug: `flood-${i}`, name: `Flood ${i}` })))
  const { createUser } = await import('../src/services/accounts/users/entity.ts')
  const user = await createUser(app, { email: 'rest@bench.example', password: 'bench-rest-password', roles: ['user'] })
  const { accessToken } = await issueToken(app, { type: 'user', user })

  const prober = await startWorker('./rest-prober.ts', {
    url: url + LIST,
    headers: { authorization: `Bearer ${accessToken}` }
  })
  const quiet = (await prober.ask({ type: 'probe', count: QUIET_CALLS } as Message)).latencies!
  const flooder = await startWorker('./socket-flooder.ts', {
    url,
    authPath: `${bases.accounts.base.slice(1)}/authentication`,
    findPath: LIST.slice(1),
    calls,
    answerMs: 15_000
  })
  // One flood unmeasured first, so that the measured ones find the code of every answer compiled.
  await flooder.ask({ type: 'flood' })
  const outcomes: FloodOutcome[] = []
  prober.tell({ type: 'start' })
  for (let round = 0; round < rounds; round++) outcomes.push((await flooder.ask({ type: 'flood' })).outcome!)
  const during = (await prober.ask({ type: 'stop' })).latencies!
  await Promise.all([prober.close(), flooder.close()])
  app.io.close()
  await app.teardown().catch(() => undefined)
  await db.close()

  const sum = (key: keyof FloodOutcome) => outcomes.reduce((total, o) => total + o[key], 0)
  const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10)
  console.log(`\n${`REST GET ${LIST}`.padEnd(48)}${'calls'.padStart(8)}${'p50'.padStart(10)}${'p99'.padStart(10)}`)
  const row = (label: string, samples: number[]) =>
    label.padEnd(48) + String(samples.length).padStart(8) + ms(percentile(samples, 50)) + ms(percentile(samples, 99))
  console.log(row('alone', quiet))
  console.log(row('during the floods', during))
  const slowest = Math.max(...outcomes.map((o) => o.lastMs))
  console.log(
    `\nflood calls: ${fmt(sum('answered'))} answered, ${fmt(sum('refused'))} refused (429), ${sum('failed')} failed, ` +
      `${sum('unanswered')} unanswered; the slowest flood was answered in ${fmt(slowest)} ms`
  )
  const p99 = percentile(during, 99)
  const met = p99 < TARGET_P99_MS && sum('unanswered') === 0 && sum('failed') === 0
  console.log(`REST p99 during the floods ${p99.toFixed(1)} ms (target < ${TARGET_P99_MS} ms)`)
  console.log(met ? 'target met' : 'target NOT met')
  const figure: Figure = {
    suite: 'socket-flood',
    figure: `REST p99 while one socket floods ${fmt(calls)} calls at once (bare: no flood)`,
    value: p99,
    unit: 'ms',
    target: `< ${TARGET_P99_MS} ms`,
    met,
    baseline: percentile(quiet, 99)
  }
  return { ok: met, figures: [figure] }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit((await run()).ok ? 0 : 1)
}

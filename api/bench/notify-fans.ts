// `node --import tsx api/bench/notify-fans.ts`: a DJ with BENCH_FANS (10,000) fans, each with a browser subscribed to
// web push, goes live; measured: the time until the last web push request reached a local push service (queued in the
// outbox, taken by the delivery job, encrypted and signed per browser, sent). Target < 10 s. Env: BENCH_DATABASE_URL
// (a PostgreSQL server, default postgres://postgres@127.0.0.1:5432; `embedded` for PGlite), BENCH_FANS.
import { createECDH, randomBytes, randomUUID } from 'node:crypto'
import { availableParallelism, loadavg } from 'node:os'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { Knex } from 'knex'
import type { Application } from '../src/declarations.ts'
import { notifyFansOfDj } from '../src/services/social/notifications/dj-live.ts'
import { startBenchApi } from './api-server.ts'
import { openBenchDatabase, seedUsers, type BenchDatabase } from './database.ts'
import { envNumber, fmt } from './numbers.ts'
import type { Figure, SuiteResult } from './figures.ts'

const TARGET_SECONDS = 10
const CHUNK = 1000

async function seedFans(knex: Knex, djUuid: string, endpointOf: (i: number) => string, keys: object) {
  const fans: { id: string }[] = await knex('users').whereNot('id', djUuid).select('id')
  for (let i = 0; i < fans.length; i += CHUNK) {
    const some = fans.slice(i, i + CHUNK)
    await knex('dj_fans').insert(some.map((fan) => ({ id: randomUUID(), djUuid, fanUuid: fan.id })))
    await knex('web_push_subscriptions').insert(
      some.map((fan, j) => ({ id: randomUUID(), userUuid: fan.id, endpoint: endpointOf(i + j), ...keys }))
    )
  }
  return fans.length
}

/** The local push service in a worker thread: its origin, and when `target` messages have reached it. */
async function startPushWorker(target: number) {
  const module = JSON.stringify(new URL('./push-service-worker.ts', import.meta.url).href)
  const entry = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${module}, ${JSON.stringify(import.meta.url)}))`
  const worker = new Worker(entry, { eval: true, workerData: { target } })
  let received = 0
  const reached = new Promise<void>((resolve) =>
    worker.on('message', (message: { type: string; count?: number }) => {
      if (message.type !== 'reached') return
      received = message.count!
      resolve()
    })
  )
  const origin = await new Promise<string>((resolve, reject) => {
    worker.once('error', reject)
    worker.once('message', (message: { origin: string }) => resolve(message.origin))
  })
  return {
    origin,
    reached,
    received: () => received,
    close: () => worker.terminate()
  }
}

/** A browser's subscription keys: the server encrypts each message to them. */
function browserKeys() {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') }
}

export async function run(): Promise<SuiteResult> {
  const fans = Math.floor(envNumber('BENCH_FANS', 10_000))
  const setting = process.env.BENCH_DATABASE_URL
  const serverUrl = setting === 'embedded' ? undefined : setting || 'postgres://postgres@127.0.0.1:5432'
  let push: Awaited<ReturnType<typeof startPushWorker>> | undefined
  let db: BenchDatabase | undefined
  let app: Application | undefined
  const problems: string[] = []
  let seconds = Infinity
  try {
    db = await openBenchDatabase(serverUrl)
    await seedUsers(db.knex, fans + 1)
    const service = (push = await startPushWorker(fans))
    const dj = (await db.knex('users').orderBy('createdAt').first('id', 'nickname')) as { id: string; nickname: string }
    // One browser's keys for every subscription: the server still encrypts each message on its own.
    const keys = browserKeys()
    const seeded = await seedFans(db.knex, dj.id, (i) => `${service.origin}/push/fan-${i}`, keys)
    // Its push service is private and plain http: allowed as a deployment would allow one of its own.
    process.env.OUTBOUND_ALLOWED_HOSTS = service.origin
    app = (await startBenchApi(db.knex)).app

    console.log('spinroom benchmark: a DJ goes live and every fan is notified by web push (whole delivery path)')
    console.log(`database:    ${db.label}`)
    console.log(
      `data:        ${fmt(seeded)} fans, each with one subscribed browser; a local push service answering 201 (its own thread)`
    )
    console.log(
      `host:        ${availableParallelism()} cpus, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`
    )
    const started = performance.now()
    const sent = await notifyFansOfDj(
      app,
      { slug: 'bench-room', name: 'Bench Room' },
      { uuid: dj.id, nickname: dj.nickname }
    )
    const queuedAt = performance.now()
    let timer: NodeJS.Timeout | undefined
    await Promise.race([
      push.reached,
      new Promise((resolve) => (timer = setTimeout(resolve, 120_000))).then(() =>
        problems.push('not every fan was reached in 120 s')
      )
    ])
    clearTimeout(timer)
    seconds = (performance.now() - started) / 1000
    if (sent.deliveries.web !== seeded) problems.push(`queued ${sent.deliveries.web} deliveries for ${seeded} fans`)
    if (push.received() !== seeded) problems.push(`the push service got ${push.received()} of ${seeded}`)
    console.log(
      `queued:      ${fmt(sent.deliveries.web)} deliveries in ${fmt((queuedAt - started) / 1000, 2)} s (one statement)`
    )
    console.log(
      `delivered:   ${fmt(push.received())} web push requests in ${fmt(seconds, 2)} s ` +
        `(${fmt(push.received() / seconds)}/s); target < ${TARGET_SECONDS} s: ${seconds < TARGET_SECONDS ? 'PASS' : 'MISSED'}`
    )
  } catch (error) {
    problems.push(`benchmark failed: ${(error as Error).stack ?? error}`)
  } finally {
    await app?.teardown().catch((error: Error) => problems.push(`api teardown: ${error.message}`))
    await db?.close().catch((error: Error) => problems.push(`database teardown: ${error.message}`))
    await push?.close()
  }
  for (const problem of problems) console.error(`problem: ${problem}`)
  const met = !problems.length && seconds < TARGET_SECONDS
  const figure: Figure = {
    suite: 'notify-fans',
    figure: `a DJ with ${fmt(fans)} fans goes live: last web push sent`,
    value: seconds,
    unit: 's',
    target: `< ${TARGET_SECONDS} s`,
    met
  }
  return { ok: met, figures: Number.isFinite(seconds) ? [figure] : [] }
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  process.exitCode = (await run()).ok ? 0 : 1
}

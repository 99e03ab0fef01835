// Part of `npm run bench` (alone: node --import tsx api/bench/observability.ts): what the request log and the metrics
// cost. GET /api/user-service/admin/users?limit=20 on two API instances over the same database: one logging every
// request (LOG_LEVEL=info, JSON lines written synchronously to /dev/null, as to a piped stdout) and timing it into
// the metrics (METRICS on, scraped every second as Prometheus would, faster), the other with LOG_LEVEL=silent and
// METRICS off. Target: the observed one at most 5 % slower.
// Env: BENCH_DATABASE_URL or DATABASE_URL (PostgreSQL server; else PGlite in memory), BENCH_DURATION (s, 10),
// BENCH_CONNECTIONS (10), BENCH_WARMUP (s, 3), BENCH_ROUNDS (3; interleaved, order swapped each round),
// BENCH_WORKERS (autocannon threads, 1), BENCH_USERS (1000).
import { availableParallelism, loadavg } from 'node:os'
import { pathToFileURL } from 'node:url'
import { pino } from 'pino'
import { createUser } from '../src/services/accounts/users/entity.ts'
import type { Application } from '../src/declarations.ts'
import { openBenchDatabase, seedUsers, settle, type BenchDatabase } from './database.ts'
import { failures, measure, type Measurement } from './load.ts'
import { fmt } from './numbers.ts'
import { startBenchApi } from './api-server.ts'
import { adminListLoad, runGuarded } from './admin-list-load.ts'

const TARGET_RATIO = 0.95
const ADMIN = { email: 'bench-obs@bench.example', password: 'bench-obs-password-1', nickname: 'bench-obs' }
const SCRAPE_MS = 1000

const settings = adminListLoad(3)
const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined

const problems: string[] = []
let db: BenchDatabase | undefined
const apps: Application[] = []
let scraper: NodeJS.Timeout | undefined

async function token(base: string): Promise<string> {
  const response = await fetch(`${base}/api/user-service/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password })
  })
  if (!response.ok) throw new Error(`login answered ${response.status}: ${await response.text()}`)
  return ((await response.json()) as { accessToken: string }).accessToken
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length

function printTable(rows: Measurement[]): void {
  const summary = ['quiet', 'observed'].map((target) => {
    const runs = rows.filter((r) => r.target === target)
    return { target, rps: mean(runs.map((r) => r.requestsPerSecond)), p99: mean(runs.map((r) => r.p99)), runs }
  })
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'failed']
  const lines = rows.map((r) => [
    `${r.target} #${r.round}`,
    fmt(r.requestsPerSecond),
    fmt(r.p50, 1),
    fmt(r.p99, 1),
    fmt(r.completed),
    fmt(failures(r))
  ])
  lines.push(...summary.map((s) => [`${s.target} (mean)`, fmt(s.rps), '', fmt(s.p99, 1), '', '']))
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)))
  const row = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')
  console.log(`\n${row(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${lines.map(row).join('\n')}`)
  const [quiet, observed] = summary
  const ratio = quiet!.rps > 0 ? observed!.rps / quiet!.rps : 0
  console.log(
    `\nobserved / quiet throughput: ${(ratio * 100).toFixed(1)}% (target >= ${TARGET_RATIO * 100}%): ${ratio >= TARGET_RATIO ? 'PASS' : 'BELOW TARGET'}`
  )
}

async function main() {
  db = await openBenchDatabase(serverUrl)
  const knex = db.knex
  await seedUsers(knex, settings.users)
  const quiet = await startBenchApi(knex, undefined, undefined, { env: { LOG_LEVEL: 'silent', METRICS: 'false' } })
  const observed = await startBenchApi(knex, undefined, undefined, {
    env: { LOG_LEVEL: 'info', METRICS: 'true' },
    logDestination: pino.destination({ dest: '/dev/null', sync: true })
  })
  apps.push(quiet.app, observed.app)
  await createUser(quiet.app, { ...ADMIN, roles: ['user', 'admin'] })
  const path = '/api/user-service/admin/users?limit=20'
  const targets = [
    { name: 'quiet', url: quiet.url + path, headers: { authorization: `Bearer ${await token(quiet.url)}` } },
    { name: 'observed', url: observed.url + path, headers: { authorization: `Bearer ${await token(observed.url)}` } }
  ]
  for (const t of targets) {
    const answer = await fetch(t.url, { headers: t.headers })
    if (answer.status !== 200) throw new Error(`${t.name} answered ${answer.status}: ${await answer.text()}`)
  }
  const metrics = await fetch(`${observed.url}/metrics`)
  if (metrics.status !== 200) throw new Error(`the observed API's /metrics answered ${metrics.status}`)
  if ((await fetch(`${quiet.url}/metrics`)).status !== 404) problems.push('the quiet API serves /metrics')
  scraper = setInterval(() => void fetch(`${observed.url}/metrics`).then((r) => r.text()), SCRAPE_MS)

  console.log('spinroom benchmark: what the request log and the metrics cost on GET /api/user-service/admin/users')
  console.log(`database:    ${db.label}`)
  console.log(`quiet:       ${quiet.url} (LOG_LEVEL=silent, METRICS=false)`)
  console.log(`observed:    ${observed.url} (LOG_LEVEL=info to /dev/null, METRICS on, scraped every ${SCRAPE_MS} ms)`)
  console.log(
    `load:        autocannon, ${settings.connections} connections, ${settings.duration} s per run, ${settings.rounds} round(s) interleaved, warm-up ${settings.warmup} s each`
  )
  console.log(
    `host:        ${availableParallelism()} cpus, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (other processes skew both targets)`
  )
  const load = { connections: settings.connections, duration: settings.duration, workers: settings.workers }
  if (settings.warmup > 0)
    for (const t of targets) {
      await measure(t.name, 0, t.url, t.headers, { ...load, duration: settings.warmup })
      await settle(knex)
    }
  const rows: Measurement[] = []
  for (let round = 1; round <= settings.rounds; round++) {
    for (const t of round % 2 === 1 ? targets : [...targets].reverse()) {
      const m = await measure(t.name, round, t.url, t.headers, load)
      await settle(knex)
      rows.push(m)
      if (failures(m)) problems.push(`${t.name} round ${round}: ${failures(m)} failed requests`)
    }
  }
  printTable(rows)
}

async function teardown() {
  clearInterval(scraper)
  for (const app of apps.splice(0)) await app.teardown().catch((error: Error) => problems.push(error.message))
  await db?.close().catch((error: Error) => problems.push(error.message))
  db = undefined
}

/** Runs the benchmark and prints its table; false when it failed (not when it fell below target). */
export const run = (): Promise<boolean> => runGuarded(problems, main, teardown)

if (import.meta.url === pathToFileURL(process.argv[1]!).href) process.exitCode = (await run()) ? 0 : 1

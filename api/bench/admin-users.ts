// Part of `npm run bench` (alone: node --import tsx api/bench/admin-users.ts): GET
// /api/user-service/admin/users?limit=20 through the whole API against a bare Koa
// handler running the same two queries on the same knex instance (the floor of this stack).
// Env: BENCH_DATABASE_URL or DATABASE_URL (PostgreSQL server; else PGlite in memory), BENCH_DURATION (s, 10),
// BENCH_CONNECTIONS (10), BENCH_WARMUP (s, 3), BENCH_ROUNDS (1; more interleave), BENCH_WORKERS (autocannon
// threads, 1), BENCH_USERS (1000), BENCH_ONLY (api | bare, for profiling). Phase timings: api/bench/phases.ts.
import { availableParallelism, loadavg } from 'node:os'
import { pathToFileURL } from 'node:url'
import { createUser } from '../src/services/accounts/users/entity.ts'
import type { Application } from '../src/declarations.ts'
import { openBenchDatabase, seedUsers, settle, type BenchDatabase } from './database.ts'
import { startBareServer, type BareServer } from './bare.ts'
import { failures, measure, type LoadOptions, type Measurement } from './load.ts'
import { fmt } from './numbers.ts'
import { startBenchApi } from './api-server.ts'
import type { Figure, SuiteResult } from './figures.ts'
import { adminListLoad, runGuarded } from './admin-list-load.ts'

const TARGET_RATIO = 0.6
const ADMIN = { email: 'bench-admin@bench.example', password: 'bench-admin-password-1', nickname: 'bench-admin' }

const settings = adminListLoad(1)
// For profiling one side alone (node --cpu-prof): 'api' or 'bare'; the ratio is then not printed.
const only = process.env.BENCH_ONLY === 'api' || process.env.BENCH_ONLY === 'bare' ? process.env.BENCH_ONLY : undefined
const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined

const problems: string[] = []
const figures: Figure[] = []
let db: BenchDatabase | undefined
let app: Application | undefined
let bare: BareServer | undefined

async function login(base: string): Promise<string> {
  const response = await fetch(`${base}/api/user-service/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password })
  })
  if (!response.ok) throw new Error(`login answered ${response.status}: ${await response.text()}`)
  return ((await response.json()) as { accessToken: string }).accessToken
}

type Page = { data: { id: string }[]; count: number; total: number; page: number; pageCount: number }

/** Both targets must answer the same page before their speed is compared. */
async function compareAnswers(apiUrl: string, bareUrl: string, headers: Record<string, string>): Promise<Page> {
  const get = async (url: string, h: Record<string, string>) => {
    const response = await fetch(url, { headers: h })
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`)
    return (await response.json()) as Page
  }
  const [api, floor] = [await get(apiUrl, headers), await get(bareUrl, {})]
  const shape = (p: Page) =>
    JSON.stringify({
      keys: Object.keys(p).sort(),
      ids: p.data.map((u) => u.id),
      count: p.count,
      total: p.total,
      page: p.page,
      pageCount: p.pageCount
    })
  if (shape(api) !== shape(floor))
    problems.push(
      `the API and the bare handler answer different pages:\n  api:  ${shape(api)}\n  bare: ${shape(floor)}`
    )
  const apiFields = Object.keys(api.data[0] ?? {})
    .sort()
    .join(',')
  const bareFields = Object.keys(floor.data[0] ?? {})
    .sort()
    .join(',')
  if (apiFields !== bareFields) console.log(`note: user fields differ (api: ${apiFields}; bare: ${bareFields})`)
  return api
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length

function printTable(rows: Measurement[]): void {
  const byTarget = (t: string) => rows.filter((r) => r.target === t)
  const summary = ['bare koa', 'api']
    .filter((t) => byTarget(t).length)
    .map((t) => {
      const runs = byTarget(t)
      return {
        target: t,
        rps: mean(runs.map((r) => r.requestsPerSecond)),
        p50: mean(runs.map((r) => r.p50)),
        p99: mean(runs.map((r) => r.p99)),
        completed: runs.reduce((a, r) => a + r.completed, 0),
        failed: runs.reduce((a, r) => a + failures(r), 0)
      }
    })
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'failed']
  const lines = [
    ...(settings.rounds > 1
      ? rows.map((r) => [
          `${r.target} #${r.round}`,
          fmt(r.requestsPerSecond),
          fmt(r.p50, 1),
          fmt(r.p99, 1),
          fmt(r.completed),
          fmt(failures(r))
        ])
      : []),
    ...summary.map((s) => [
      s.target + (settings.rounds > 1 ? ' (mean)' : ''),
      fmt(s.rps),
      fmt(s.p50, 1),
      fmt(s.p99, 1),
      fmt(s.completed),
      fmt(s.failed)
    ])
  ]
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)))
  const row = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')
  console.log(`\n${row(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${lines.map(row).join('\n')}`)
  if (summary.length < 2) return
  const [floor, api] = summary
  const ratio = floor.rps > 0 ? api.rps / floor.rps : 0
  console.log(
    `\napi / bare koa throughput: ${(ratio * 100).toFixed(1)}% (target >= ${TARGET_RATIO * 100}%): ${ratio >= TARGET_RATIO ? 'PASS' : 'BELOW TARGET'}`
  )
  console.log(`api / bare koa p99 latency: ${floor.p99 > 0 ? (api.p99 / floor.p99).toFixed(2) : '-'}x`)
  const suite = 'admin-users'
  figures.push(
    {
      suite,
      figure: 'GET /admin/users?limit=20: throughput',
      value: api.rps,
      unit: 'req/s',
      target: `≥ ${TARGET_RATIO * 100}% of bare`,
      met: ratio >= TARGET_RATIO,
      baseline: floor.rps
    },
    { suite, figure: 'GET /admin/users?limit=20: p99', value: api.p99, unit: 'ms', target: '', baseline: floor.p99 }
  )
}

async function main() {
  db = await openBenchDatabase(serverUrl)
  const knex = db.knex
  await seedUsers(knex, settings.users)

  const api = await startBenchApi(knex)
  app = api.app
  await createUser(app, { ...ADMIN, roles: ['user', 'admin'] })
  const apiBase = api.url
  const apiUrl = `${apiBase}/api/user-service/admin/users?limit=20`
  const headers = { authorization: `Bearer ${await login(apiBase)}` }

  bare = await startBareServer(knex)
  const page = await compareAnswers(apiUrl, bare.url, headers)

  console.log('spinroom benchmark: GET /api/user-service/admin/users?limit=20 against a bare Koa handler')
  console.log(`database:    ${db.label}`)
  console.log(`data:        ${page.total} users (${settings.users} bulk-inserted + 1 admin); page of ${page.count}`)
  console.log(`api:         ${apiUrl} (admin bearer token)`)
  console.log(`bare koa:    ${bare.url} (same knex: page query, then count query)`)
  console.log(
    `load:        autocannon, ${settings.connections} connections, ${settings.duration} s per run, ${settings.rounds} round(s), warm-up ${settings.warmup} s each, ${settings.workers ? `${settings.workers} worker thread(s)` : 'same thread'}`
  )
  console.log(
    `host:        ${availableParallelism()} cpus, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (other processes skew both targets; BENCH_ROUNDS=3 interleaves)`
  )
  if (!serverUrl)
    console.log(
      'note:        PGlite has one connection and runs in this process: one query at a time for both targets, and every extra query costs the server thread'
    )
  if (only) console.log(`note:        BENCH_ONLY=${only}: one target, no ratio`)

  const load: LoadOptions = {
    connections: settings.connections,
    duration: settings.duration,
    workers: settings.workers
  }
  const targets = [
    { name: 'bare koa', url: bare.url, headers: {} },
    { name: 'api', url: apiUrl, headers }
  ].filter((t) => !only || t.name.startsWith(only))
  if (settings.warmup > 0) {
    for (const t of targets) {
      const warm = await measure(t.name, 0, t.url, t.headers, { ...load, duration: settings.warmup })
      await settle(knex)
      if (failures(warm))
        problems.push(
          `${t.name} warm-up: ${failures(warm)} failed requests (non2xx ${warm.non2xx}, errors ${warm.errors}, timeouts ${warm.timeouts}; status codes ${JSON.stringify(warm.statusCodes)})`
        )
    }
  }
  const rows: Measurement[] = []
  for (let round = 1; round <= settings.rounds; round++) {
    // Later rounds swap the order, so neither target always runs on a colder or warmer process.
    const order = round % 2 === 1 ? targets : [...targets].reverse()
    for (const t of order) {
      const m = await measure(t.name, round, t.url, t.headers, load)
      await settle(knex)
      rows.push(m)
      if (failures(m))
        problems.push(
          `${t.name} round ${round}: ${failures(m)} failed requests (non2xx ${m.non2xx}, errors ${m.errors}, timeouts ${m.timeouts}; status codes ${JSON.stringify(m.statusCodes)})`
        )
    }
  }
  printTable(rows)
}

async function teardown() {
  const steps: [string, (() => Promise<unknown>) | undefined][] = [
    ['bare server', bare && bare.close],
    ['api', app && (() => app!.teardown())],
    ['database', db && db.close]
  ]
  for (const [name, step] of steps) {
    try {
      await step?.()
    } catch (error) {
      problems.push(`teardown of ${name} failed: ${(error as Error).message}`)
    }
  }
  bare = undefined
  app = undefined
  db = undefined
}

/** Runs the benchmark and prints its table; not ok when it failed (not when it fell below target). */
export async function run(): Promise<SuiteResult> {
  figures.length = 0
  return { ok: await runGuarded(problems, main, teardown), figures: [...figures] }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.once('SIGINT', () => {
    console.error('\ninterrupted: tearing down')
    void teardown().finally(() => process.exit(130))
  })
  process.exitCode = (await run()).ok ? 0 : 1
}

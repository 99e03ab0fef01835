// `node --import tsx api/bench/leaderboard.ts`: GET /api/merch-service/points/season-ranking?take=20&skip=N through the
// whole API over one season of BENCH_RANKED (1,000,000) ranked users on PostgreSQL.
// Env: BENCH_DATABASE_URL (PostgreSQL server; default postgres://postgres@127.0.0.1:5432, a fresh database is created
// and dropped), BENCH_RANKED (1000000), BENCH_DURATION (s per skip, 5), BENCH_CONNECTIONS (2), BENCH_WARMUP (s, 1).
import { availableParallelism, loadavg } from 'node:os'
import { randomUUID } from 'node:crypto'
import { pathToFileURL } from 'node:url'
import type { Knex } from 'knex'
import type { Application } from '../src/declarations.ts'
import { leaderboardStatement } from '../src/services/points/rankings/leaderboard.ts'
import { openBenchDatabase, settle, type BenchDatabase } from './database.ts'
import { failures, measure, type Measurement } from './load.ts'
import { envNumber, fmt } from './numbers.ts'
import { startBenchApi } from './api-server.ts'
import type { Figure, SuiteResult } from './figures.ts'

const TARGET_P99_MS = 50
/** Skips held to the target; the last one is reported only. */
const SKIPS = [
  { skip: 0, held: true },
  { skip: 1_000, held: true },
  { skip: 100_000, held: true },
  { skip: 500_000, held: false }
]

/** One season running now with `count` users, each with a random balance (many ties), seeded in two statements. */
async function seed(knex: Knex, count: number): Promise<string> {
  const seasonId = randomUUID()
  await knex('seasons').insert({
    id: seasonId,
    seasonName: 'Bench season',
    seasonStart: new Date(Date.now() - 86_400_000),
    seasonEnd: new Date(Date.now() + 30 * 86_400_000)
  })
  await knex.raw(
    `insert into users (id, email, nickname) select gen_random_uuid(), 'listener' || g || '@bench.example', 'listener' || g from generate_series(1, ?) g`,
    [count]
  )
  await knex.raw(
    `insert into ranking_status (id, "userUuid", "seasonId", balance) select gen_random_uuid(), id, ?, (random() * ?)::int from users`,
    [seasonId, Math.max(1, Math.floor(count / 10))]
  )
  // Vacuum as well as analyze: it sets the visibility map, which index-only scans need (autovacuum does it in
  // production).
  await knex.raw('vacuum analyze users, ranking_status')
  return seasonId
}

/** The plan of the page statement at a deep skip: the page and the first row's ties must read the leaderboard index. */
async function explain(knex: Knex, seasonId: string, skip: number): Promise<string[]> {
  const { sql, bindings } = leaderboardStatement(seasonId, 20, skip)
  const plan = (await knex.raw(`explain (analyze, buffers off) ${sql}`, bindings)).rows as { 'QUERY PLAN': string }[]
  return [`page statement at skip ${fmt(skip)}:`, ...plan.map((r) => `  ${r['QUERY PLAN']}`)]
}

/** The API's ranks must be the competition ranks counted the slow way. */
async function checkAnswer(knex: Knex, seasonId: string, url: string, problems: string[]): Promise<void> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`)
  const page = (await response.json()) as { total: number; data: { rank: number; balance: number }[] }
  for (const entry of [page.data[0], page.data.at(-1)!]) {
    const above = await knex('ranking_status')
      .where('seasonId', seasonId)
      .where('balance', '>', entry.balance)
      .count('* as n')
      .first()
    if (entry.rank !== Number(above?.n) + 1)
      problems.push(`${url}: rank ${entry.rank} for balance ${entry.balance}, expected ${Number(above?.n) + 1}`)
  }
}

export async function run(): Promise<SuiteResult> {
  const settings = {
    ranked: Math.floor(envNumber('BENCH_RANKED', 1_000_000, { zero: true })),
    duration: envNumber('BENCH_DURATION', 5, { zero: true }),
    connections: Math.max(1, Math.floor(envNumber('BENCH_CONNECTIONS', 2, { zero: true }))),
    warmup: envNumber('BENCH_WARMUP', 1, { zero: true })
  }
  const serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432'
  const problems: string[] = []
  let db: BenchDatabase | undefined
  let app: Application | undefined
  const rows: (Measurement & { skip: number; held: boolean })[] = []
  try {
    db = await openBenchDatabase(serverUrl)
    const started = Date.now()
    const seasonId = await seed(db.knex, settings.ranked)
    const seeded = (Date.now() - started) / 1000
    const api = await startBenchApi(db.knex)
    app = api.app
    const base = `${api.url}/api/merch-service/points/season-ranking?take=20&skip=`

    console.log('spinroom benchmark: GET /api/merch-service/points/season-ranking?take=20&skip=N (public, whole API)')
    console.log(`database:    ${db.label}`)
    console.log(
      `data:        one season, ${fmt(settings.ranked)} ranked users (seeded and vacuumed in ${fmt(seeded, 1)} s)`
    )
    console.log(
      `load:        autocannon, ${settings.connections} connection(s), ${settings.duration} s per skip after ${settings.warmup} s warm-up`
    )
    console.log(
      `host:        ${availableParallelism()} cpus, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`
    )
    console.log(
      `\n${(await explain(db.knex, seasonId, Math.min(100_000, Math.floor(settings.ranked / 2)))).join('\n')}`
    )

    // The floor of this host and stack: one tiny query through the same API, measured the same way.
    const floorUrl = base.replace(/points\/season-ranking.*$/, 'seasons/current')
    const floor = await measure(
      'floor',
      1,
      floorUrl,
      {},
      { connections: settings.connections, duration: settings.duration, workers: 0 }
    )
    await settle(db.knex)
    rows.push({ ...floor, skip: -1, held: false })
    for (const { skip, held } of SKIPS.filter((s) => s.skip < settings.ranked)) {
      const url = base + skip
      await checkAnswer(db.knex, seasonId, url, problems)
      if (settings.warmup > 0)
        await measure(
          'warm-up',
          0,
          url,
          {},
          { connections: settings.connections, duration: settings.warmup, workers: 0 }
        )
      await settle(db.knex)
      const m = await measure(
        `skip ${fmt(skip)}`,
        1,
        url,
        {},
        { connections: settings.connections, duration: settings.duration, workers: 0 }
      )
      await settle(db.knex)
      if (failures(m)) problems.push(`skip ${skip}: ${failures(m)} failed requests (${JSON.stringify(m.statusCodes)})`)
      rows.push({ ...m, skip, held })
    }
  } catch (error) {
    problems.push(`benchmark failed: ${(error as Error).stack ?? error}`)
  } finally {
    await app?.teardown().catch((error: Error) => problems.push(`api teardown: ${error.message}`))
    await db?.close().catch((error: Error) => problems.push(`database teardown: ${error.message}`))
  }

  const header = ['skip', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'failed', `p99 < ${TARGET_P99_MS} ms`]
  const lines = rows.map((r) => [
    r.skip < 0 ? 'GET /seasons/current (floor)' : fmt(r.skip),
    fmt(r.requestsPerSecond),
    fmt(r.p50, 1),
    fmt(r.p99, 1),
    fmt(r.completed),
    fmt(failures(r)),
    r.held ? (r.p99 < TARGET_P99_MS ? 'PASS' : 'MISSED') : 'reported only'
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)))
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${lines.map(line).join('\n')}`)
  if (problems.length) console.error(`\nFAILED:\n- ${problems.join('\n- ')}`)
  const met =
    !problems.length &&
    rows.filter((r) => r.skip >= 0).length === SKIPS.length &&
    rows.filter((r) => r.held).every((r) => r.p99 < TARGET_P99_MS)
  console.log(`\ntarget (p99 < ${TARGET_P99_MS} ms at skip 0, 1,000 and 100,000): ${met ? 'MET' : 'NOT MET'}`)
  const floor = rows.find((r) => r.skip < 0)
  const figures: Figure[] = rows
    .filter((r) => r.held)
    .map((r) => ({
      suite: 'leaderboard',
      figure: `season ranking at skip ${fmt(r.skip)} of ${fmt(settings.ranked)}: p99 (bare: GET /seasons/current)`,
      value: r.p99,
      unit: 'ms',
      target: `< ${TARGET_P99_MS} ms`,
      met: r.p99 < TARGET_P99_MS,
      baseline: floor?.p99
    }))
  return { ok: met, figures }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = (await run()).ok ? 0 : 1
}

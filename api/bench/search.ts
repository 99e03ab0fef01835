// Part of `npm run bench` (alone: node --import tsx api/bench/search.ts): GET /api/playlist-service/search/v2?q=<two
// words> through the whole API over BENCH_SONGS (100,000) catalogue songs. Target: p99 < 50 ms for every two-word
// query.
// Names are drawn from a vocabulary with a steep (Zipf-like) skew, so the first queries hit thousands of songs and the
// last a handful. No music provider is configured here: this measures the catalogue's full-text search.
// Env: BENCH_DATABASE_URL (PostgreSQL server; default postgres://postgres@127.0.0.1:5432, a fresh database is created
// and dropped; 'embedded' for PGlite in memory), BENCH_SONGS (100000), BENCH_DURATION (s per query, 5),
// BENCH_CONNECTIONS (2), BENCH_WARMUP (s, 1).
import { availableParallelism, loadavg } from 'node:os'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { pathToFileURL } from 'node:url'
import type { Knex } from 'knex'
import { loadConfig } from '../src/configuration.ts'
import { createApp } from '../src/app.ts'
import type { Application } from '../src/declarations.ts'
import { tsQueryText } from '../src/services/playlists/search/search.ts'
import { openBenchDatabase, settle, type BenchDatabase } from './database.ts'
import { failures, measure, type Measurement } from './load.ts'
import { envNumber, fmt } from './numbers.ts'
import type { Figure, SuiteResult } from './figures.ts'

const TARGET_P99_MS = 50

const COMMON = (
  'love night heart baby dance time world life fire rain light dream blue girl boy home river summer moon star ' +
  'gold road city wild sweet black down high lost young free fade echo golden run cold paradise forever stay ' +
  'midnight shadow ocean wave sky thunder sun crazy broken alone together angel devil heaven sugar honey'
).split(' ')
const SYLLABLES = 'ka lo mi ra ve su tan dor bel qui zo nex lum par fen gri sol tor vay'.split(' ')

/** The vocabulary, most frequent first: real song words, then made-up ones to fill the long tail. */
function vocabulary(size: number): string[] {
  const words = [...COMMON]
  for (let i = 0; words.length < size; i++) {
    const a = SYLLABLES[i % SYLLABLES.length]
    const b = SYLLABLES[Math.floor(i / SYLLABLES.length) % SYLLABLES.length]
    const c = SYLLABLES[Math.floor(i / SYLLABLES.length ** 2) % SYLLABLES.length]
    words.push(`${a}${b}${c}`)
  }
  return words
}

/**
 * `count` songs in one statement: 1-4 word track names, 1-2 word artists, 1-3 word albums, word k drawn with
 * probability falling like k^-3 (random()^3), every tenth song explicit.
 */
async function seed(knex: Knex, count: number, words: string[]): Promise<void> {
  const pick = (n: string) =>
    `(select string_agg(initcap((?::text[])[1 + floor(power(random(), 3) * ?)::int]), ' ') from generate_series(1, ${n}) where g > 0)`
  const n = words.length
  await knex.raw(
    `insert into songs (id, "shortId", "trackName", "artistName", "albumName", duration, explicit)
     select gen_random_uuid(), 'bench' || g, ${pick('1 + g % 4')}, ${pick('1 + g % 2')}, ${pick('1 + g % 3')},
       120 + g % 240, g % 10 = 0
     from generate_series(1, ?) g`,
    [words, n, words, n, words, n, count]
  )
  await knex.raw('vacuum analyze songs')
}

/** The matches of a query counted on their own, to check the answer's total. */
async function matches(knex: Knex, q: string): Promise<number> {
  const text = tsQueryText(q)!.match
  const row = await knex('songs').whereRaw(`"searchVector" @@ to_tsquery('simple', ?)`, [text]).count('* as n').first()
  return Number(row?.n)
}

export async function run(): Promise<SuiteResult> {
  const settings = {
    songs: Math.floor(envNumber('BENCH_SONGS', 100_000, { zero: true })),
    duration: envNumber('BENCH_DURATION', 5, { zero: true }),
    connections: Math.max(1, Math.floor(envNumber('BENCH_CONNECTIONS', 2, { zero: true }))),
    warmup: envNumber('BENCH_WARMUP', 1, { zero: true })
  }
  const setting = process.env.BENCH_DATABASE_URL
  const serverUrl = setting === 'embedded' ? undefined : setting || 'postgres://postgres@127.0.0.1:5432'
  const words = vocabulary(3000)
  const queries = [
    `${words[0]} ${words[1]}`,
    `${words[0]} ${words[1].slice(0, 2)}`,
    `${words[2]} ${words[3].slice(0, 1)}`,
    `${words[10]} ${words[25]}`,
    `${words[60]} ${words[200]}`,
    `${words[1500]} ${words[2500].slice(0, 4)}`
  ]
  const problems: string[] = []
  const rows: (Measurement & { q: string; matched: number })[] = []
  let db: BenchDatabase | undefined
  let app: Application | undefined
  try {
    db = await openBenchDatabase(serverUrl)
    const started = Date.now()
    await seed(db.knex, settings.songs, words)
    const seeded = (Date.now() - started) / 1000
    app = await createApp(
      loadConfig({ LOG_LEVEL: 'silent' }, { port: 0, host: '127.0.0.1', dataDir: undefined, demoData: false }),
      db.knex
    )
    const server: Server = await app.listen(0)
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const guest = await fetch(`${origin}/api/user-service/auth/guest`)
    const headers = { authorization: `Bearer ${((await guest.json()) as { accessToken: string }).accessToken}` }

    console.log('spinroom benchmark: GET /api/playlist-service/search/v2?q=<two words> (any caller; whole API)')
    console.log(`database:    ${db.label}`)
    console.log(`data:        ${fmt(settings.songs)} catalogue songs (seeded and vacuumed in ${fmt(seeded, 1)} s)`)
    console.log(
      `load:        autocannon, ${settings.connections} connection(s), ${settings.duration} s per query after ${settings.warmup} s warm-up`
    )
    console.log(
      `host:        ${availableParallelism()} cpus, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`
    )
    // The floor of this host and stack: an empty query, answered through the same route without the database.
    const floorUrl = `${origin}/api/playlist-service/search/v2?q=`
    const floor = await measure('floor', 1, floorUrl, headers, {
      connections: settings.connections,
      duration: settings.duration,
      workers: 0
    })
    rows.push({ ...floor, q: '(empty: the floor)', matched: -1 })
    for (const q of queries) {
      const url = `${origin}/api/playlist-service/search/v2?q=${encodeURIComponent(q)}`
      const check = await fetch(url, { headers })
      const body = (await check.json()) as { groups: { total: number; count: number }[] }
      const matched = await matches(db.knex, q)
      if (!check.ok || body.groups[0].total !== matched || body.groups[0].count !== Math.min(20, matched))
        problems.push(`${q}: answered ${check.status} ${JSON.stringify(body.groups[0])}, expected ${matched} matches`)
      if (settings.warmup > 0)
        await measure('warm-up', 0, url, headers, {
          connections: settings.connections,
          duration: settings.warmup,
          workers: 0
        })
      await settle(db.knex)
      const m = await measure(q, 1, url, headers, {
        connections: settings.connections,
        duration: settings.duration,
        workers: 0
      })
      await settle(db.knex)
      if (failures(m)) problems.push(`${q}: ${failures(m)} failed requests (${JSON.stringify(m.statusCodes)})`)
      rows.push({ ...m, q, matched })
    }
  } catch (error) {
    problems.push(`benchmark failed: ${(error as Error).stack ?? error}`)
  } finally {
    await app?.teardown().catch((error: Error) => problems.push(`api teardown: ${error.message}`))
    await db?.close().catch((error: Error) => problems.push(`database teardown: ${error.message}`))
  }

  const header = ['q', 'matches', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'failed', `p99 < ${TARGET_P99_MS} ms`]
  const lines = rows.map((r) => [
    r.q,
    r.matched < 0 ? '' : fmt(r.matched),
    fmt(r.requestsPerSecond),
    fmt(r.p50, 1),
    fmt(r.p99, 1),
    fmt(r.completed),
    fmt(failures(r)),
    r.matched < 0 ? 'reported only' : r.p99 < TARGET_P99_MS ? 'PASS' : 'MISSED'
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)))
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${lines.map(line).join('\n')}`)
  if (problems.length) console.error(`\nFAILED:\n- ${problems.join('\n- ')}`)
  const measured = rows.filter((r) => r.matched >= 0)
  const met = !problems.length && measured.length === queries.length && measured.every((r) => r.p99 < TARGET_P99_MS)
  console.log(`\ntarget (p99 < ${TARGET_P99_MS} ms for every two-word query): ${met ? 'MET' : 'NOT MET'}`)
  const floor = rows.find((r) => r.matched < 0)
  const figures: Figure[] = measured.length
    ? [
        {
          suite: 'search',
          figure: `two-word search over ${fmt(settings.songs)} songs: worst p99 of ${measured.length} queries (bare: an empty query)`,
          value: Math.max(...measured.map((r) => r.p99)),
          unit: 'ms',
          target: `< ${TARGET_P99_MS} ms`,
          met,
          baseline: floor?.p99
        }
      ]
    : []
  return { ok: met, figures }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = (await run()).ok ? 0 : 1
}

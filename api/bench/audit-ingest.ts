// Part of `npm run bench` (alone: node --import tsx api/bench/audit-ingest.ts): audit events per second through
// POST /api/audit-service/kinesis (auth, validation, the auditEvents rate limit, the insert) against a bare INSERT of
// the same rows, one statement per event, at the same concurrency on the same database. Target: the API at >= 60% of
// bare and >= 2,000 events/s sustained. Play-tracking events of BENCH_USERS listeners, each its own rate-limit key; the
// per-minute limit itself is raised for the run (RATE_LIMIT_AUDIT_EVENTS, as for every suite), so it throttles nothing.
// Env: BENCH_DATABASE_URL or DATABASE_URL (a PostgreSQL server; default postgres://postgres@127.0.0.1:5432, where a
// throwaway database is created and dropped; 'embedded' for PGlite in memory), BENCH_DURATION (s, 8),
// BENCH_CONNECTIONS (16), BENCH_USERS (500), BENCH_WARMUP (s, 2), BENCH_ROUNDS (2, alternating api and bare).
import { randomUUID } from 'node:crypto'
import { pathToFileURL } from 'node:url'
import autocannon from 'autocannon'
import type { Knex } from 'knex'
import { issueToken } from '../src/auth/authentication.ts'
import type { Application } from '../src/declarations.ts'
import type { UserRow } from '../src/services/accounts/users/entity.ts'
import { openBenchDatabase, seedUsers, settle, type BenchDatabase } from './database.ts'
import { envNumber, fmt } from './numbers.ts'
import { startBenchApi } from './api-server.ts'
import type { Figure, SuiteResult } from './figures.ts'

const TARGET_RATIO = 0.6
const TARGET_PER_SECOND = 2000
const PATH = '/api/audit-service/kinesis'
const device = { platform: 'web', isDiscord: false, isLoggedIn: true }

interface Listener {
  userUuid: string
  authorization: string
}

/** A play-tracking record as the player sends it (seed 002, "Play-tracking record"). */
const playRecord = (userUuid: string, i: number) => ({
  userUuid,
  roomSlug: 'bench-lounge',
  roomOwnerUuid: null,
  djUuid: null,
  songInfo: { songId: `song-${i % 50}`, trackName: 'Bench Song', artistName: 'Bench Artist', duration: 200 },
  startedDate: '2026-11-25T10:00:00.000Z',
  updatedDate: '2026-11-25T10:00:30.000Z',
  volumeStart: 70,
  volumeEnd: 70,
  playId: randomUUID(),
  sent15sec: true,
  sent30sec: i % 2 === 0,
  userProvider: 'upload',
  subscriptionLevel: null,
  elapsedSeconds: 30
})
const topicOf = (i: number) => (['played15Sec', 'played30Sec', 'totalPlayed'] as const)[i % 3]

interface Run {
  perSecond: number
  events: number
  refused: number
}

/** The bare floor: each event one plain INSERT of the row the API would write, `connections` at a time. */
async function measureBare(knex: Knex, listeners: Listener[], connections: number, seconds: number): Promise<Run> {
  let next = 0
  let done = 0
  const stopAt = Date.now() + seconds * 1000
  const start = process.hrtime.bigint()
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < stopAt) {
        const i = next++
        const { userUuid } = listeners[i % listeners.length]
        await knex('audit_events').insert({
          id: randomUUID(),
          topic: topicOf(i),
          record: JSON.stringify(playRecord(userUuid, i)),
          device: JSON.stringify(device),
          userUuid,
          createdAt: new Date()
        })
        done++
      }
    })
  )
  return { perSecond: done / (Number(process.hrtime.bigint() - start) / 1e9), events: done, refused: 0 }
}

/**
 * Events through the API: autocannon in a worker thread (its own work off the API's event loop), `connections`
 * connections each sending the listeners' events in turn, three a listener.
 */
async function measureApi(base: string, listeners: Listener[], connections: number, seconds: number): Promise<Run> {
  const requests = listeners.flatMap((listener, l) =>
    [0, 1, 2].map((k) => ({
      method: 'POST',
      path: PATH,
      headers: { 'content-type': 'application/json', authorization: listener.authorization },
      body: JSON.stringify({ topic: topicOf(l + k), record: playRecord(listener.userUuid, l * 3 + k), device })
    }))
  )
  const result = await autocannon({
    url: base,
    requests,
    connections,
    duration: seconds,
    pipelining: 1,
    timeout: 10,
    workers: 1
  })
  const events = result['2xx']
  return { perSecond: events / result.duration, events, refused: result.requests.total - events }
}

async function prepare(app: Application, knex: Knex, count: number): Promise<Listener[]> {
  await seedUsers(knex, count)
  const users: UserRow[] = await knex('users').orderBy('nickname').limit(count)
  return Promise.all(
    users.map(async (user) => ({
      userUuid: user.id,
      authorization: `Bearer ${(await issueToken(app, { type: 'user', user })).accessToken}`
    }))
  )
}

const count = async (knex: Knex) => Number((await knex('audit_events').count({ n: '*' }).first())?.n ?? 0)

/** Runs the benchmark; true when the API reached both targets with nothing refused and every answered event stored. */
export async function run(): Promise<SuiteResult> {
  const duration = envNumber('BENCH_DURATION', 8)
  const connections = envNumber('BENCH_CONNECTIONS', 16)
  const users = envNumber('BENCH_USERS', 500)
  const warmup = envNumber('BENCH_WARMUP', 2)
  const rounds = envNumber('BENCH_ROUNDS', 2)
  let stored = 0
  const given =
    process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
  let db: BenchDatabase | undefined
  let app: Application | undefined
  try {
    db = await openBenchDatabase(given === 'embedded' ? undefined : given)
    const knex = db.knex
    const api = await startBenchApi(knex)
    app = api.app
    const listeners = await prepare(app, knex, users)
    console.log('spinroom benchmark: audit events through POST /kinesis against a bare INSERT of the same rows')
    console.log(`database:    ${db.label}`)
    console.log(
      `load:        autocannon in a worker thread, ${connections} connections / ${connections} concurrent INSERTs on the API's knex pool, ${duration} s per run, warm-up ${warmup} s`
    )
    console.log(
      `events:      play tracking (played15Sec, played30Sec, totalPlayed) of ${users} listeners round-robin, each a rate-limit key of its own; the auditEvents limit (default ${app.get('config').rateLimits.auditEvents.points === 60 ? '' : '60/60s, '}RATE_LIMIT_AUDIT_EVENTS) is raised to ${fmt(app.get('config').rateLimits.auditEvents.points)} every ${app.get('config').rateLimits.auditEvents.seconds} s for the run`
    )
    await measureApi(api.url, listeners, connections, warmup)
    await settle(knex)
    const runs: { target: string; round: number; run: Run }[] = []
    let answered = 0
    // Alternated rounds, so a neighbour's burst on the shared machine weighs on both targets alike.
    for (let round = 1; round <= rounds; round++) {
      const before = await count(knex)
      const viaApi = await measureApi(api.url, listeners, connections, duration)
      answered += viaApi.events
      await settle(knex)
      stored += (await count(knex)) - before
      const bare = await measureBare(knex, listeners, connections, duration)
      runs.push({ target: 'api', round, run: viaApi }, { target: 'bare sql', round, run: bare })
    }
    console.log(`\ntarget    round  events/s   events  refused\n--------  -----  --------  -------  -------`)
    for (const { target, round, run: r } of runs)
      console.log(
        `${target.padEnd(8)}  ${String(round).padStart(5)}  ${fmt(r.perSecond).padStart(8)}  ${String(r.events).padStart(7)}  ${String(r.refused).padStart(7)}`
      )
    const mean = (target: string) =>
      runs.filter((r) => r.target === target).reduce((sum, r) => sum + r.run.perSecond, 0) / rounds
    const [apiRate, bareRate] = [mean('api'), mean('bare sql')]
    const refused = runs.reduce((sum, r) => sum + r.run.refused, 0)
    const ratio = apiRate / bareRate
    const met = ratio >= TARGET_RATIO && apiRate >= TARGET_PER_SECOND && refused === 0
    console.log(
      `\nmean of ${rounds} round(s): api ${fmt(apiRate)} events/s (target >= ${fmt(TARGET_PER_SECOND)}), bare sql ${fmt(bareRate)}: api / bare sql = ${(ratio * 100).toFixed(1)}% (target >= ${TARGET_RATIO * 100}%): ${met ? 'PASS' : 'BELOW TARGET'}`
    )
    // autocannon stops without waiting for the requests in flight: those may be stored without being counted.
    const kept = stored >= answered && stored - answered <= connections * rounds
    console.log(
      `stored:      ${stored} rows for ${answered} events answered 201 (and at most ${connections} in flight at each stop): ${kept ? 'all kept' : 'MISMATCH'}`
    )
    const figure: Figure = {
      suite: 'audit-ingest',
      figure: 'audit events through POST /kinesis',
      value: apiRate,
      unit: 'events/s',
      target: `≥ ${fmt(TARGET_PER_SECOND)}/s and ≥ ${TARGET_RATIO * 100}% of bare`,
      met,
      baseline: bareRate
    }
    return { ok: met && kept, figures: [figure] }
  } finally {
    await app?.teardown()
    await db?.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = (await run()).ok ? 0 : 1
}

// `node --import tsx api/bench/purchases.ts`: consumable purchases per second through the whole API
// (POST /api/merch-service/api/v1/consumable-purchases: auth, validation, checks, hold + commit + purchase row in one
// guarded statement, events) against a bare SQL transaction doing the same hold + commit + purchase row, one plain
// statement per step, on the same knex pool, on one hot account and on many accounts. Env: BENCH_DATABASE_URL or
// DATABASE_URL (a PostgreSQL server; default postgres://postgres@127.0.0.1:5432, where a throwaway database is created
// and dropped), BENCH_DURATION (s, 8), BENCH_CONNECTIONS (10), BENCH_ACCOUNTS (200), BENCH_WARMUP (s, 2).
import { randomUUID } from 'node:crypto'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { Knex } from 'knex'
import { issueToken } from '../src/auth/authentication.ts'
import type { Application } from '../src/declarations.ts'
import type { UserRow } from '../src/services/accounts/users/entity.ts'
import { checkLedger, openAccount, writeEntry } from '../src/services/points/token-ledger/ledger.ts'
import { openBenchDatabase, seedUsers, settle, type BenchDatabase } from './database.ts'
import { envNumber } from './numbers.ts'
import { startBenchApi } from './api-server.ts'
import type { Figure, SuiteResult } from './figures.ts'

const TARGET_RATIO = 0.5
const PATH = '/api/merch-service/api/v1/consumable-purchases'
const ROOM = randomUUID()

interface Buyer {
  accountId: string
  userUuid: string
  authorization: string
}

interface Throughput {
  scenario: string
  target: string
  perSecond: number
  purchases: number
  refused: number
}

/**
 * The bare floor: the same hold + commit + purchase row in one transaction, one plain statement per step, nothing else.
 */
async function barePurchase(knex: Knex, buyer: Buyer, consumableId: string): Promise<void> {
  await knex.transaction(async (trx) => {
    const account = await trx('token_accounts').where('id', buyer.accountId).forUpdate().first()
    if (account.balance < 1) throw new Error('bench account ran dry')
    const [hold] = await trx('token_transactions')
      .insert({
        id: randomUUID(),
        accountId: account.id,
        type: 'hold',
        amount: 1,
        source: `user:${buyer.userUuid}`,
        expiresAt: trx.raw("clock_timestamp() + interval '300 seconds'")
      })
      .returning('id')
    await trx('token_accounts')
      .where('id', account.id)
      .update({ balance: trx.raw('balance - 1'), version: trx.raw('version + 1'), updatedAt: trx.fn.now() })
    await trx('consumables').where('id', consumableId).forShare().first('tokenCost')
    const [commit] = await trx('token_transactions')
      .insert({
        id: randomUUID(),
        accountId: account.id,
        type: 'commit',
        amount: 1,
        holdId: hold.id,
        source: `user:${buyer.userUuid}`
      })
      .returning('id')
    await trx('consumable_purchases').insert({
      id: randomUUID(),
      accountId: account.id,
      consumableId,
      roomUuid: ROOM,
      userUuid: buyer.userUuid,
      tokenCost: 1,
      holdId: hold.id,
      commitId: commit.id
    })
  })
}

async function measureBare(
  knex: Knex,
  buyers: Buyer[],
  consumableId: string,
  connections: number,
  seconds: number
): Promise<{ perSecond: number; purchases: number }> {
  let next = 0
  let done = 0
  const stopAt = Date.now() + seconds * 1000
  const start = process.hrtime.bigint()
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < stopAt) {
        await barePurchase(knex, buyers[next++ % buyers.length], consumableId)
        done++
      }
    })
  )
  const elapsed = Number(process.hrtime.bigint() - start) / 1e9
  return { perSecond: done / elapsed, purchases: done }
}

// The load generator runs in a worker thread, so its own work does not eat the API's event loop (plain JS: no loader
// there).
const LOAD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads')
const { url, requests, connections, seconds } = workerData
let next = 0
let purchases = 0
let refused = 0
const stopAt = Date.now() + seconds * 1000
const start = process.hrtime.bigint()
Promise.all(Array.from({ length: connections }, async () => {
  while (Date.now() < stopAt) {
    const r = requests[next++ % requests.length]
    const response = await fetch(url, { method: 'POST', headers: r.headers, body: r.body })
    await response.arrayBuffer()
    if (response.status === 201) purchases++
    else refused++
  }
})).then(() => parentPort.postMessage({ purchases, refused, elapsed: Number(process.hrtime.bigint() - start) / 1e9 }))
`

/** Purchases through the API by `connections` concurrent requests, each taking the next buyer in turn. */
async function measureApi(
  base: string,
  buyers: Buyer[],
  consumableId: string,
  connections: number,
  seconds: number
): Promise<{ perSecond: number; purchases: number; refused: number }> {
  const requests = buyers.map((buyer) => ({
    headers: { 'content-type': 'application/json', authorization: buyer.authorization },
    body: JSON.stringify({ roomUuid: ROOM, consumableId, accountId: buyer.accountId, tokenCost: 1 })
  }))
  const worker = new Worker(LOAD_WORKER, {
    eval: true,
    workerData: { url: base + PATH, requests, connections, seconds }
  })
  const result: { purchases: number; refused: number; elapsed: number } = await new Promise((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
  })
  await worker.terminate()
  return { perSecond: result.purchases / result.elapsed, purchases: result.purchases, refused: result.refused }
}

async function prepare(
  app: Application,
  knex: Knex,
  count: number
): Promise<{ buyers: Buyer[]; consumableId: string }> {
  await seedUsers(knex, count)
  const users: UserRow[] = await knex('users').orderBy('nickname').limit(count)
  const buyers: Buyer[] = []
  for (const user of users) {
    const { account } = await openAccount(knex, user.id)
    await writeEntry(knex, account.id, {
      type: 'credit',
      amount: 1_000_000_000,
      reason: 'bench',
      source: 'system:bench',
      holdTtlSeconds: 300
    })
    buyers.push({
      accountId: account.id,
      userUuid: user.id,
      authorization: `Bearer ${(await issueToken(app, { type: 'user', user })).accessToken}`
    })
  }
  // Purchases are refused in a room that does not exist.
  await knex('rooms').insert({ uuid: ROOM, slug: `bench-${ROOM.slice(0, 8)}`, name: 'Bench room' })
  const consumableId = randomUUID()
  await knex('consumables').insert({ id: consumableId, name: 'Bench clap', tokenCost: 1, displayType: 'small' })
  return { buyers, consumableId }
}

function printTable(figures: Throughput[]): SuiteResult {
  const header = ['scenario', 'target', 'purchases/s', 'purchases', 'refused']
  const lines = figures.map((f) => [
    f.scenario,
    f.target,
    f.perSecond.toFixed(0),
    String(f.purchases),
    String(f.refused)
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)))
  const row = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')
  console.log(`\n${row(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${lines.map(row).join('\n')}\n`)
  let met = true
  const headline: Figure[] = []
  for (const scenario of [...new Set(figures.map((f) => f.scenario))]) {
    const [api, bare] = ['api', 'bare sql'].map((t) => figures.find((f) => f.scenario === scenario && f.target === t)!)
    const ratio = api.perSecond / bare.perSecond
    met &&= ratio >= TARGET_RATIO && api.refused === 0
    console.log(
      `${scenario}: api / bare sql = ${(ratio * 100).toFixed(1)}% (target >= ${TARGET_RATIO * 100}%)${api.refused ? `, ${api.refused} refused` : ''}: ${ratio >= TARGET_RATIO ? 'PASS' : 'BELOW TARGET'}`
    )
    headline.push({
      suite: 'purchases',
      figure: `consumable purchases, ${scenario}`,
      value: api.perSecond,
      unit: 'purchases/s',
      target: `≥ ${TARGET_RATIO * 100}% of bare`,
      met: ratio >= TARGET_RATIO && api.refused === 0,
      baseline: bare.perSecond
    })
  }
  return { ok: met, figures: headline }
}

/** Runs the benchmark; true when the API reached the target share of the bare figure in both scenarios. */
export async function run(): Promise<SuiteResult> {
  const duration = envNumber('BENCH_DURATION', 8)
  const connections = envNumber('BENCH_CONNECTIONS', 10)
  const accounts = envNumber('BENCH_ACCOUNTS', 200)
  const warmup = envNumber('BENCH_WARMUP', 2)
  const serverUrl =
    process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
  let db: BenchDatabase | undefined
  let app: Application | undefined
  try {
    db = await openBenchDatabase(serverUrl)
    const knex = db.knex
    const api = await startBenchApi(knex)
    app = api.app
    const base = api.url
    const { buyers, consumableId } = await prepare(app, knex, accounts)
    console.log(
      'spinroom benchmark: consumable purchases through the API against a bare SQL transaction (hold + commit + purchase row)'
    )
    console.log(`database:    ${db.label}`)
    console.log(
      `load:        ${connections} concurrent requests (fetch in a worker thread) / ${connections} concurrent transactions, ${duration} s per run, warm-up ${warmup} s`
    )
    console.log(
      `scenarios:   one hot account (every purchase waits for the account's row lock); ${accounts} accounts round-robin`
    )

    const figures: Throughput[] = []
    for (const [scenario, group] of [
      ['1 hot account', buyers.slice(0, 1)],
      [`${accounts} accounts`, buyers]
    ] as const) {
      await measureApi(base, group, consumableId, connections, warmup)
      await settle(knex)
      const api = await measureApi(base, group, consumableId, connections, duration)
      await settle(knex)
      const bare = await measureBare(knex, group, consumableId, connections, duration)
      figures.push({ scenario, target: 'api', ...api }, { scenario, target: 'bare sql', ...bare, refused: 0 })
    }
    const result = printTable(figures)
    const drift = []
    for (const buyer of buyers) {
      const check = await checkLedger(knex, buyer.accountId)
      if (check.balance !== check.expected) drift.push(buyer.accountId)
    }
    console.log(
      `ledger:      ${buyers.length} accounts checked, balance = credits − commits − open holds: ${drift.length ? `DRIFT on ${drift.join(', ')}` : 'all consistent'}`
    )
    return { ok: result.ok && drift.length === 0, figures: result.figures }
  } finally {
    await app?.teardown()
    await db?.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = (await run()).ok ? 0 : 1
}

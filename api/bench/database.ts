import { randomBytes, randomUUID } from 'node:crypto'
import knex, { type Knex } from 'knex'
import { openDatabase } from '../src/db.ts'

export interface BenchDatabase {
  knex: Knex
  /** Printed in the header: which database answered. */
  label: string
  /** Its address, for other processes (PostgreSQL only). */
  url?: string
  /** Destroys the knex instance and drops the throwaway database, if one was created. */
  close(): Promise<void>
}

const redact = (url: URL) =>
  `${url.protocol}//${url.username || ''}${url.password ? ':***' : ''}${url.username ? '@' : ''}${url.host}`

/**
 * A fresh, migrated database: `bench_<random>` on the server of `serverUrl` (created through the
 * server's `postgres` database and dropped by `close`), else embedded PGlite in memory.
 */
export async function openBenchDatabase(serverUrl: string | undefined): Promise<BenchDatabase> {
  if (!serverUrl) {
    const db = await openDatabase({ inMemory: true })
    return { knex: db, label: 'embedded PGlite (in memory, one connection)', close: () => db.destroy() }
  }
  const adminUrl = new URL(serverUrl)
  adminUrl.pathname = '/postgres'
  const admin = knex({ client: 'pg', connection: adminUrl.toString(), pool: { min: 0, max: 1 } })
  const name = `bench_${randomBytes(6).toString('hex')}`
  await admin.raw('create database ??', [name])
  const benchUrl = new URL(serverUrl)
  benchUrl.pathname = `/${name}`
  let db: Knex | undefined
  const close = async () => {
    try {
      await db?.destroy()
      await admin.raw('drop database if exists ?? with (force)', [name])
    } finally {
      await admin.destroy()
    }
  }
  try {
    db = await openDatabase({ url: benchUrl.toString() })
    const [{ server_version: version }] = (await db.raw('show server_version')).rows as { server_version: string }[]
    const poolMax = (db.client.config as { pool?: { max?: number } }).pool?.max
    const label = `PostgreSQL ${version} at ${redact(benchUrl)}, database ${name} (pg pool max ${poolMax})`
    return { knex: db, label, url: benchUrl.toString(), close }
  } catch (error) {
    await close()
    throw error
  }
}

interface PoolState {
  numUsed(): number
  numPendingAcquires(): number
}

/**
 * Waits until no query holds or awaits a connection: autocannon stops without waiting for the answers
 * in flight, whose handlers go on querying (they would start the next run loaded, or hit a closed pool).
 */
export async function settle(db: Knex, timeoutMs = 30_000): Promise<void> {
  const pool = (db.client as { pool?: PoolState }).pool
  if (!pool) return
  const deadline = Date.now() + timeoutMs
  let quiet = 0
  while (quiet < 3) {
    if (Date.now() > deadline) throw new Error(`the database pool stayed busy for ${timeoutMs / 1000} s after a run`)
    await new Promise((resolve) => setTimeout(resolve, 20))
    quiet = pool.numUsed() === 0 && pool.numPendingAcquires() === 0 ? quiet + 1 : 0
  }
}

/** Inserts `count` plain users in bulk (no password: hashing 1000 passwords with argon2 would take minutes). */
export async function seedUsers(db: Knex, count: number): Promise<void> {
  const start = Date.now() - count * 60_000
  const rows = Array.from({ length: count }, (_, i) => {
    const at = new Date(start + i * 60_000)
    return {
      id: randomUUID(),
      email: `listener${i}@bench.example`,
      password: null,
      nickname: `listener${i}`,
      color: '#3366ff',
      roles: JSON.stringify(i % 50 === 0 ? ['user', 'moderator'] : ['user']),
      badges: JSON.stringify([]),
      capabilities: JSON.stringify([]),
      createdAt: at,
      updatedAt: at
    }
  })
  await db.batchInsert('users', rows, 500)
}

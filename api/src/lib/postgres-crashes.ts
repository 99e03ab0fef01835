import type { Knex } from 'knex'

interface Reading {
  /** `pg_postmaster_start_time()`, in ms. */
  startedAt: number
  /** The database's count of commits, which a crash of the server starts again from zero and a clean restart keeps. */
  commits: number
}

/**
 * Tells a crash of PostgreSQL from a clean restart. A crash may lose the last fraction of a second of commits that did
 * not wait for the WAL's flush; a clean restart flushes them. Readings are taken by the live rooms' heartbeat, and by
 * the first change that meets a server started since the last one.
 */
export class PostgresCrashes {
  private last?: Reading
  private verdicts = new Map<number, boolean>()

  /** Reads the server now: one started since the last reading is judged then. */
  async observe(knex: Knex): Promise<void> {
    this.record(await read(knex))
  }

  /** A reading of the server, kept as the last one (the judge of the next start). */
  record(now: Reading): void {
    const last = this.last
    if (last && last.startedAt !== now.startedAt && !this.verdicts.has(now.startedAt))
      this.verdicts.set(now.startedAt, now.commits < last.commits)
    this.last = now
  }

  /**
   * Whether the server started at `startedAt` came back from a crash, read through `knex` (a transaction's own
   * connection: the pool may have no other) when no reading has judged it yet. A start this process did not see coming
   * (it read no earlier server) counts as one, the caller's safe side, but for the embedded database: it started with
   * this process, whose clients all came back through a join since.
   */
  async crashedBefore(knex: Knex, startedAt: number): Promise<boolean> {
    if (!this.verdicts.has(startedAt) && this.last?.startedAt !== startedAt) this.record(await read(knex))
    return this.verdicts.get(startedAt) ?? knex.client.config.client === 'pg'
  }
}

const detectors = new WeakMap<Knex, PostgresCrashes>()

/** The crash detector of a database connection pool. */
export function postgresCrashesOf(knex: Knex): PostgresCrashes {
  let detector = detectors.get(knex)
  if (!detector) detectors.set(knex, (detector = new PostgresCrashes()))
  return detector
}

async function read(knex: Knex): Promise<Reading> {
  const row: { startedAt: Date; commits: string | number } = await knex
    .select(knex.raw('pg_postmaster_start_time() as "startedAt"'), 'xact_commit as commits')
    .from('pg_stat_database')
    .where('datname', knex.raw('current_database()'))
    .first()
  return { startedAt: row.startedAt.getTime(), commits: Number(row.commits) }
}

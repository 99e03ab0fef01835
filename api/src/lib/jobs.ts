import { PgBoss, fromKnex, type Db, type JobWithMetadata } from 'pg-boss'
import type { Knex } from 'knex'
import type { Application } from '../declarations.ts'

/** A job as its handler sees it: the attempt (0 first), and a signal aborted when the queue stops. */
export interface JobRun<T> {
  id: string
  data: T
  retryCount: number
  retryLimit: number
  signal: AbortSignal
}

export interface JobSpec<T> {
  /** The queue's name (one kind of job). */
  name: string
  run(app: Application, job: JobRun<T>): Promise<void>
  /** Runs when the last attempt failed (no retry follows). */
  failed?(app: Application, job: JobRun<T>, error: unknown): Promise<void>
  retryLimit: number
  retryDelaySeconds: number
  /** An active job not finished by then is taken for stuck and retried. */
  expireInSeconds: number
  /**
   * The worker beats every half of this while it runs; an active job whose beat has been silent for this long (its
   * process crashed or was killed) is retried at the queue's next supervision, long before it expires (at least 10).
   */
  heartbeatSeconds?: number
}

export interface JobQueue<T> {
  /**
   * Queues a job; with `trx`, inside that transaction (it exists only if the transaction commits); with `afterSeconds`,
   * for no sooner than that.
   */
  send(data: T, trx?: Knex.Transaction, options?: { afterSeconds?: number }): Promise<void>
  /** Starts the queue (idempotent); call before opening a transaction that sends (PGlite has one connection). */
  ready(): Promise<void>
}

interface Jobs {
  boss: PgBoss
  specs: JobSpec<never>[]
  started?: Promise<void>
  /** The workers starting, after the API first answers. */
  workers?: Promise<void>
  /** This process's worker of each queue, by queue name: woken when this process queues a job. */
  workerIds: Map<string, string>
  stopping?: Promise<void>
  /** Set at teardown: the workers stop trying to start. */
  closing?: boolean
}

/** How often the workers try again to start while the database is away. */
const START_RETRY_MS = 2000

const jobsByApp = new WeakMap<Application, Jobs>()

// How often an idle worker looks for jobs another process queued (this process's own wake it at once).
const POLLING_SECONDS = 2

type Connection = {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] } | { rows: unknown[] }[]>
  exec?(text: string): Promise<{ rows?: unknown[] }[]>
}

/**
 * pg-boss's statements on the app's own knex pool: on PostgreSQL a pooled connection, on PGlite the one connection
 * knex holds, so they queue behind the app's transactions instead of running inside them.
 */
function knexDatabase(knex: Knex): Db {
  // knex's client types do not declare the pool methods every dialect has.
  const client = knex.client as unknown as {
    acquireConnection(): Promise<Connection>
    releaseConnection(connection: Connection): Promise<void>
  }
  return {
    async executeSql(text: string, values?: unknown[]) {
      const connection = await client.acquireConnection()
      try {
        // Without values pg-boss may send several statements: PGlite runs those through exec().
        if (!values?.length && connection.exec) {
          const results = await connection.exec(text)
          return { rows: results.flatMap((r) => r.rows ?? []) }
        }
        const answer = await connection.query(text, values?.length ? values : undefined)
        return Array.isArray(answer) ? { rows: answer.flatMap((r) => r.rows ?? []) } : answer
      } catch (error) {
        // A failed statement of a multi-statement transaction must not go back to the pool inside it, aborted.
        await connection.query('rollback').catch(() => undefined)
        throw error
      } finally {
        await client.releaseConnection(connection)
      }
    }
  }
}

function jobsOf(app: Application): Jobs {
  const known = jobsByApp.get(app)
  if (known) return known
  const knex = app.get('knex')
  const pglite = (knex.client.config as { client?: unknown }).client !== 'pg'
  // How soon the job of a crashed worker (its heartbeat silent, or past its expiry) is retried.
  const superviseSeconds = Number(app.get('config').providers.JOBS_SUPERVISE_SECONDS) || 30
  const boss = new PgBoss({
    db: knexDatabase(knex),
    schema: 'pgboss',
    backend: pglite ? 'pglite' : 'postgres',
    superviseIntervalSeconds: superviseSeconds,
    // Expiry and silent heartbeats are looked for by the monitor, which runs at most this often (60 s by default).
    monitorIntervalSeconds: superviseSeconds
  })
  boss.on('error', (error) => app.get('log').error({ err: error }, 'job queue'))
  const jobs: Jobs = { boss, specs: [], workerIds: new Map() }
  jobsByApp.set(app, jobs)
  probeQueues(app, jobs)
  app.hooks({
    setup: [
      async (_context: unknown, next: () => Promise<void>) => {
        await next()
        // Not awaited: the API answers sooner, and a job sent meanwhile waits in the queue for the workers.
        jobs.workers = keepStartingWorkers(app, jobs)
      }
    ],
    teardown: [
      async (_context: unknown, next: () => Promise<void>) => {
        await stopJobs(app)
        await next()
      }
    ]
  })
  return jobs
}

/**
 * Jobs by queue and state, as pg-boss counts them (its monitor refreshes the counts every JOBS_SUPERVISE_SECONDS), read
 * before each scrape once the queue has started.
 */
function probeQueues(app: Application, jobs: Jobs): void {
  const metrics = app.get('metrics')
  metrics.addProbe(async () => {
    if (!jobs.started || jobs.stopping || jobs.closing) return
    await jobs.started
    for (const queue of await jobs.boss.getQueues(jobs.specs.map((spec) => spec.name))) {
      metrics.jobs.set({ queue: queue.name, state: 'queued' }, queue.queuedCount)
      metrics.jobs.set({ queue: queue.name, state: 'active' }, queue.activeCount)
      metrics.jobs.set({ queue: queue.name, state: 'failed' }, queue.failedCount)
    }
  })
}

async function start(jobs: Jobs): Promise<void> {
  // A start that failed (the database away) is tried again by the next caller, not remembered as failed.
  jobs.started ??= (async () => {
    await jobs.boss.start()
    for (const spec of jobs.specs) {
      const options = {
        retryLimit: spec.retryLimit,
        retryDelay: spec.retryDelaySeconds,
        expireInSeconds: spec.expireInSeconds,
        ...(spec.heartbeatSeconds ? { heartbeatSeconds: spec.heartbeatSeconds } : {})
      }
      await jobs.boss.createQueue(spec.name, options)
      // A queue made by an earlier version keeps its options through createQueue: this version's apply from now on.
      await jobs.boss.updateQueue(spec.name, options)
    }
  })().catch((error: unknown) => {
    jobs.started = undefined
    throw error
  })
  await jobs.started
}

/** Starts the workers, and again every START_RETRY_MS while the database is away: no restart of the API is needed. */
async function keepStartingWorkers(app: Application, jobs: Jobs): Promise<void> {
  for (let attempt = 0; !jobs.closing; attempt++) {
    try {
      return await startWorkers(app, jobs)
    } catch (error) {
      if (attempt === 0)
        app
          .get('log')
          .error({ err: error }, `job queue: workers did not start; trying again every ${START_RETRY_MS} ms`)
      for (let waited = 0; waited < START_RETRY_MS && !jobs.closing; waited += 100)
        await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

async function startWorkers(app: Application, jobs: Jobs): Promise<void> {
  await start(jobs)
  // After a failed attempt, the queues whose workers started already keep them.
  for (const spec of jobs.specs.filter((spec) => !jobs.workerIds.has(spec.name))) {
    const workerId = await jobs.boss.work(
      spec.name,
      { includeMetadata: true as const, batchSize: 1, pollingIntervalSeconds: POLLING_SECONDS },
      async ([job]: JobWithMetadata<unknown>[]) => {
        const run: JobRun<never> = {
          id: job!.id,
          // The queue's data is the spec's own type, which one list of every kind of job cannot carry.
          data: job!.data as never,
          retryCount: job!.retryCount,
          retryLimit: job!.retryLimit,
          signal: job!.signal
        }
        try {
          await spec.run(app, run)
        } catch (error) {
          if (run.retryCount >= run.retryLimit && !run.signal.aborted) await spec.failed?.(app, run, error)
          throw error
        }
      }
    )
    jobs.workerIds.set(spec.name, workerId)
  }
}

/**
 * A durable job queue on the app's database (pg-boss, schema `pgboss`): jobs survive restarts, a failed or crashed
 * attempt is retried. Workers start with the app and stop at its teardown.
 */
export function defineJob<T>(app: Application, spec: JobSpec<T>): JobQueue<T> {
  const jobs = jobsOf(app)
  jobs.specs.push(spec as unknown as JobSpec<never>) // one list holds every kind of job
  return {
    ready: () => start(jobs),
    async send(data, trx, options = {}) {
      await start(jobs)
      const id = await jobs.boss.send(spec.name, data as object, {
        ...(trx ? { db: fromKnex(trx) } : {}),
        ...(options.afterSeconds ? { startAfter: options.afterSeconds } : {})
      })
      if (!id) throw new Error(`job queue ${spec.name}: the job was not queued`)
      if (options.afterSeconds) return
      // This process's worker takes it at once (once committed); the others find it at their next poll.
      const wake = () => {
        const workerId = jobs.workerIds.get(spec.name)
        if (workerId) jobs.boss.notifyWorker(workerId)
      }
      if (trx) void trx.executionPromise.then(wake, () => undefined)
      else wake()
    }
  }
}

/** Stops the workers: running jobs are aborted (their signal) and retried by the next start. */
export async function stopJobs(app: Application): Promise<void> {
  const jobs = jobsByApp.get(app)
  if (jobs) jobs.closing = true
  if (!jobs?.started) return void (await jobs?.workers)
  jobs.stopping ??= (async () => {
    await jobs.started!.catch(() => undefined)
    await jobs.workers
    await jobs.boss.stop({ graceful: false, close: true, timeout: 2000 })
  })()
  await jobs.stopping
}

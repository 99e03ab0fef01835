import pg from 'pg'

// Any fixed number: every process of one deployment must use the same one.
const START_LOCK = 4_711_003

/**
 * Runs a process's start (migrations, the job queue's install, the signing key, the demo data) while holding a
 * PostgreSQL advisory lock, so that processes started together take turns instead of racing on a fresh database.
 */
export async function startingAlone<T>(databaseUrl: string | undefined, start: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return start()
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [START_LOCK])
    return await start()
  } finally {
    // Ending the session releases the lock.
    await client.end()
  }
}

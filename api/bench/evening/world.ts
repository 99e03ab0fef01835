// The evening's deployment: two API processes as `npm start` runs them, behind HAProxy (scripts/topology.ts), on a
// throwaway PostgreSQL database and Redis, each reached through a TCP proxy (on a thread of its own) so that a fault
// can "restart" them.
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startTopology, type Topology } from '../../../scripts/topology.ts'
import { openBenchDatabase, type BenchDatabase } from '../database.ts'
import { freePort } from '../../test/helpers/free-port.ts'
import { ProxyThread } from './proxy-thread.ts'

export interface World {
  /** HAProxy's address: where every client goes. */
  url: string
  topology: Topology
  /** The bench's own connection to the database, straight to the server (for checks after the faults). */
  db: BenchDatabase
  postgres: ProxyThread
  redis: ProxyThread
  dataDir: string
  /** What the API processes and HAProxy have printed so far (the API logs at level error and above only). */
  output(): string[]
  /** The file they print into, kept after the run. */
  logFile: string
  metricsToken: string
  /** Whether a process that dies is started again at once, as under `npm run scale-out` (BENCH_EVENING_SUPERVISE=1). */
  supervised: boolean
  close(): Promise<void>
}

/** The ES256 key every process signs tokens with (PKCS#8 PEM), as a deployment sets JWT_PRIVATE_KEY. */
const signingKey = () =>
  generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()

const proxyTo = (url: string, defaultPort: number) => {
  const target = new URL(url)
  return new ProxyThread(target.hostname, Number(target.port || defaultPort)).start()
}

const throughProxy = (url: string, proxy: ProxyThread) => {
  const through = new URL(url)
  through.host = `127.0.0.1:${proxy.port}`
  return through.toString()
}

/** Starts `processes` API processes; `env` adds settings (a fault's, a ramp's). */
export async function startWorld(processes: number, env: Record<string, string> = {}): Promise<World> {
  const redisUrl = process.env.BENCH_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379'
  const db = await openBenchDatabase(process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres')
  if (!db.url) throw new Error('the evening needs a PostgreSQL server: its processes share one database')
  const postgres = await proxyTo(db.url, 5432)
  const redis = await proxyTo(redisUrl, 6379)
  const dataDir = mkdtempSync(join(tmpdir(), 'spinroom-evening-'))
  const logFile = join(tmpdir(), `spinroom-evening-${new Date().toISOString().replace(/[:.]/g, '-')}.log`)
  writeFileSync(logFile, '')
  const output = () =>
    readFileSync(logFile, 'utf8')
      .split('\n')
      .filter((line) => line.trim())
  const metricsToken = randomBytes(16).toString('hex')
  const supervised = process.env.BENCH_EVENING_SUPERVISE === '1'
  const close = async () => {
    await topology?.stop()
    await postgres.close()
    await redis.close()
    await db.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
  let topology: Topology | undefined
  try {
    topology = await startTopology({
      apiPorts: await Promise.all(Array.from({ length: processes }, freePort)),
      balancerPort: await freePort(),
      balancerAddress: '127.0.0.1',
      env: {
        DATABASE_URL: throughProxy(db.url, postgres),
        REDIS_URL: throughProxy(redisUrl, redis),
        REDIS_PREFIX: `evening-${randomUUID()}`,
        JWT_PRIVATE_KEY: signingKey(),
        DATA_DIR: dataDir,
        DEMO_DATA: 'false',
        LOG_LEVEL: 'error',
        // Every guest of the crowd comes from this one machine; a real evening's come from thousands of addresses.
        RATE_LIMIT_LOGIN: '1000000/1s',
        METRICS_TOKEN: metricsToken,
        // Node options for the API processes alone (a CPU profile, say): NODE_OPTIONS would reach the bench's own too.
        ...(process.env.BENCH_EVENING_API_NODE_OPTIONS
          ? { NODE_OPTIONS: process.env.BENCH_EVENING_API_NODE_OPTIONS }
          : {}),
        ...env
      },
      supervise: supervised,
      // Straight into the file: a process writing into a pipe this busy bench reads late stalled for seconds.
      output: { file: logFile }
    })
  } catch (error) {
    console.error(output().slice(-20).join('\n'))
    await close()
    throw error
  }
  return { url: topology.url, topology, db, postgres, redis, dataDir, output, logFile, metricsToken, supervised, close }
}

// Part of `npm run bench` (alone: node --import tsx api/bench/hls-segments.ts): GET of one encrypted HLS segment
// through the whole API (GET /api/upload-service/songs/{id}/hls/segment-000.ts) against a bare node:http handler
// reading the same file from the same media folder. Env: BENCH_DURATION (s, 10), BENCH_CONNECTIONS (10),
// BENCH_WARMUP (s, 3), BENCH_WORKERS (autocannon threads, 1). The database is PGlite in memory (the segment route
// asks it only when a song's rendition is not remembered yet).
import { execFile } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join, resolve, sep } from 'node:path'
import { promisify } from 'node:util'
import { pathToFileURL } from 'node:url'
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg'
import { openDatabase } from '../src/db.ts'
import type { Application } from '../src/declarations.ts'
import { createUser } from '../src/services/accounts/users/entity.ts'
import { ingestSong } from '../src/services/songs/uploaded-songs/ingest.ts'
import { failures, measure, type LoadOptions, type Measurement } from './load.ts'
import { envNumber } from './numbers.ts'
import { startBenchApi } from './api-server.ts'
import type { Figure, SuiteResult } from './figures.ts'

const TARGET_RATIO = 0.7
const load: LoadOptions = {
  connections: envNumber('BENCH_CONNECTIONS', 10, { zero: true }),
  duration: envNumber('BENCH_DURATION', 10, { zero: true }),
  workers: Math.floor(envNumber('BENCH_WORKERS', 1, { zero: true }))
}
const warmup = envNumber('BENCH_WARMUP', 3, { zero: true })
const problems: string[] = []

/** The floor: a plain node:http server answering a file of the media folder with the same headers. */
function bareStatic(root: string): Promise<{ server: Server; url: string }> {
  const base = resolve(root)
  const server = createServer(async (req, res) => {
    const path = resolve(base, decodeURIComponent((req.url ?? '/').slice(1)))
    try {
      if (!path.startsWith(base + sep)) throw new Error('outside')
      const bytes = await readFile(path)
      res.writeHead(200, {
        'content-type': 'video/mp2t',
        'cache-control': 'public, max-age=31536000, immutable',
        'content-length': bytes.length
      })
      res.end(bytes)
    } catch {
      res.writeHead(404).end()
    }
  })
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })
    )
  )
}

async function waitVerified(app: Application, id: string) {
  for (let i = 0; i < 600; i++) {
    const row = await app.get('knex')('uploaded_songs').where('id', id).first()
    if (row?.status === 'VERIFIED') return row as { hlsPrefix: string }
    if (row?.status === 'VERIFICATION_ERROR') throw new Error(`transcode failed: ${row.error}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('the song was not verified within a minute')
}

/** Measures both targets and prints them; ok when the API keeps the target share of the bare throughput. */
async function main(cleanup: (() => Promise<void>)[]): Promise<SuiteResult> {
  const dataDir = await mkdtemp(join(tmpdir(), 'spinroom-bench-hls-'))
  cleanup.push(() => rm(dataDir, { recursive: true, force: true }))
  const knex = await openDatabase({ inMemory: true })
  cleanup.push(() => knex.destroy())
  const { app, url: apiBase } = await startBenchApi(knex, dataDir)
  cleanup.unshift(async () => void (await app.teardown()))

  const admin = await createUser(app, {
    email: 'bench-admin@bench.example',
    password: 'bench-admin-password-1',
    nickname: 'bench-admin',
    roles: ['user', 'admin']
  })
  const song = join(dataDir, 'bench.mp3')
  await promisify(execFile)(ffmpegInstaller.path, [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=10',
    '-metadata',
    'title=Bench Tone',
    '-metadata',
    'artist=Bench',
    song
  ])
  const id = await ingestSong(app, admin.id, song, 'bench.mp3')
  const { hlsPrefix } = await waitVerified(app, id)

  const bare = await bareStatic(join(dataDir, 'media'))
  cleanup.unshift(() => new Promise<void>((done) => bare.server.close(() => done())))
  const targets = [
    { name: 'bare static', url: `${bare.url}/${hlsPrefix}/segment-000.ts` },
    { name: 'api', url: `${apiBase}/api/upload-service/songs/${id}/hls/segment-000.ts` }
  ]
  const bodies = await Promise.all(targets.map(async (t) => Buffer.from(await (await fetch(t.url)).arrayBuffer())))
  if (!bodies[0]!.length || !bodies[0]!.equals(bodies[1]!))
    problems.push('the API and the bare handler answer different bytes')

  console.log('spinroom benchmark: one encrypted HLS segment through the API against a bare static-file handler')
  console.log(`segment:     ${bodies[0]!.length} bytes (${hlsPrefix}/segment-000.ts, local media folder)`)
  console.log(
    `load:        autocannon, ${load.connections} connections, ${load.duration} s per run, warm-up ${warmup} s`
  )
  console.log(
    `host:        ${availableParallelism()} cpus, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`
  )
  const rows: Measurement[] = []
  for (const t of targets) {
    if (warmup > 0) await measure(t.name, 0, t.url, {}, { ...load, duration: warmup })
    const m = await measure(t.name, 1, t.url, {}, load)
    if (failures(m)) problems.push(`${t.name}: ${failures(m)} failed requests ${JSON.stringify(m.statusCodes)}`)
    rows.push(m)
  }
  const width = Math.max(...rows.map((r) => r.target.length))
  console.log(`\n${'target'.padEnd(width)}  req/s  p50 ms  p99 ms`)
  for (const r of rows)
    console.log(
      `${r.target.padEnd(width)}  ${r.requestsPerSecond.toFixed(0).padStart(5)}  ${r.p50.toFixed(1).padStart(6)}  ${r.p99.toFixed(1).padStart(6)}`
    )
  const ratio = rows[1]!.requestsPerSecond / rows[0]!.requestsPerSecond
  console.log(
    `\napi / bare static throughput: ${(ratio * 100).toFixed(1)}% (target >= ${TARGET_RATIO * 100}%): ${ratio >= TARGET_RATIO ? 'PASS' : 'BELOW TARGET'}`
  )
  const met = ratio >= TARGET_RATIO
  const figure: Figure = {
    suite: 'hls-segments',
    figure: 'one encrypted HLS segment: throughput',
    value: rows[1]!.requestsPerSecond,
    unit: 'req/s',
    target: `≥ ${TARGET_RATIO * 100}% of bare`,
    met,
    baseline: rows[0]!.requestsPerSecond
  }
  return { ok: met, figures: [figure] }
}

/** Runs the benchmark and prints its table; false when it failed or fell below target. */
export async function run(): Promise<SuiteResult> {
  problems.length = 0
  const cleanup: (() => Promise<void>)[] = []
  let result: SuiteResult = { ok: false, figures: [] }
  try {
    result = await main(cleanup)
  } catch (error) {
    problems.push(`benchmark failed: ${(error as Error).stack ?? error}`)
  } finally {
    for (const step of cleanup) await step().catch((e: Error) => problems.push(`teardown: ${e.message}`))
  }
  for (const p of problems) console.error(`problem: ${p}`)
  return { ok: result.ok && problems.length === 0, figures: result.figures }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = (await run()).ok ? 0 : 1

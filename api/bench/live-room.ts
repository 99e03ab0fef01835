// Live room fan-out: one room with BENCH_LISTENERS (2000) socket.io listeners (in a worker thread); the time from a
// vote to its votedOnSong patch reaching the last listener, beside a bare socket.io server broadcasting the same
// payload to as many clients. Env: BENCH_DATABASE_URL or DATABASE_URL (PostgreSQL; else PGlite in memory),
// BENCH_LISTENERS (2000), BENCH_VOTES (50). Targets: p99 < 200 ms and at least half the bare rate.
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { Knex } from 'knex'
import { Server } from 'socket.io'
import { io as connectClient, type Socket } from 'socket.io-client'
import type { StatefulMessage } from '@spinroom/schemas'
import { LIVE_PATH } from '../src/services/rooms/live/sockets.ts'
import { openBenchDatabase } from './database.ts'
import { percentile } from './numbers.ts'
import { startBenchApi } from './api-server.ts'

const TARGET_P99_MS = 200
const TARGET_RATIO = 0.5
const positive = (name: string, fallback: number) =>
  Number(process.env[name]) > 0 ? Number(process.env[name]) : fallback
const listeners = positive('BENCH_LISTENERS', 2000)
const votes = positive('BENCH_VOTES', 50)
const now = () => performance.timeOrigin + performance.now()

interface Listeners {
  completed(name: string): Promise<number>
  close(): Promise<void>
}

/** Starts the listeners' worker and waits until all are connected (and joined). */
async function startListeners(
  url: string,
  livePath: string | null,
  roomUuid: string,
  event: string
): Promise<Listeners> {
  // A .ts entry is resolved before tsx's hooks exist in the worker: start from a one-line import instead.
  const entry = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(new URL('./live-listeners.ts', import.meta.url).href)}, ${JSON.stringify(import.meta.url)}))`
  const worker = new Worker(entry, { eval: true, workerData: { url, count: listeners, livePath, roomUuid, event } })
  const waiting: { name: string; resolve: (at: number) => void }[] = []
  let ready!: () => void
  let failed!: (error: unknown) => void
  const started = new Promise<void>((resolve, reject) => ((ready = resolve), (failed = reject)))
  worker.on('error', failed)
  worker.on('message', (message: { type: string; name?: string; lastAt?: number; connected?: number }) => {
    if (message.type === 'ready') ready()
    if (message.type === 'progress' && message.connected! % 500 === 0)
      process.stdout.write(`  ${message.connected} listeners in\n`)
    if (message.type === 'complete') {
      const index = waiting.findIndex((w) => w.name === message.name)
      if (index >= 0) waiting.splice(index, 1)[0].resolve(message.lastAt!)
    }
  })
  await started
  return {
    completed: (name) => new Promise((resolve) => waiting.push({ name, resolve })),
    close: async () => {
      const closed = new Promise((resolve) =>
        worker.on('message', (m: { type: string }) => m.type === 'closed' && resolve(undefined))
      )
      worker.postMessage({ type: 'close' })
      await closed
      await worker.terminate()
    }
  }
}

interface Row {
  target: string
  p50: number
  p99: number
  /** Messages fanned out to every listener per second, one after another. */
  rate: number
}

const summarise = (target: string, latencies: number[], elapsedMs: number): Row => ({
  target,
  p50: percentile(latencies, 50),
  p99: percentile(latencies, 99),
  rate: (latencies.length / elapsedMs) * 1000
})

const ack = (socket: Socket, ...args: unknown[]) =>
  new Promise<any>((resolve, reject) =>
    socket.emit(...(args as [string]), (error: unknown, result: unknown) =>
      error ? reject(new Error(JSON.stringify(error))) : resolve(result)
    )
  )

/** Waits until the server has handled every dropped connection (each is a change of the room). */
async function departed(knex: Knex): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const rows: { connections: Record<string, string[]> }[] = await knex('room_live_state').select(
      knex.raw(`engine->'connections' as connections`)
    )
    if (rows.every((r) => Object.values(r.connections).every((ids) => !ids.length))) return
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** The API: a listener-filled room; a voter alternates like and dislike, each vote timed to its last listener. */
async function measureApi(): Promise<{ row: Row; sample: StatefulMessage }> {
  const db = await openBenchDatabase(process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined)
  console.log(`database: ${db.label}`)
  const { app, url } = await startBenchApi(db.knex)
  const roomUuid = randomUUID()
  await db
    .knex('rooms')
    .insert({ uuid: roomUuid, slug: `bench-${roomUuid.slice(0, 8)}`, name: 'Bench room', roomSize: listeners + 10 })
  const voter = connectClient(url, { transports: ['websocket'], forceNew: true })
  await ack(voter, 'create', 'api/user-service/authentication', { strategy: 'guest' }, {})
  await ack(voter, 'joinRoom', LIVE_PATH, { roomUuid }, {})
  const dj = connectClient(url, { transports: ['websocket'], forceNew: true })
  const djUser = { email: `dj-${roomUuid}@bench.example`, password: 'bench-dj-password-1' }
  const { createUser } = await import('../src/services/accounts/users/entity.ts')
  await createUser(app, { ...djUser, nickname: 'bench-dj', roles: ['user'] })
  await ack(dj, 'create', 'api/user-service/authentication', { strategy: 'local', ...djUser }, {})
  await ack(dj, 'joinRoom', LIVE_PATH, { roomUuid }, {})
  await ack(
    dj,
    'addDj',
    LIVE_PATH,
    {
      roomUuid,
      song: { artistName: 'Bench', trackName: 'Long song', duration: 3600, musicProviders: { youtube: 'bench' } }
    },
    {}
  )
  const joinStarted = now()
  const crowd = await startListeners(url, LIVE_PATH, roomUuid, `${LIVE_PATH} statefulMessage`)
  console.log(`  api: ${listeners} listeners joined in ${((now() - joinStarted) / 1000).toFixed(1)} s`)
  let sample!: StatefulMessage
  voter.on(
    `${LIVE_PATH} statefulMessage`,
    (message: StatefulMessage) => message.name === 'votedOnSong' && (sample = message)
  )
  const latencies: number[] = []
  const started = now()
  for (let i = 0; i < votes; i++) {
    const done = crowd.completed('votedOnSong')
    const sent = now()
    await ack(voter, 'voteOnSong', LIVE_PATH, { roomUuid, songVotes: { like: i % 2 === 0 } }, {})
    latencies.push((await done) - sent)
  }
  const row = summarise(`API (votes through live-rooms, ${db.label.split(' ')[0]})`, latencies, now() - started)
  await crowd.close()
  voter.close()
  dj.close()
  await departed(db.knex)
  app.io.close()
  await app.teardown().catch(() => undefined)
  await db.close()
  return { row, sample }
}

/** The floor: a bare socket.io server broadcasting the same message to a room of as many clients. */
async function measureBare(sample: StatefulMessage): Promise<Row> {
  const http = createServer()
  const io = new Server(http)
  io.on('connection', (socket) =>
    socket.on('join', (room: string, done: (e: null, r: boolean) => void) => (socket.join(room), done(null, true)))
  )
  io.on('connection', (socket) =>
    socket.on(
      'vote',
      (room: string, done: (e: null, r: boolean) => void) => (
        io.to(room).emit('message', { ...sample, seq: sample.seq + 1, sentAt: Date.now() }),
        done(null, true)
      )
    )
  )
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
  const room = 'bench'
  const crowd = await startListeners(url, null, room, 'message')
  const voter = connectClient(url, { transports: ['websocket'], forceNew: true })
  await new Promise<void>((resolve) => voter.once('connect', () => resolve()))
  const latencies: number[] = []
  const started = now()
  for (let i = 0; i < votes; i++) {
    const done = crowd.completed(sample.name)
    const sent = now()
    await ack(voter, 'vote', room)
    latencies.push((await done) - sent)
  }
  const row = summarise('bare socket.io (io.to(room).emit)', latencies, now() - started)
  await crowd.close()
  voter.close()
  io.close()
  return row
}

export async function run(): Promise<boolean> {
  console.log(`Live room fan-out: ${listeners} listeners, ${votes} votes one after another\n`)
  const { row: api, sample } = await measureApi()
  const bare = await measureBare(sample)
  const ratio = api.rate / bare.rate
  const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10)
  console.log(`\n${'target'.padEnd(52)}${'p50'.padStart(10)}${'p99'.padStart(10)}${'msgs/s'.padStart(10)}`)
  for (const row of [api, bare])
    console.log(`${row.target.padEnd(52)}${ms(row.p50)}${ms(row.p99)}${row.rate.toFixed(1).padStart(10)}`)
  console.log(
    `\nvote → last listener p99 ${api.p99.toFixed(1)} ms (target < ${TARGET_P99_MS}); rate ${(ratio * 100).toFixed(0)}% of bare (target ≥ ${TARGET_RATIO * 100}%)`
  )
  const met = api.p99 < TARGET_P99_MS && ratio >= TARGET_RATIO
  console.log(met ? 'targets met' : 'targets NOT met')
  return met
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const met = await run()
  process.exit(met ? 0 : 1)
}

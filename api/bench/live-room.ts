// Live room fan-out: one room with BENCH_LISTENERS (2000) listeners (live-crowd.ts, a worker thread); the time from a
// vote to its votedOnSong patch reaching the last listener, beside a bare socket.io server broadcasting the same
// payload to as many clients. Env: BENCH_DATABASE_URL or DATABASE_URL (PostgreSQL; else PGlite in memory),
// BENCH_LISTENERS (2000), BENCH_VOTES (50). Targets: p99 < 200 ms and at least half the bare rate. Then the same
// at scale, BENCH_SCALE_LISTENERS (10,000; 0 skips it) on two processes through Redis (live-scale.ts): p99 ≤ 1.5x bare.
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import type { Knex } from 'knex'
import { Server } from 'socket.io'
import { io as connectClient, type Socket } from 'socket.io-client'
import type { StatefulMessage } from '@spinroom/schemas'
import { LIVE_PATH } from '../src/services/rooms/live/sockets.ts'
import { openBenchDatabase } from './database.ts'
import { envNumber, percentile } from './numbers.ts'
import { startBenchApi } from './api-server.ts'
import { startCrowd, type Crowd } from './live-crowd.ts'
import { measureScale } from './live-scale.ts'

const TARGET_P99_MS = 200
const TARGET_RATIO = 0.5
const TARGET_SCALE_RATIO = 1.5
const positive = (name: string, fallback: number) =>
  Number(process.env[name]) > 0 ? Number(process.env[name]) : fallback
const listeners = positive('BENCH_LISTENERS', 2000)
const votes = positive('BENCH_VOTES', 50)
export const now = () => performance.timeOrigin + performance.now()

export interface Row {
  target: string
  p50: number
  p99: number
  /** Messages fanned out to every listener per second, one after another. */
  rate: number
}

export const summarise = (target: string, latencies: number[], elapsedMs: number): Row => ({
  target,
  p50: percentile(latencies, 50),
  p99: percentile(latencies, 99),
  rate: (latencies.length / elapsedMs) * 1000
})

export const ack = (socket: Socket, ...args: unknown[]) =>
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

/** The voter (a guest) and a DJ playing an hour-long song, in the room; `createDj` makes the DJ's account. */
export async function voterAndDj(
  url: string,
  roomUuid: string,
  createDj: (account: { email: string; password: string }) => Promise<void>
): Promise<{ voter: Socket; dj: Socket }> {
  const voter = connectClient(url, { transports: ['websocket'], forceNew: true })
  await ack(voter, 'create', 'api/user-service/authentication', { strategy: 'guest' }, {})
  await ack(voter, 'joinRoom', LIVE_PATH, { roomUuid }, {})
  const dj = connectClient(url, { transports: ['websocket'], forceNew: true })
  const account = { email: `dj-${roomUuid}@bench.example`, password: 'bench-dj-password-1' }
  await createDj(account)
  await ack(dj, 'create', 'api/user-service/authentication', { strategy: 'local', ...account }, {})
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
  return { voter, dj }
}

/** Sends `votes` votes one after another; each is timed from its sending to its message reaching the last listener. */
export async function timeVotes(crowd: Crowd, name: string, send: (i: number) => Promise<unknown>): Promise<number[]> {
  const latencies: number[] = []
  for (let i = 0; i < votes; i++) {
    const done = crowd.completed(name)
    const sent = now()
    await send(i)
    latencies.push((await done) - sent)
  }
  return latencies
}

export interface ApiRun {
  row: Row
  sample: StatefulMessage
  /** From the first listener's connection to the last one's join answer. */
  joinMs: number
}

/**
 * The API: a listener-filled room (listeners join `atOnce` at a time); a voter alternates like and dislike, each vote
 * timed to its last listener.
 */
export async function measureApi(listeners: number, atOnce: number): Promise<ApiRun> {
  const db = await openBenchDatabase(process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined)
  console.log(`database: ${db.label}`)
  const { app, url } = await startBenchApi(db.knex)
  const roomUuid = randomUUID()
  await db
    .knex('rooms')
    .insert({ uuid: roomUuid, slug: `bench-${roomUuid.slice(0, 8)}`, name: 'Bench room', roomSize: listeners + 10 })
  const { createUser } = await import('../src/services/accounts/users/entity.ts')
  const { voter, dj } = await voterAndDj(url, roomUuid, async (account) => {
    await createUser(app, { ...account, nickname: 'bench-dj', roles: ['user'] })
  })
  const joinStarted = now()
  const crowd = await startCrowd([{ url, count: listeners }], {
    livePath: LIVE_PATH,
    roomUuid,
    event: `${LIVE_PATH} statefulMessage`,
    atOnce
  })
  const joinMs = now() - joinStarted
  console.log(`  api: ${listeners} listeners joined in ${(joinMs / 1000).toFixed(1)} s`)
  let sample!: StatefulMessage
  voter.on(
    `${LIVE_PATH} statefulMessage`,
    (message: StatefulMessage) => message.name === 'votedOnSong' && (sample = message)
  )
  const started = now()
  const latencies = await timeVotes(crowd, 'votedOnSong', (i) =>
    ack(voter, 'voteOnSong', LIVE_PATH, { roomUuid, songVotes: { like: i % 2 === 0 } }, {})
  )
  const row = summarise(`API (votes through live-rooms, ${db.label.split(' ')[0]})`, latencies, now() - started)
  await crowd.close()
  voter.close()
  dj.close()
  await departed(db.knex)
  app.io.close()
  await app.teardown().catch(() => undefined)
  await db.close()
  return { row, sample, joinMs }
}

/** The floor: a bare socket.io server broadcasting the same message to a room of as many clients. */
export async function measureBare(sample: StatefulMessage, listeners: number): Promise<Row> {
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
  const crowd = await startCrowd([{ url, count: listeners }], {
    livePath: null,
    roomUuid: room,
    event: 'message',
    atOnce: 50
  })
  const voter = connectClient(url, { transports: ['websocket'], forceNew: true })
  await new Promise<void>((resolve) => voter.once('connect', () => resolve()))
  const started = now()
  const latencies = await timeVotes(crowd, sample.name, () => ack(voter, 'vote', room))
  const row = summarise('bare socket.io (io.to(room).emit)', latencies, now() - started)
  await crowd.close()
  voter.close()
  io.close()
  return row
}

export async function run(): Promise<boolean> {
  console.log(`Live room fan-out: ${listeners} listeners, ${votes} votes one after another\n`)
  const { row: api, sample } = await measureApi(listeners, 50)
  const bare = await measureBare(sample, listeners)
  const scaleListeners = envNumber('BENCH_SCALE_LISTENERS', 10_000, { zero: true })
  const scale = scaleListeners ? await measureScale(sample, scaleListeners) : null
  const ratio = api.rate / bare.rate
  const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10)
  console.log(`\n${'target'.padEnd(52)}${'p50'.padStart(10)}${'p99'.padStart(10)}${'msgs/s'.padStart(10)}`)
  for (const row of [api, bare, ...(scale ? [scale.api, ...scale.bare] : [])])
    console.log(`${row.target.padEnd(52)}${ms(row.p50)}${ms(row.p99)}${row.rate.toFixed(1).padStart(10)}`)
  console.log(
    `\nvote → last listener p99 ${api.p99.toFixed(1)} ms (target < ${TARGET_P99_MS}); rate ${(ratio * 100).toFixed(0)}% of bare (target ≥ ${TARGET_RATIO * 100}%)`
  )
  // At scale: the API's p99 against the worse of the two bare runs around it.
  const scaleRatio = scale ? scale.api.p99 / Math.max(...scale.bare.map((row) => row.p99)) : 0
  if (scale)
    console.log(
      `${scaleListeners} listeners on two processes: p99 ${scaleRatio.toFixed(2)}x bare (target ≤ ${TARGET_SCALE_RATIO}x)`
    )
  const met = api.p99 < TARGET_P99_MS && ratio >= TARGET_RATIO && scaleRatio <= TARGET_SCALE_RATIO
  console.log(met ? 'targets met' : 'targets NOT met')
  return met
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const met = await run()
  process.exit(met ? 0 : 1)
}

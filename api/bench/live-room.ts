// Live room fan-out: one room with BENCH_LISTENERS (2000) listeners (live-crowd.ts, a worker thread); the time from a
// vote to its votedOnSong patch reaching the last listener, beside a bare socket.io server broadcasting the same
// payload to as many clients. Env: BENCH_DATABASE_URL or DATABASE_URL (PostgreSQL; else PGlite in memory),
// BENCH_LISTENERS (2000), BENCH_VOTES (50). Targets: p99 < 200 ms and at least half the bare rate. In the same room,
// BENCH_PRIMUS_LISTENERS (500; 0 skips them) ttfm-socket bots on Primus: vote → last of them, p99 ≤ 1.2x socket.io's.
// Then the same at scale, BENCH_SCALE_LISTENERS (10,000; 0 skips it) on two processes through Redis (live-scale.ts):
// p99 ≤ 1.5x bare.
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import type { Knex } from 'knex'
import { Server } from 'socket.io'
import { io as connectClient } from 'socket.io-client'
import type { StatefulMessage } from '@spinroom/schemas'
import { LIVE_PATH } from '../src/services/rooms/live/sockets.ts'
import { openBenchDatabase } from './database.ts'
import { envNumber, positiveOr } from './numbers.ts'
import { startBenchApi } from './api-server.ts'
import { startCrowd } from './live-crowd.ts'
import { measureScale } from './live-scale.ts'
import { ack, now, summarise, timeVotes, timeVotesTo, voterAndDj, votes, type Row } from './live-timing.ts'
import type { Figure, SuiteResult } from './figures.ts'

const TARGET_P99_MS = 200
const TARGET_RATIO = 0.5
const TARGET_SCALE_RATIO = 1.5
const TARGET_PRIMUS_RATIO = 1.2
const listeners = positiveOr('BENCH_LISTENERS', 2000)

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

export interface ApiRun {
  row: Row
  /** The same votes timed to the last of the room's ttfm-socket bots on Primus, when it has some. */
  primus?: Row
  sample: StatefulMessage
  /** From the first listener's connection to the last one's join answer. */
  joinMs: number
}

/**
 * The API: a listener-filled room (listeners join `atOnce` at a time, then `primusListeners` bots on Primus); a voter
 * alternates like and dislike, each vote timed to its last listener (and to its last bot).
 */
export async function measureApi(listeners: number, atOnce: number, primusListeners = 0): Promise<ApiRun> {
  const db = await openBenchDatabase(process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined)
  console.log(`database: ${db.label}`)
  const { app, url } = await startBenchApi(db.knex)
  const roomUuid = randomUUID()
  await db.knex('rooms').insert({
    uuid: roomUuid,
    slug: `bench-${roomUuid.slice(0, 8)}`,
    name: 'Bench room',
    roomSize: listeners + primusListeners + 10
  })
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
  const bots = primusListeners
    ? await startCrowd([{ url, count: primusListeners }], {
        livePath: LIVE_PATH,
        roomUuid,
        event: 'votedOnSong',
        atOnce,
        primus: true
      })
    : undefined
  if (bots) console.log(`  api: ${primusListeners} ttfm-socket bots joined over Primus`)
  let sample!: StatefulMessage
  voter.on(
    `${LIVE_PATH} statefulMessage`,
    (message: StatefulMessage) => message.name === 'votedOnSong' && (sample = message)
  )
  const started = now()
  const [latencies, botLatencies] = await timeVotesTo(bots ? [crowd, bots] : [crowd], 'votedOnSong', (i) =>
    ack(voter, 'voteOnSong', LIVE_PATH, { roomUuid, songVotes: { like: i % 2 === 0 } }, {})
  )
  const elapsed = now() - started
  const row = summarise(`API (votes through live-rooms, ${db.label.split(' ')[0]})`, latencies, elapsed)
  const primus =
    botLatencies && summarise(`API, the same votes to ${primusListeners} Primus bots`, botLatencies, elapsed)
  await crowd.close()
  await bots?.close()
  voter.close()
  dj.close()
  await departed(db.knex)
  app.io.close()
  await app.teardown().catch(() => undefined)
  await db.close()
  return { row, primus, sample, joinMs }
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

export async function run(): Promise<SuiteResult> {
  console.log(`Live room fan-out: ${listeners} listeners, ${votes} votes one after another\n`)
  const primusListeners = envNumber('BENCH_PRIMUS_LISTENERS', 500, { zero: true })
  const { row: api, primus, sample } = await measureApi(listeners, 50, primusListeners)
  const bare = await measureBare(sample, listeners)
  const scaleListeners = envNumber('BENCH_SCALE_LISTENERS', 10_000, { zero: true })
  const scale = scaleListeners ? await measureScale(sample, scaleListeners) : null
  const ratio = api.rate / bare.rate
  const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10)
  console.log(`\n${'target'.padEnd(52)}${'p50'.padStart(10)}${'p99'.padStart(10)}${'msgs/s'.padStart(10)}`)
  for (const row of [api, ...(primus ? [primus] : []), bare, ...(scale ? [scale.api, ...scale.bare] : [])])
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
  const primusRatio = primus ? primus.p99 / api.p99 : 0
  if (primus)
    console.log(
      `vote → last Primus bot p99 ${primus.p99.toFixed(1)} ms: ${primusRatio.toFixed(2)}x socket.io's (target ≤ ${TARGET_PRIMUS_RATIO}x)`
    )
  const met =
    api.p99 < TARGET_P99_MS &&
    ratio >= TARGET_RATIO &&
    scaleRatio <= TARGET_SCALE_RATIO &&
    primusRatio <= TARGET_PRIMUS_RATIO
  console.log(met ? 'targets met' : 'targets NOT met')
  const suite = 'live-room'
  const figures: Figure[] = [
    {
      suite,
      figure: `vote → last of ${listeners} listeners: p99`,
      value: api.p99,
      unit: 'ms',
      target: `< ${TARGET_P99_MS} ms, rate ≥ ${TARGET_RATIO * 100}% of bare`,
      met: api.p99 < TARGET_P99_MS && ratio >= TARGET_RATIO,
      baseline: bare.p99
    }
  ]
  if (primus)
    figures.push({
      suite,
      figure: `vote → last of ${primusListeners} ttfm-socket bots (Primus): p99 (bare: socket.io's)`,
      value: primus.p99,
      unit: 'ms',
      target: `≤ ${TARGET_PRIMUS_RATIO}x socket.io's`,
      met: primusRatio <= TARGET_PRIMUS_RATIO,
      baseline: api.p99
    })
  if (scale)
    figures.push({
      suite,
      figure: `vote → last of ${scaleListeners} on two processes (Redis): p99`,
      value: scale.api.p99,
      unit: 'ms',
      target: `≤ ${TARGET_SCALE_RATIO}x the worse bare`,
      met: scaleRatio <= TARGET_SCALE_RATIO,
      baseline: Math.max(...scale.bare.map((row) => row.p99))
    })
  return { ok: met, figures }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit((await run()).ok ? 0 : 1)
}

// Fan-out at scale (part of the live-room suite): one room with BENCH_SCALE_LISTENERS (10,000) listeners across two
// API processes that meet through Redis, a vote → last listener timed as in live-room, beside two bare socket.io
// processes with the Redis adapter (measured before and after the API, on the same machine). PostgreSQL from
// BENCH_DATABASE_URL or a throwaway database on postgres://postgres@127.0.0.1:5432; Redis from BENCH_REDIS_URL or
// REDIS_URL (redis://127.0.0.1:6379). Listeners: four worker threads, BENCH_SCALE_AT_ONCE (250) joining at a time each.
import { fork, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { io as connectClient } from 'socket.io-client'
import type { StatefulMessage } from '@spinroom/schemas'
import { LIVE_PATH } from '../src/services/rooms/live/sockets.ts'
import { openBenchDatabase } from './database.ts'
import { startCrowd, type CrowdPart } from './live-crowd.ts'
import { ack, now, summarise, timeVotes, voterAndDj, type Row } from './live-timing.ts'
import { envNumber } from './numbers.ts'

export interface Child {
  process: ChildProcess
  url: string
  /** The next message of this type from the child. */
  next(type: string): Promise<unknown>
  close(): Promise<void>
}

/** A server process of scale-process.ts: the API, or bare socket.io with the Redis adapter. */
export async function startChild(mode: 'api' | 'bare', env: Record<string, string>): Promise<Child> {
  const child = fork(fileURLToPath(new URL('./scale-process.ts', import.meta.url)), [mode], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env }
  })
  const next = (type: string) =>
    new Promise<unknown>((resolve, reject) => {
      const listen = (message: { type: string }) => {
        if (message.type !== type) return
        child.off('message', listen)
        resolve(message)
      }
      child.on('message', listen)
      child.once('exit', (code) => reject(new Error(`the ${mode} process exited (${code}) before '${type}'`)))
    })
  const { url } = (await next('ready')) as { url: string }
  return {
    process: child,
    url,
    next,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.send({ type: 'close' })
      await exited
    }
  }
}

/** Listeners in four workers, half of them on each process. */
const split = (urls: [string, string], listeners: number): CrowdPart[] =>
  [urls[0], urls[0], urls[1], urls[1]].map((url, i) => ({
    url,
    count: Math.floor(listeners / 4) + (i < listeners % 4 ? 1 : 0)
  }))

const redisUrl = () => process.env.BENCH_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379'

async function measureApi(listeners: number, atOnce: number): Promise<{ row: Row; sample: StatefulMessage }> {
  const db = await openBenchDatabase(process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres')
  if (!db.url) throw new Error('the scale run needs PostgreSQL: two processes share its database')
  console.log(`database: ${db.label}; Redis: ${redisUrl()}`)
  const env = { BENCH_SCALE_DATABASE_URL: db.url, BENCH_SCALE_REDIS_URL: redisUrl(), BENCH_SCALE_PREFIX: randomUUID() }
  const servers = [await startChild('api', env), await startChild('api', env)]
  try {
    const roomUuid = randomUUID()
    await db.knex('rooms').insert({
      uuid: roomUuid,
      slug: `bench-${roomUuid.slice(0, 8)}`,
      name: 'Bench room',
      roomSize: listeners + 10
    })
    const { voter, dj } = await voterAndDj(servers[0].url, roomUuid, async (account) => {
      const ready = servers[0].next('dj-ready')
      servers[0].process.send({ type: 'dj', ...account })
      await ready
    })
    const joinStarted = now()
    const crowd = await startCrowd(split([servers[0].url, servers[1].url], listeners), {
      livePath: LIVE_PATH,
      roomUuid,
      event: `${LIVE_PATH} statefulMessage`,
      atOnce
    })
    console.log(`  api: ${listeners} listeners joined in ${((now() - joinStarted) / 1000).toFixed(1)} s`)
    let sample!: StatefulMessage
    voter.on(`${LIVE_PATH} statefulMessage`, (m: StatefulMessage) => m.name === 'votedOnSong' && (sample = m))
    const started = now()
    const latencies = await timeVotes(crowd, 'votedOnSong', (i) =>
      ack(voter, 'voteOnSong', LIVE_PATH, { roomUuid, songVotes: { like: i % 2 === 0 } }, {})
    )
    const row = summarise('API, two processes through Redis', latencies, now() - started)
    await crowd.close()
    voter.close()
    dj.close()
    return { row, sample }
  } finally {
    for (const server of servers) await server.close()
    await db.close()
  }
}

async function measureBare(listeners: number, sample: StatefulMessage, label: string): Promise<Row> {
  const env = {
    BENCH_SCALE_REDIS_URL: redisUrl(),
    BENCH_SCALE_PREFIX: randomUUID(),
    BENCH_SCALE_SAMPLE: JSON.stringify(sample)
  }
  const servers = [await startChild('bare', env), await startChild('bare', env)]
  try {
    const room = 'bench'
    const crowd = await startCrowd(split([servers[0].url, servers[1].url], listeners), {
      livePath: null,
      roomUuid: room,
      event: 'message',
      atOnce: 250
    })
    const voter = connectClient(servers[0].url, { transports: ['websocket'], forceNew: true })
    await new Promise<void>((resolve) => voter.once('connect', () => resolve()))
    const started = now()
    const latencies = await timeVotes(crowd, sample.name, () => ack(voter, 'vote', room))
    await crowd.close()
    voter.close()
    return summarise(label, latencies, now() - started)
  } finally {
    for (const server of servers) await server.close()
  }
}

/** The API's row and the bare rows (before and after it). */
export async function measureScale(sample: StatefulMessage, listeners: number): Promise<{ api: Row; bare: Row[] }> {
  const atOnce = envNumber('BENCH_SCALE_AT_ONCE', 250)
  console.log(`\nFan-out at scale: ${listeners} listeners on two processes through Redis`)
  const before = await measureBare(listeners, sample, 'bare socket.io + Redis adapter (before)')
  const { row: api } = await measureApi(listeners, atOnce)
  const after = await measureBare(listeners, sample, 'bare socket.io + Redis adapter (after)')
  return { api, bare: [before, after] }
}

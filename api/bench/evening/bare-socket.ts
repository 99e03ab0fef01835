// The bare real-time baseline of the evening: two plain socket.io processes with the Redis adapter (scale-process.ts),
// the same listeners in the same rooms (socket.io only: Primus has no bare server), a message broadcast to one room
// timed to its last listener, and the same share of listeners reconnecting, their joins timed.
import { randomUUID } from 'node:crypto'
import { io as connectClient } from 'socket.io-client'
import { startChild } from '../live-scale.ts'
import { ack, now } from '../live-timing.ts'
import type { Seat } from './crowd-worker.ts'
import { startEveningCrowd } from './crowd.ts'
import type { Settings } from './options.ts'
import type { Tally } from './tally.ts'

export interface BareRun {
  /** Broadcast to the last listener of a room, in ms. */
  fanOut: number[]
  /** Connection to join answer of the reconnecting listeners, in ms. */
  joins: number[]
}

/** What the API's votedOnSong looks like on the wire, to broadcast as many bytes. */
const sample = (room: string) => ({
  roomUuid: room,
  seq: 1,
  name: 'votedOnSong',
  statePatch: [{ op: 'replace', path: '/voteCounts', value: { likes: 12, dislikes: 1, stars: 2 } }]
})

export async function measureBareSocket(
  rooms: string[],
  seats: Seat[],
  config: Settings,
  tally: Tally,
  messages: number
): Promise<BareRun> {
  const redisUrl = process.env.BENCH_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379'
  const env = {
    BENCH_SCALE_REDIS_URL: redisUrl,
    BENCH_SCALE_PREFIX: randomUUID(),
    BENCH_SCALE_SAMPLE: JSON.stringify(sample(rooms[0]))
  }
  const servers = [await startChild('bare', env), await startChild('bare', env)]
  try {
    // Seats alternate between the two servers, as the balancer spreads them.
    const bySeat = (server: number) => seats.filter((_, i) => i % 2 === server).map((s) => ({ ...s, primus: false }))
    const crowds = await Promise.all(
      servers.map((server, i) =>
        startEveningCrowd(server.url, null, bySeat(i), {
          workers: Math.max(1, Math.round(config.workers / 2)),
          atOnce: config.atOnce,
          timed: ['votedOnSong'],
          tally
        })
      )
    )
    const voter = connectClient(servers[0].url, { transports: ['websocket'], forceNew: true })
    await new Promise<void>((resolve) => voter.once('connect', () => resolve()))
    for (const crowd of crowds) crowd.churn(config.reconnectShare)
    const fanOut: number[] = []
    for (let i = 0; i < messages; i++) {
      const room = rooms[i % rooms.length]
      const sent = now()
      const sentAt = (await ack(voter, 'vote', room)) as number
      const deliveries = await Promise.all(crowds.map((c) => c.delivered(room, 'votedOnSong', sentAt, 5000)))
      const last = Math.max(...deliveries.map((d) => d?.lastAt ?? 0))
      if (last) fanOut.push(last - sent)
      await new Promise((r) => setTimeout(r, 100))
    }
    // The last reloads begun finish before their joins are taken.
    for (const crowd of crowds) crowd.churn(0)
    await new Promise((r) => setTimeout(r, 6000))
    const joins = crowds.flatMap((c) => c.takeJoins()).map((j) => j.ms)
    voter.close()
    await Promise.all(crowds.map((c) => c.close()))
    return { fanOut, joins }
  } finally {
    for (const server of servers) await server.close()
  }
}

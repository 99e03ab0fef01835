// Timing a live room's fan-out, shared by live-room.ts and live-scale.ts: a voter and a DJ in the room, votes sent one
// after another (BENCH_VOTES, 50), each timed from its sending to its message reaching the last listener.
import { io as connectClient, type Socket } from 'socket.io-client'
import { LIVE_PATH } from '../src/services/rooms/live/sockets.ts'
import type { Crowd } from './live-crowd.ts'
import { percentile, positiveOr } from './numbers.ts'

export const votes = positiveOr('BENCH_VOTES', 50)
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
  return (await timeVotesTo([crowd], name, send))[0]
}

/** As timeVotes, with each vote timed to the last listener of each crowd: one list of latencies per crowd. */
export async function timeVotesTo(
  crowds: Crowd[],
  name: string,
  send: (i: number) => Promise<unknown>
): Promise<number[][]> {
  const latencies: number[][] = crowds.map(() => [])
  for (let i = 0; i < votes; i++) {
    const done = crowds.map((crowd) => crowd.completed(name))
    const sent = now()
    await send(i)
    const at = await Promise.all(done)
    at.forEach((last, c) => latencies[c].push(last - sent))
  }
  return latencies
}

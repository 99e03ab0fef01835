// The rooms of the evening and what happens in them: two DJs taking turns with songs of 30–60 s, and a regular who
// votes, chats and plays animations at a human rate; every vote and chat timed to the last listener of its room.
import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import { RoomConnection, createSocketClient, type SocketClient } from '@spinroom/client'
import type { Account } from './accounts.ts'
import type { EveningCrowd } from './crowd.ts'
import type { Tally } from './tally.ts'

export interface Room {
  id: number
  uuid: string
}

/** One timed message: when it was sent, how long until its room's last listener had it, how many missed it. */
export interface Timing {
  at: number
  ms: number
  missed: number
  /** Of `ms`, until the server stamped it (`sentAt`, in the change that made it); the rest is its way to listeners. */
  stampedMs: number
  /** The fault under way when it was sent, if any. */
  during: string | null
}

export interface Stage {
  rooms: Room[]
  timings: { vote: Timing[]; chat: Timing[] }
  /** Chat messages the server acknowledged: room uuid and message uuid. */
  chats: { room: string; uuid: string }[]
  /** The regulars, each in its room, for actions the bench makes itself (purchases). */
  regulars: { account: Account; room: Room; client: SocketClient; connection: RoomConnection }[]
  /** Stops the actions; the connections stay until `close`. */
  stop(): void
  close(): Promise<void>
}

export async function createRooms(knex: Knex, count: number, size: number): Promise<Room[]> {
  const rows = Array.from({ length: count }, (_, i) => {
    const uuid = randomUUID()
    return { uuid, slug: `evening-${i}-${uuid.slice(0, 6)}`, name: `Evening room ${i + 1}`, roomSize: size }
  })
  return knex('rooms').insert(rows).returning(['id', 'uuid'])
}

const now = () => performance.timeOrigin + performance.now()
const jitter = (seconds: number) => seconds * 1000 * (0.5 + Math.random())
const errorKind = (error: unknown) => {
  const { code, message } = error as { code?: number; message?: string }
  return `ack: ${JSON.stringify({ code })} ${String(message ?? error).slice(0, 80)}`
}

/** A person in a room through the balancer, as the player connects: the typed client, rejoining by itself. */
async function enter(url: string, account: Account, room: Room, tally: Tally) {
  const client = createSocketClient({ url, io: { transports: ['websocket'], forceNew: true } })
  await client.authenticate(account.token)
  const connection = new RoomConnection(client)
  connection.on('error', (error) => tally.count('room connection', errorKind(error)))
  await connection.join(room.uuid)
  return { client, connection }
}

let songs = 0
const song = (room: number) => ({
  artistName: 'Evening',
  trackName: `room ${room} song ${++songs}`,
  duration: 30 + Math.round(Math.random() * 30),
  musicProviders: { youtube: `evening-${songs}` }
})

/**
 * A like, or taking it back when the room shows one: a vote that changes nothing sends no message, and a dislike could
 * skip the song.
 */
const toggledLike = (connection: RoomConnection, account: Account) =>
  ({ like: connection.state.live?.allUserData[account.id]?.songVotes.like ? null : true }) as const

/** The server's sentAt of one's own message, once it came back to oneself (null after 3 s). */
async function sentAtOf(find: () => number | undefined): Promise<number | null> {
  for (let i = 0; i < 60; i++) {
    const at = find()
    if (at) return at
    await new Promise((r) => setTimeout(r, 50))
  }
  return null
}

export async function startStage(
  url: string,
  rooms: Room[],
  people: { djs: Account[]; regulars: Account[] },
  /** Whom the regulars' votes and chats are timed to; null: they are not timed (the ramp times its own). */
  crowd: EveningCrowd | null,
  tally: Tally,
  pace: { voteSeconds: number; chatSeconds: number; animationSeconds: number }
): Promise<Stage> {
  const timings: Stage['timings'] = { vote: [], chat: [] }
  const chats: Stage['chats'] = []
  const timers = new Set<NodeJS.Timeout>()
  const clients: SocketClient[] = []
  let running = true
  const every = (seconds: number, action: () => Promise<void>) => {
    const next = () => {
      const timer = setTimeout(async () => {
        timers.delete(timer)
        if (!running) return
        await action()
        if (running) next()
      }, jitter(seconds))
      timers.add(timer)
    }
    next()
  }
  const timed = async (kind: 'vote' | 'chat', room: Room, sent: number, sentAt: number | null, name: string) => {
    if (!crowd) return
    if (!sentAt) return tally.count(kind, 'own message never came back', sent)
    const during = tally.at(sent)
    const delivery = await crowd.delivered(room.uuid, name, sentAt)
    if (!delivery) return tally.count(kind, 'no listener reported it', sent)
    const ms = delivery.lastAt - sent
    timings[kind].push({ at: sent, ms, stampedMs: sentAt - sent, missed: delivery.expected - delivery.count, during })
  }

  const regulars: Stage['regulars'] = []
  for (const [i, room] of rooms.entries()) {
    for (const dj of people.djs.slice(i * 2, i * 2 + 2)) {
      const { client, connection } = await enter(url, dj, room, tally)
      clients.push(client)
      const seated = () => connection.state.live?.djs.some((d) => d.uuid === dj.id)
      const sit = () =>
        client.live.addDj({ roomUuid: room.uuid, song: song(i) }).catch((e) => tally.count('dj', errorKind(e)))
      // A DJ names its next song when a song starts; one who lost the seat (its grace ran out) takes it again.
      connection.on('playedSong', () => {
        if (!running) return
        if (!seated()) return void sit()
        void client.live
          .updateNextSong({ roomUuid: room.uuid, song: song(i) })
          .catch((e) => tally.count('dj', errorKind(e)))
      })
      // Back in the room after a rejoin, a DJ whose seat did not wait for it takes one again. Not a while after the
      // rejoin began: a join slower than that (a crowd coming back) was refused with "Join the room first", and a room
      // whose DJs had all lost their seats then played nothing for the rest of the evening.
      let rejoining = false
      connection.on('rejoin', () => (rejoining = true))
      connection.on('change', (state) => {
        if (!rejoining || state.status !== 'joined') return
        rejoining = false
        if (running && !seated()) void sit()
      })
      await sit()
    }
    const regular = people.regulars[i]
    const { client, connection } = await enter(url, regular, room, tally)
    clients.push(client)
    regulars.push({ account: regular, room, client, connection })
    // From the connection's own events: the room connection holds messages back while it rejoins.
    const sentAt = new Map<string, number>()
    client.live.on('statefulMessage', (m) => m.name === 'votedOnSong' && sentAt.set(`v${m.seq}`, m.sentAt))
    client.live.on('statelessMessage', (m) => {
      const uuid = (m.params as { uuid?: string } | undefined)?.uuid
      if (m.name === 'chatMessage' && uuid) sentAt.set(uuid, m.sentAt)
    })
    every(pace.voteSeconds, async () => {
      if (!connection.state.live?.nowPlaying) return
      const sent = now()
      try {
        const { seq } = await client.live.voteOnSong({
          roomUuid: room.uuid,
          songVotes: toggledLike(connection, regular)
        })
        const at = await sentAtOf(() => sentAt.get(`v${seq}`))
        sentAt.delete(`v${seq}`)
        void timed('vote', room, sent, at, 'votedOnSong')
      } catch (error) {
        tally.count('vote', errorKind(error), sent)
      }
    })
    every(pace.chatSeconds, async () => {
      const uuid = randomUUID()
      const sent = now()
      try {
        await client.live.sendChatMessage({ roomUuid: room.uuid, uuid, message: `evening ${uuid.slice(0, 8)}` })
        chats.push({ room: room.uuid, uuid })
        const at = await sentAtOf(() => sentAt.get(uuid))
        sentAt.delete(uuid)
        void timed('chat', room, sent, at, 'chatMessage')
      } catch (error) {
        tally.count('chat', errorKind(error), sent)
      }
    })
    every(pace.animationSeconds, () =>
      client.live
        .playOneTimeAnimation({ roomUuid: room.uuid, animation: 'emoji', emoji: '🎶' })
        .then(() => undefined)
        .catch((e) => tally.count('animation', errorKind(e)))
    )
  }
  const stop = () => {
    running = false
    for (const timer of timers) clearTimeout(timer)
  }
  return {
    rooms,
    timings,
    chats,
    regulars,
    stop,
    close: async () => {
      stop()
      for (const client of clients) client.close()
    }
  }
}

/**
 * One vote of a regular, timed to the last listener of its room in each crowd, and how many listeners it reached; null
 * when it did not get through.
 */
export async function timeOneVote(
  regular: Stage['regulars'][number],
  crowds: EveningCrowd[]
): Promise<{ ms: number; reached: number } | null> {
  const { client, room } = regular
  const seen = new Promise<number>((resolve) => {
    const stop = client.live.on('statefulMessage', (m) => m.name === 'votedOnSong' && (stop(), resolve(m.sentAt)))
    setTimeout(() => (stop(), resolve(0)), 3000)
  })
  const sent = now()
  const songVotes = toggledLike(regular.connection, regular.account)
  const voted = await client.live.voteOnSong({ roomUuid: room.uuid, songVotes }).then(
    () => true,
    () => false
  )
  const sentAt = await seen
  if (!voted || !sentAt) return null
  const deliveries = await Promise.all(crowds.map((c) => c.delivered(room.uuid, 'votedOnSong', sentAt, 5000)))
  const last = Math.max(0, ...deliveries.map((d) => d?.lastAt ?? 0))
  return last ? { ms: last - sent, reached: deliveries.reduce((n, d) => n + (d?.count ?? 0), 0) } : null
}

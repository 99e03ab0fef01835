import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { logCapture } from '../helpers/log-capture.ts'
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest'
import type { NowPlaying } from '@spinroom/schemas'
import { RoomConnection, createSocketClient, type SocketClient } from '@spinroom/client'
import { startTopology, type Topology } from '../../../scripts/topology.ts'
import { createApp } from '../../src/app.ts'
import { testDatabase } from '../helpers/database.ts'
import { newSigningKey, testClient, testConfig, type TestServer, serviceKey } from '../helpers/server.ts'
import { M, consumable, expectBalance, fundedUser } from '../helpers/tokens.ts'
import { eventually } from '../helpers/wait.ts'
import { freePort } from '../helpers/free-port.ts'
import { createRoom, song } from '../rooms/live-client.ts'
import { TtfmBot, closeTtfmBots } from '../rooms/ttfm-bot.ts'
import { missing, needing } from '../helpers/needs.ts'

const redisUrl = process.env.REDIS_URL
// Three processes cannot share the in-memory database; HAProxy is looked for only when the servers are there.
const skipped = needing(
  missing.postgres,
  missing.redis,
  missing.postgres || missing.redis ? undefined : missing.haproxy()
)

const LIVE_PROCESS_TIMEOUT_MS = 2000
const ss = spawnSync('ss', ['-V']).status === 0 ? undefined : "needs ss (Debian's iproute2) to read listen backlogs"

/** The backlog of the socket listening on a port: `ss` gives it as a listener's Send-Q. */
const backlogOf = (port: number) =>
  Number(
    spawnSync('ss', ['-ltnH', `sport = :${port}`], { encoding: 'utf8' })
      .stdout.trim()
      .split(/\s+/)[2]
  )

/** A player through the balancer: the typed client's room connection, with what it lived through. */
interface Player {
  uuid: string
  client: SocketClient
  room: RoomConnection
  rejoins: string[]
  /** The room's message numbers this player's state went through, in order. */
  seqs: number[]
  /** Each `playedSong` message: when the server sent it and what plays after it. */
  played: { sentAt: number; playing: NowPlaying | null }[]
}

let topology: Topology
let s: TestServer
let dataDir: string
const output: string[] = []
const started = Date.now()
/** A line of the test's own story, among the processes' output (printed when a test fails). */
const log = (line: string) => output.push(`[test +${Date.now() - started} ms] ${line}`)
const players: Player[] = []

async function player(token: string, roomUuid: string, url = topology.url): Promise<Player> {
  const client = createSocketClient({ url, io: { transports: ['websocket'], forceNew: true } })
  const uuid = (await client.authenticate(token)).user!.id
  const room = new RoomConnection(client)
  const p: Player = { uuid, client, room, rejoins: [], seqs: [], played: [] }
  room.on('rejoin', (reason) => {
    log(`${uuid} rejoins: ${reason}`)
    p.rejoins.push(reason)
  })
  room.on('error', (error) => log(`${uuid} room error: ${String(error)}`))
  room.on('change', (state) => state.seq !== p.seqs.at(-1) && state.status === 'joined' && p.seqs.push(state.seq))
  room.on('stateful', (m) => {
    if (m.name === 'playedSong') p.played.push({ sentAt: m.sentAt, playing: room.state.live?.nowPlaying ?? null })
  })
  await room.join(roomUuid)
  players.push(p)
  return p
}

/** The process id (live_processes) of each connection of a room, by user. */
async function connections(roomId: number): Promise<Record<string, { socket: string; process: string }[]>> {
  const [row] = await s.knex('room_live_state').where({ roomId }).select('engine')
  return row.engine.connections
}

beforeAll(async () => {
  if (skipped.skip) return
  const db = await testDatabase()
  const jwtPrivateKey = await newSigningKey()
  // Accounts are made here, in a process that serves nothing: the three API processes do all the rest.
  const app = await createApp(testConfig({ jwtPrivateKey }), db.knex)
  dataDir = mkdtempSync(join(tmpdir(), 'spinroom-scale-'))
  const ports = [await freePort(), await freePort(), await freePort()]
  topology = await startTopology({
    apiPorts: ports,
    balancerPort: await freePort(),
    balancerAddress: '127.0.0.1',
    env: {
      DATABASE_URL: db.url,
      REDIS_URL: redisUrl,
      JWT_PRIVATE_KEY: jwtPrivateKey,
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      LIVE_PROCESS_TIMEOUT_MS: String(LIVE_PROCESS_TIMEOUT_MS),
      LIVE_GRACE_MS: '10000'
    },
    output: (name, line) => output.push(`[${name}] ${line}`)
  }).catch((error: unknown) => {
    console.log(output.join('\n'))
    throw error
  })
  s = { ...testClient(app, topology.url), app, knex: db.knex, url: topology.url, log: logCapture(), close: db.drop }
  log(`started ${topology.url} → ${topology.processes.map((p) => p.url).join(', ')}`)
}, 240_000)

afterAll(async () => {
  closeTtfmBots()
  for (const p of players.splice(0)) {
    p.room.close()
    p.client.close()
  }
  await topology?.stop()
  await s?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

describe('three API processes behind HAProxy', { timeout: 60_000, ...skipped }, () => {
  it("each listens with a backlog of 4,096 (or the kernel's somaxconn, if lower)", { ...needing(ss) }, () => {
    const somaxconn = Number(readFileSync('/proc/sys/net/core/somaxconn', 'utf8'))
    expect(topology.processes.map((p) => backlogOf(p.port))).toEqual(
      topology.processes.map(() => Math.min(4096, somaxconn))
    )
  })

  it('keeps a long-polling client on one process through the balancer cookie', async () => {
    const room = await createRoom(s.knex)
    const auth = await s.signIn(['user'], 'poller')
    // withCredentials: the Node client keeps cookies as a browser does, so it sends back the balancer's SERVERID.
    const client = createSocketClient({ url: topology.url, io: { transports: ['polling'], withCredentials: true } })
    players.push({ uuid: auth.user!.id, client, room: new RoomConnection(client), rejoins: [], seqs: [], played: [] })
    await client.authenticate(auth.accessToken)
    const heard: string[] = []
    client.live.on('statelessMessage', (m) => heard.push(m.name))
    await client.live.joinRoom({ roomUuid: room.uuid })
    for (const emoji of ['🎉', '🔥', '🎶'])
      await client.live.playOneTimeAnimation({ roomUuid: room.uuid, animation: 'emoji', emoji })
    // Without the cookie a request of the session would reach another process and fail (Session ID unknown).
    await eventually(
      async () => heard.length,
      (n) => n === 3
    )
    expect(heard).toEqual(['playedOneTimeAnimation', 'playedOneTimeAnimation', 'playedOneTimeAnimation'])
    expect(client.socket.io.engine.transport.name).toBe('polling')
    expect(client.socket.connected).toBe(true)
    expect(Object.keys(await connections(room.id))).toEqual([auth.user!.id])
  })

  it('loses nothing when the process holding the DJ and some listeners is killed mid-song', async () => {
    onTestFailed(() => console.log(output.join('\n')))
    const room = await createRoom(s.knex)
    const admin = (await s.signIn(['user', 'admin'])).accessToken
    const item = await consumable(s, admin, 10, 'Confetti')
    const buyer = await fundedUser(s, await serviceKey(s, admin), 100)
    const djAuth = await s.signIn(['user'], 'dj')
    const fans = [buyer.user, ...(await Promise.all([1, 2, 3, 4].map(() => s.signIn(['user'], 'fan'))))]
    const dj = await player(djAuth.accessToken, room.uuid)
    const listeners: Player[] = []
    for (const fan of fans) listeners.push(await player(fan.accessToken, room.uuid))

    // A probe on each process, bypassing the balancer, tells which process id belongs to which child.
    const probeRoom = await createRoom(s.knex)
    const probes = await Promise.all(
      topology.processes.map(async (p) => ({ p, probe: await player(admin, probeRoom.uuid, p.url) }))
    )
    const held = await connections(probeRoom.id)
    const processOf = (probe: Player) => held[probe.uuid].find((c) => c.socket === probe.client.socket.id)!.process
    const childOf = new Map(probes.map(({ p, probe }) => [processOf(probe), p]))

    const buy = () =>
      s.request('POST', `${M}/api/v1/consumable-purchases`, {
        token: buyer.token,
        body: { roomUuid: room.uuid, consumableId: item.id, accountId: buyer.accountId, tokenCost: 10 }
      })
    await dj.client.live.addDj({ roomUuid: room.uuid, song: song('through the outage', 8) })
    const playing = (await eventually(async () => dj.room.state.live?.nowPlaying, Boolean))!
    log(`playing until ${playing.endTime - started} ms`)
    const like = (l: Player) => l.client.live.voteOnSong({ roomUuid: room.uuid, songVotes: { like: true } })
    const [bought] = await Promise.all([buy(), ...listeners.map(like)])
    expect(bought.status).toBe(201)

    const before = await connections(room.id)
    const victimId = before[dj.uuid][0].process
    const victim = childOf.get(victimId)!
    const cut = listeners.filter((l) => before[l.uuid][0].process === victimId)
    expect(cut.length).toBeGreaterThan(0)
    expect(cut.length).toBeLessThan(listeners.length)
    victim.child.kill('SIGKILL')
    const killedAt = Date.now()
    log(`killed ${victim.name}, holding the DJ and ${cut.length} listeners`)
    // Right after the kill the balancer sends the purchase to a live process (retried elsewhere if need be).
    expect((await buy()).status).toBe(201)

    const back = (c: Awaited<ReturnType<typeof connections>>, p: Player) =>
      c[p.uuid]?.length === 1 && c[p.uuid][0].process !== victimId
    let seen = ''
    const watch = async () => {
      const c = await connections(room.id)
      const now = JSON.stringify(Object.values(c).map((list) => list.map((x) => x.process.slice(0, 4))))
      if (now !== seen) log(`connections: ${(seen = now)}`)
      return c
    }
    const rejoined = await eventually(
      () => watch(),
      (c) => [dj, ...cut].every((p) => c[p.uuid]?.some((x) => x.process !== victimId)),
      10_000
    )
    // Everyone the killed process held is back in the room, on another process, within 5 s.
    expect([dj, ...cut].every((p) => rejoined[p.uuid]?.some((x) => x.process !== victimId))).toBe(true)
    expect(Date.now() - killedAt).toBeLessThan(5000)
    log('the DJ and the listeners of the killed process are back')
    await cut[0].client.live.voteOnSong({ roomUuid: room.uuid, songVotes: { star: true } })
    // Each user is back with one connection on a living process: rejoined, and the dead process's connections swept.
    const after = await eventually(
      () => watch(),
      (c) => [dj, ...listeners].every((p) => back(c, p)),
      10_000
    )
    log('everyone is back')
    expect(Object.keys(after).sort()).toEqual([dj.uuid, ...listeners.map((l) => l.uuid)].sort())
    const ended = await eventually(
      async () => listeners.map((l) => l.room.state.live?.nowPlaying),
      (np) => np.every((n) => n === null)
    )
    expect(ended).toEqual(listeners.map(() => null))
    const plays = await s.knex('room_plays').where({ roomId: room.id })
    expect(plays.map((p) => [p.song.trackName, p.skipped, p.voteCounts])).toEqual([
      ['through the outage', false, { likes: 5, dislikes: 0, stars: 1 }]
    ])
    expect(new Date(plays[0].endTime).getTime()).toBe(playing.endTime)
    const recent = await s.request('GET', `/api/playlist-service/rooms/${room.slug}/recent-songs`, { token: admin })
    expect(recent.body.data.map((r: any) => r.song.trackName)).toEqual(['through the outage'])
    for (const p of [dj, ...listeners]) {
      // The song started and ended once for everyone; the end reached them within a second of its end time.
      expect(p.played.map((m) => m.playing?.song.trackName ?? null)).toEqual(['through the outage', null])
      expect(p.played[1].sentAt - playing.endTime).toBeGreaterThanOrEqual(0)
      expect(p.played[1].sentAt - playing.endTime).toBeLessThan(1000)
      expect(p.room.state.live).toEqual(listeners[0].room.state.live)
      expect(p.room.state.seq).toBe(listeners[0].room.state.seq)
      // Seq rules: a failed patch would have caused a rejoin of its own; no message applied twice. A change the killed
      // process committed but had not yet published is a gap everyone else closes by one rejoin, with nothing lost.
      const ownRejoins = p.rejoins.filter((reason) => !reason.startsWith('gap'))
      expect(ownRejoins).toEqual(p === dj || cut.includes(p) ? ['reconnect'] : [])
      expect(p.rejoins.length - ownRejoins.length).toBeLessThanOrEqual(1)
      expect(p.seqs.every((seq, i) => i === 0 || seq > p.seqs[i - 1])).toBe(true)
    }

    const purchases = await s.knex('consumable_purchases').where({ accountId: buyer.accountId })
    expect(purchases).toHaveLength(2)
    await expectBalance(s, buyer.accountId, 80)
    expect(await s.knex('live_processes').where({ id: victimId })).toEqual([])
  })

  it("carries a killed process's ttfm-socket bots over to another and on through the song", async () => {
    onTestFailed(() => console.log(output.join('\n')))
    const room = await createRoom(s.knex)
    const djAuth = await s.signIn(['user'], 'primus-dj')
    const dj = await player(djAuth.accessToken, room.uuid)
    const auths = await Promise.all([1, 2, 3, 4, 5].map(() => s.signIn(['user'], 'primus-bot')))
    const bots: TtfmBot[] = []
    for (const auth of auths) bots.push(await TtfmBot.join(topology.url, auth.accessToken, room.uuid))
    const uuidOf = new Map(bots.map((bot, i) => [bot, auths[i].user!.id]))
    await dj.client.live.addDj({ roomUuid: room.uuid, song: song('bots through the outage', 8) })
    for (const bot of bots) await bot.until((st) => st.nowPlaying?.song.trackName === 'bots through the outage')

    // The processes that hold the bots: one that holds some of them (not all) is killed.
    const before = await connections(room.id)
    const processOfBot = (bot: TtfmBot) => before[uuidOf.get(bot)!][0].process
    const held = [...new Set(bots.map(processOfBot))]
    expect(held.length).toBeGreaterThan(1)
    const victimId = held[0]
    const cut = bots.filter((bot) => processOfBot(bot) === victimId)
    const probeRoom = await createRoom(s.knex)
    const admin = (await s.signIn(['user', 'admin'])).accessToken
    // The test before killed one process already.
    const living = topology.processes.filter((p) => p.child.exitCode === null && p.child.signalCode === null)
    const probes = await Promise.all(
      living.map(async (p) => ({ p, probe: await player(admin, probeRoom.uuid, p.url) }))
    )
    const probed = await connections(probeRoom.id)
    const victim = probes.find(({ probe }) =>
      probed[probe.uuid].some((c) => c.socket === probe.client.socket.id && c.process === victimId)
    )!.p
    victim.child.kill('SIGKILL')
    log(`killed ${victim.name}, holding ${cut.length} of ${bots.length} bots`)

    // Each bot of the killed process reconnects through the balancer and is taken back in, its state replaced.
    const back = await eventually(
      () => connections(room.id),
      (c) => bots.every((bot) => c[uuidOf.get(bot)!]?.length === 1 && c[uuidOf.get(bot)!][0].process !== victimId),
      10_000
    )
    expect(bots.every((bot) => back[uuidOf.get(bot)!][0].process !== victimId)).toBe(true)
    log('every bot is back')
    await cut[0].action('voteOnSong', { songVotes: { like: true } })
    for (const bot of bots) await bot.until((st) => st.voteCounts.likes === 1)
    await eventually(
      async () => dj.room.state.live?.voteCounts.likes,
      (likes) => likes === 1
    )
    for (const bot of bots) await bot.until((st) => st.nowPlaying === null, 10_000)
    const rest = await s.request('GET', `/api/room-service/rooms/room-state/${room.slug}`, { token: admin })
    for (const bot of bots) {
      expect(bot.problems).toEqual([])
      expect(bot.state).toEqual(rest.body.state)
      expect(bot.events.includes('reconnect')).toBe(cut.includes(bot))
    }
    const plays = await s.knex('room_plays').where({ roomId: room.id })
    expect(plays.map((p) => [p.song.trackName, p.voteCounts])).toEqual([
      ['bots through the outage', { likes: 1, dislikes: 0, stars: 0 }]
    ])
  })
})

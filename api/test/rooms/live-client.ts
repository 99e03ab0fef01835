import { randomUUID } from 'node:crypto'
import type { Socket } from 'socket.io-client'
import type { Knex } from 'knex'
import jsonpatch, { type Operation } from 'fast-json-patch'
import { afterAll, beforeAll } from 'vitest'
import {
  type CrateSong,
  type JoinRoomResult,
  type LiveActionInput,
  type LiveActionResult,
  type LiveRoomActionName,
  type LiveRoomState,
  type StatefulMessage,
  type StatelessMessage
} from '@spinroom/schemas'
import { createSocketClient, type LiveRoom, type SocketClient } from '@spinroom/client'
import type { Config } from '../../src/configuration.ts'
import { startServer, type TestServer } from '../helpers/server.ts'

/** A socket.io client transport. */
type Transport = 'websocket' | 'polling'

export const song = (trackName: string, duration = 1): CrateSong => ({
  artistName: 'Test Artist',
  trackName,
  duration,
  musicProviders: { youtube: `yt-${trackName}` }
})

/** A room row written directly (room CRUD belongs to another part of the service). */
export async function createRoom(knex: Knex, fields: Record<string, unknown> = {}) {
  const uuid = randomUUID()
  const [room] = await knex('rooms')
    .insert({ uuid, slug: `room-${uuid.slice(0, 8)}`, name: 'Test room', ...fields })
    .returning('*')
  return room as { id: number; uuid: string; slug: string }
}

export async function grantRole(
  knex: Knex,
  roomId: number,
  userUuid: string,
  role: string,
  expirationTime: Date | null = null
) {
  await knex('room_user_roles').insert({ id: randomUUID(), roomId, userUuid, role, expirationTime })
}

/** A new room where a DJ plays a 10-minute song `track` to a fan, each signed in on a live socket. */
export async function playingRoom(s: TestServer, names: [dj: string, fan: string], track: string) {
  const room = await createRoom(s.knex)
  const [djAuth, fanAuth] = [await s.signIn(['user'], names[0]), await s.signIn(['user'], names[1])]
  const [dj, fan] = [await LiveClient.signIn(s.url, djAuth), await LiveClient.signIn(s.url, fanAuth)]
  await dj.join(room.uuid)
  await fan.join(room.uuid)
  await dj.call('addDj', { song: song(track, 600) })
  await fan.until((st) => st.nowPlaying?.song.trackName === track)
  return { room, djAuth, fanAuth, dj, fan }
}

/**
 * A new room with a room moderator and two other users, each signed in on a live socket; `join` puts all three in.
 * `names` are their nicknames' stems, the moderator's first.
 */
export async function moderatedRoom(s: TestServer, names: [string, string, string], { join = true } = {}) {
  const room = await createRoom(s.knex)
  const auths = await Promise.all(names.map((name) => s.signIn(['user'], name)))
  await grantRole(s.knex, room.id, auths[0].user!.id, 'moderator')
  const clients = await Promise.all(auths.map((auth) => LiveClient.signIn(s.url, auth)))
  if (join) for (const c of clients) await c.join(room.uuid)
  return { room, auths, clients }
}

const sockets: Socket[] = []
export const closeClients = () => sockets.splice(0).forEach((socket) => socket.removeAllListeners('disconnect').close())

/** A test file's server: started before its tests and handed to `use`, closed with every live client after them. */
export function withLiveServer(
  use: (server: TestServer) => void,
  config: Partial<Config> = { liveGraceMs: 300 }
): void {
  let server: TestServer
  beforeAll(async () => {
    server = await startServer({ config })
    use(server)
  })
  afterAll(async () => {
    closeClients()
    await server.close()
  })
}

/**
 * A live room client as a player would write it: applies numbered patches in order and notices gaps or failed patches.
 */
export class LiveClient {
  socket: Socket
  client: SocketClient
  service: LiveRoom
  state: LiveRoomState | null = null
  seq = 0
  roomUuid = ''
  /** The signed-in user's (or guest's) uuid. */
  uuid = ''
  readonly seqs: number[] = []
  readonly stateful: StatefulMessage[] = []
  readonly stateless: StatelessMessage[] = []
  readonly problems: string[] = []
  private buffered: StatefulMessage[] = []

  /** `headers` go with the handshake (e.g. X-Forwarded-For, to come from another address). */
  constructor(url: string, headers?: Record<string, string>, transports: Transport[] = ['websocket']) {
    this.client = createSocketClient({
      url,
      io: { transports, forceNew: true, reconnection: false, extraHeaders: headers }
    })
    this.socket = this.client.socket
    sockets.push(this.socket)
    this.service = this.client.live
    this.service.on('statefulMessage', (m: StatefulMessage) => this.onStateful(m))
    this.service.on('statelessMessage', (m: StatelessMessage) => {
      this.stateless.push(m)
      if (m.name !== 'kickedFromRoom') this.count(m.seq)
    })
  }

  static async signIn(
    url: string,
    credentials: { accessToken: string } | 'guest',
    headers?: Record<string, string>,
    transports?: Transport[]
  ) {
    const client = new LiveClient(url, headers, transports)
    const result = await (credentials === 'guest'
      ? client.client.signInAsGuest()
      : client.client.authenticate(credentials.accessToken))
    client.uuid = result.user?.id ?? result.guest?.uuid ?? ''
    return client
  }

  private count(seq: number) {
    if (!this.state) return
    if (seq <= this.seq) return
    if (seq !== this.seq + 1) this.problems.push(`gap: ${this.seq} → ${seq}`)
    this.seq = seq
    this.seqs.push(seq)
  }

  private onStateful(message: StatefulMessage) {
    this.stateful.push(message)
    if (!this.state) return void this.buffered.push(message)
    if (message.name === 'updatedUserData') {
      this.state = jsonpatch.applyPatch(this.state, message.statePatch as Operation[], true, false).newDocument
      return
    }
    if (message.seq <= this.seq) return
    try {
      this.state = jsonpatch.applyPatch(this.state, message.statePatch as Operation[], true, false).newDocument
    } catch (error) {
      this.problems.push(`${message.name} #${message.seq}: ${(error as Error).message}`)
    }
    this.count(message.seq)
  }

  async join(roomUuid: string, extra: Record<string, unknown> = {}): Promise<JoinRoomResult> {
    const result: JoinRoomResult = await this.service.joinRoom({ roomUuid, ...extra })
    this.roomUuid = roomUuid
    this.state = result.state
    this.seq = result.seq
    const waiting = this.buffered.splice(0)
    for (const message of waiting.filter((m) => m.name === 'updatedUserData')) this.onStateful(message)
    for (const message of waiting.filter((m) => m.name !== 'updatedUserData')) this.onStateful(message)
    return result
  }

  call<N extends LiveRoomActionName>(
    method: N,
    data: Omit<LiveActionInput<N>, 'roomUuid'> | Record<string, unknown> = {}
  ): Promise<LiveActionResult<N>> {
    // Tests also send what the schema refuses, to see the refusal: the server checks the input.
    const send = this.service[method] as (input: unknown) => Promise<LiveActionResult<N>>
    return send({ roomUuid: this.roomUuid, ...data })
  }

  /** Resolves when the predicate holds on this client's state (checked on every message). */
  async until(predicate: (state: LiveRoomState) => boolean, timeoutMs = 5000): Promise<LiveRoomState> {
    const started = Date.now()
    while (Date.now() - started < timeoutMs) {
      if (this.state && predicate(this.state)) return this.state
      await new Promise((r) => setTimeout(r, 10))
    }
    throw new Error(`state condition not met within ${timeoutMs} ms; problems: ${this.problems.join('; ')}`)
  }

  async message(
    name: string,
    timeoutMs = 5000
  ): Promise<{ roomUuid: string; seq: number; name: string; params?: any; statePatch?: unknown[]; sentAt: number }> {
    const started = Date.now()
    while (Date.now() - started < timeoutMs) {
      const found = [...this.stateful, ...this.stateless].find((m) => m.name === name)
      if (found) return found
      await new Promise((r) => setTimeout(r, 10))
    }
    throw new Error(`no ${name} within ${timeoutMs} ms`)
  }
}

import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Operation } from 'fast-json-patch'
import type {
  JoinRoom,
  JoinRoomResult,
  LiveRoomMessages,
  LiveRoomState,
  StatefulMessageName,
  StatelessParams
} from '@spinroom/schemas'
import type { CurrentDancefloor } from '@spinroom/schemas'
import { RoomConnection, type DancefloorStore, type RoomTransport } from './room-connection.ts'

const A = '00000000-0000-4000-8000-00000000000a'
const B = '00000000-0000-4000-8000-00000000000b'

// A fixture: only the fields the connection reads; the full state is the server's business.
const stateOf = (roomUuid: string, users: string[] = []) =>
  ({
    settings: { uuid: roomUuid, slug: `slug-${roomUuid.slice(-1)}` },
    allUsers: users.map((uuid) => ({ uuid })),
    allUserData: {},
    djs: [],
    nowPlaying: null,
    voteCounts: { likes: 0, dislikes: 0, stars: 0 }
  }) as unknown as LiveRoomState

/** A socket as the connection sees it: join answers are scripted, messages are pushed by the test. */
class FakeSocket implements RoomTransport {
  joins: JoinRoom[] = []
  leaves: string[] = []
  /** Codes the next joins are refused with, one each, with the seconds to wait the server asks for. */
  refusals: (number | { code: number; retryAfter: number })[] = []
  /** The state and number the next join answers, per room. */
  rooms = new Map<string, { state: LiveRoomState; seq: number }>()
  serverClockAhead = 0
  /** How long a join answer waits after the server read its clock, as on a busy server. */
  answerHeldMs = 0
  private listeners: Record<string, ((message: never) => void)[]> = {}
  private reconnects: (() => void)[] = []

  live: RoomTransport['live'] = {
    joinRoom: async (input) => {
      this.joins.push(input)
      const refusal = this.refusals.shift()
      if (typeof refusal === 'number') throw Object.assign(new Error('Refused for now'), { code: refusal })
      if (refusal)
        throw Object.assign(new Error('Busy'), { code: refusal.code, data: { retryAfter: refusal.retryAfter } })
      const room = this.rooms.get(input.roomUuid)
      if (!room) throw Object.assign(new Error('Room not found'), { code: 404 })
      const answer: JoinRoomResult = {
        roomUuid: input.roomUuid,
        allowedRooms: [input.roomUuid],
        didCreate: false,
        seq: room.seq,
        state: structuredClone(room.state),
        serverTime: Date.now() + this.serverClockAhead
      }
      if (this.answerHeldMs) await new Promise((resolve) => setTimeout(resolve, this.answerHeldMs))
      return answer
    },
    leaveRoom: async ({ roomUuid }) => {
      this.leaves.push(roomUuid)
      return { roomUuid }
    },
    on: (event, listener) => {
      ;(this.listeners[event] ??= []).push(listener as (message: never) => void)
      return () => undefined
    }
  }

  onReconnect(listener: () => void) {
    this.reconnects.push(listener)
    return () => undefined
  }

  private send<E extends keyof LiveRoomMessages>(event: E, message: LiveRoomMessages[E]) {
    for (const listener of this.listeners[event] ?? []) (listener as (m: LiveRoomMessages[E]) => void)(message)
  }

  stateful(roomUuid: string, seq: number, name: StatefulMessageName, statePatch: Operation[]) {
    this.send('statefulMessage', { roomUuid, seq, name, statePatch, sentAt: Date.now() + this.serverClockAhead })
  }

  stateless<N extends keyof StatelessParams>(roomUuid: string, seq: number, name: N, params: StatelessParams[N]) {
    this.send('statelessMessage', {
      roomUuid,
      seq,
      name,
      params,
      sentAt: Date.now() + this.serverClockAhead
    } as LiveRoomMessages['statelessMessage'])
  }

  reconnect() {
    this.reconnects.forEach((listener) => listener())
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const joinUser = (uuid: string): Operation[] => [{ op: 'add', path: '/allUsers/-', value: { uuid } }]
const users = (room: RoomConnection) => room.state.live?.allUsers.map((u) => u.uuid)

async function joined(roomUuid = A, seq = 5) {
  const socket = new FakeSocket()
  socket.rooms.set(roomUuid, { state: stateOf(roomUuid, ['me']), seq })
  const room = new RoomConnection(socket, { resetDelayMs: () => 10 })
  await room.join(roomUuid)
  return { socket, room }
}

afterEach(() => vi.useRealTimers())

describe('the room connection', () => {
  it('applies patches in seq order, drops what the state already includes and fills allUserData', async () => {
    const { socket, room } = await joined()
    expect(room.state).toMatchObject({ status: 'joined', roomUuid: A, slug: 'slug-a', seq: 5 })
    socket.stateful(A, 5, 'userJoined', joinUser('stale'))
    socket.stateful(A, 6, 'userJoined', joinUser('u6'))
    socket.stateful(A, 6, 'userJoined', joinUser('u6-again'))
    socket.stateful(A, 6, 'updatedUserData', [{ op: 'add', path: '/allUserData/me', value: { songVotes: {} } }])
    socket.stateful(A, 7, 'userJoined', joinUser('u7'))
    expect(users(room)).toEqual(['me', 'u6', 'u7'])
    expect(room.state.live?.allUserData).toEqual({ me: { songVotes: {} } })
    expect(room.state.seq).toBe(7)
    expect(socket.joins).toHaveLength(1)
  })

  it('keeps what arrives during the join and applies only what follows the answer', async () => {
    const socket = new FakeSocket()
    socket.rooms.set(A, { state: stateOf(A, ['me']), seq: 3 })
    const room = new RoomConnection(socket)
    const joining = room.join(A)
    socket.stateful(A, 4, 'userJoined', joinUser('u4'))
    socket.stateful(A, 3, 'userJoined', joinUser('included'))
    socket.stateful(A, 3, 'updatedUserData', [{ op: 'add', path: '/allUserData/me', value: {} }])
    await joining
    expect(users(room)).toEqual(['me', 'u4'])
    expect(room.state.live?.allUserData).toEqual({ me: {} })
  })

  it('rejoins to fetch the state again after a gap', async () => {
    const { socket, room } = await joined()
    const reasons: string[] = []
    room.on('rejoin', (reason) => reasons.push(reason))
    socket.rooms.set(A, { state: stateOf(A, ['me', 'u6', 'u7', 'u8']), seq: 8 })
    socket.stateful(A, 8, 'userJoined', joinUser('u8'))
    await settle()
    expect(reasons).toEqual(['gap: 5 → 8'])
    expect(socket.joins).toHaveLength(2)
    expect(room.state).toMatchObject({ status: 'joined', seq: 8 })
    expect(users(room)).toEqual(['me', 'u6', 'u7', 'u8'])
  })

  it('rejoins when a patch fails to apply', async () => {
    const { socket, room } = await joined()
    socket.rooms.set(A, { state: stateOf(A, ['me', 'u6']), seq: 6 })
    socket.stateful(A, 6, 'removedDj', [{ op: 'replace', path: '/djs/3/nextSong', value: null }])
    await settle()
    expect(socket.joins).toHaveLength(2)
    expect(room.state).toMatchObject({ status: 'joined', seq: 6 })
  })

  it('leaves on a kick, stores why and until when, and does not rejoin on reconnect', async () => {
    const { socket, room } = await joined()
    const kicks: unknown[] = []
    room.on('kicked', (kick) => kicks.push(kick))
    const kick = { roomUuid: A, userUuid: 'me', role: 'kicked' as const, expirationTime: '2030-01-01T00:00:00.000Z' }
    socket.stateless(A, 5, 'kickedFromRoom', kick)
    expect(room.state).toMatchObject({ status: 'kicked', roomUuid: null, live: null, kicked: kick })
    expect(kicks).toEqual([kick])
    socket.reconnect()
    socket.stateful(A, 6, 'userJoined', joinUser('u6'))
    await settle()
    expect(socket.joins).toHaveLength(1)
    expect(room.state.live).toBeNull()
  })

  it('clears the state on a room reset and rejoins after a random delay under 2 seconds', async () => {
    vi.useFakeTimers()
    const socket = new FakeSocket()
    socket.rooms.set(A, { state: stateOf(A, ['me']), seq: 5 })
    const room = new RoomConnection(socket)
    await room.join(A)
    socket.rooms.set(A, { state: stateOf(A, []), seq: 0 })
    socket.stateless(A, 6, 'roomReset', {})
    expect(room.state).toMatchObject({ status: 'joining', roomUuid: A, live: null })
    expect(socket.joins).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(2000)
    expect(socket.joins).toHaveLength(2)
    expect(room.state).toMatchObject({ status: 'joined', seq: 0 })
  })

  it('rejoins when the socket reconnects, even with a join under way', async () => {
    const { socket, room } = await joined()
    socket.rooms.set(A, { state: stateOf(A, ['me', 'u9']), seq: 9 })
    socket.reconnect()
    socket.reconnect()
    await settle()
    expect(socket.joins).toHaveLength(3)
    expect(room.state).toMatchObject({ status: 'joined', seq: 9 })
    expect(users(room)).toEqual(['me', 'u9'])
  })

  it('tries a rejoin refused for now (503, 429) again after a while, and gives up on one refused for good', async () => {
    const socket = new FakeSocket()
    socket.rooms.set(A, { state: stateOf(A, ['me']), seq: 5 })
    const asked: (number | undefined)[] = []
    const room = new RoomConnection(socket, { retryDelayMs: (retryAfterMs) => (asked.push(retryAfterMs), 5) })
    await room.join(A)
    socket.refusals.push({ code: 503, retryAfter: 2 }, 429)
    socket.reconnect()
    await vi.waitFor(() => expect(socket.joins).toHaveLength(4))
    await vi.waitFor(() => expect(room.state).toMatchObject({ status: 'joined', seq: 5, error: null }))
    // The server's wait, when it gives one, is what the delay starts from.
    expect(asked).toEqual([2000, undefined])
    socket.refusals.push(403)
    socket.reconnect()
    await vi.waitFor(() => expect(room.state.status).toBe('failed'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(socket.joins).toHaveLength(5)
  })

  it('tries a first join refused for now again, and lets the refusal stand after five tries', async () => {
    const socket = new FakeSocket()
    socket.rooms.set(A, { state: stateOf(A, ['me']), seq: 3 })
    const asked: (number | undefined)[] = []
    const room = new RoomConnection(socket, { retryDelayMs: (retryAfterMs) => (asked.push(retryAfterMs), 5) })
    socket.refusals.push({ code: 503, retryAfter: 2 }, 429)
    await expect(room.join(A)).resolves.toMatchObject({ seq: 3 })
    expect(socket.joins).toHaveLength(3)
    expect(asked).toEqual([2000, undefined])
    expect(room.state).toMatchObject({ status: 'joined', seq: 3, error: null })
    socket.refusals.push(503, 503, 503, 503, 503)
    await expect(room.join(B)).rejects.toMatchObject({ code: 503 })
    expect(socket.joins).toHaveLength(8)
    expect(room.state).toMatchObject({ status: 'idle', roomUuid: null })
  })

  it('does not try again a first join refused for good', async () => {
    const socket = new FakeSocket()
    socket.rooms.set(A, { state: stateOf(A, ['me']), seq: 3 })
    const room = new RoomConnection(socket, { retryDelayMs: () => 5 })
    socket.refusals.push(403)
    await expect(room.join(A)).rejects.toMatchObject({ code: 403 })
    expect(socket.joins).toHaveLength(1)
  })

  it('leaves the previous room on joining another and ignores its messages', async () => {
    const { socket, room } = await joined(A)
    socket.rooms.set(B, { state: stateOf(B, ['me']), seq: 2 })
    await room.join(B)
    expect(socket.leaves).toEqual([A])
    socket.stateful(A, 6, 'userJoined', joinUser('from-a'))
    expect(room.state).toMatchObject({ roomUuid: B, slug: 'slug-b', seq: 2 })
    expect(users(room)).toEqual(['me'])
    await room.leave()
    expect(socket.leaves).toEqual([A, B])
    expect(room.state).toMatchObject({ status: 'idle', roomUuid: null, live: null })
  })

  it('reports played songs, refreshes the slug on a settings update and keeps the server clock offset', async () => {
    const socket = new FakeSocket()
    socket.serverClockAhead = 60_000
    socket.rooms.set(A, { state: stateOf(A, ['me']), seq: 1 })
    const room = new RoomConnection(socket)
    await room.join(A)
    expect(Math.abs(room.state.clockOffsetMs - 60_000)).toBeLessThan(1000)
    const played: unknown[] = []
    room.on('playedSong', (song) => played.push(song))
    const nowPlaying = { song: { trackName: 'One', duration: 100 }, startTime: 0, endTime: room.serverNow() + 40_000 }
    socket.stateful(A, 2, 'playedSong', [{ op: 'replace', path: '/nowPlaying', value: nowPlaying }])
    expect(played).toEqual([nowPlaying])
    expect(room.state.recentSongs).toEqual([nowPlaying])
    expect(room.playbackPosition()).toBeCloseTo(60, 0)
    socket.stateful(A, 3, 'updatedRoomSettings', [{ op: 'replace', path: '/settings/slug', value: 'renamed' }])
    expect(room.state.slug).toBe('renamed')
  })

  it('corrects a clock offset from a join answer held up on its way back by the next message sent', async () => {
    const socket = new FakeSocket()
    socket.serverClockAhead = 60_000
    socket.answerHeldMs = 600
    socket.rooms.set(A, { state: stateOf(A, ['me']), seq: 1 })
    const room = new RoomConnection(socket)
    await room.join(A)
    // Halfway through a round trip whose server half came first: 300 ms short.
    expect(room.state.clockOffsetMs).toBeLessThan(59_800)
    socket.stateful(A, 2, 'updatedRoomSettings', [{ op: 'replace', path: '/settings/slug', value: 'renamed' }])
    expect(Math.abs(room.state.clockOffsetMs - 60_000)).toBeLessThan(50)
    // An older message says nothing new.
    socket.serverClockAhead = 55_000
    socket.stateful(A, 3, 'updatedRoomSettings', [{ op: 'replace', path: '/settings/slug', value: 'again' }])
    expect(Math.abs(room.state.clockOffsetMs - 60_000)).toBeLessThan(50)
  })

  it('keeps the room it is in as currentDancefloor: slug, password, error, lastConnection (seed 002 §3)', async () => {
    let kept: CurrentDancefloor | null = null
    const store: DancefloorStore = { read: () => kept, write: (value) => void (kept = value) }
    const socket = new FakeSocket()
    socket.rooms.set(A, { state: stateOf(A, ['me']), seq: 1 })
    const room = new RoomConnection(socket, { store })
    const before = Date.now()
    await room.join(A, { password: 'secret' })
    expect(kept).toEqual({ slug: 'slug-a', password: 'secret', error: null, lastConnection: expect.any(Number) })
    expect(kept!.lastConnection).toBeGreaterThanOrEqual(before)

    socket.stateful(A, 2, 'updatedRoomSettings', [{ op: 'replace', path: '/settings/slug', value: 'renamed' }])
    expect(kept).toMatchObject({ slug: 'renamed', password: 'secret' })

    socket.rooms.delete(A)
    socket.reconnect()
    await settle()
    expect(kept).toMatchObject({ slug: 'renamed', password: 'secret', error: 'Room not found' })

    await expect(room.join(B, { guestPassword: 'guests' })).rejects.toThrow('Room not found')
    expect(kept).toEqual({ slug: null, password: null, error: 'Room not found', lastConnection: null })
    socket.rooms.set(B, { state: stateOf(B, ['me']), seq: 1 })
    await room.join(B, { guestPassword: 'guests' })
    expect(kept).toMatchObject({ slug: 'slug-b', password: 'guests', error: null })
    socket.stateless(B, 2, 'kickedFromRoom', { roomUuid: B, userUuid: 'me', role: 'kicked' })
    expect(kept).toBeNull()

    socket.rooms.set(A, { state: stateOf(A, ['me']), seq: 1 })
    await room.join(A)
    expect(kept).toMatchObject({ slug: 'slug-a', password: null })
    await room.leave()
    expect(kept).toBeNull()
  })
})

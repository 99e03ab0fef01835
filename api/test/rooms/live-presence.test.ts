import { describe, expect, it } from 'vitest'
import type { LiveRoomState } from '@spinroom/schemas'
import { RoomConnection } from '@spinroom/client'
import type { TestServer } from '../helpers/server.ts'
import { eventually } from '../helpers/wait.ts'
import { LiveClient, createRoom, withLiveServer } from './live-client.ts'

const R = '/api/room-service'
// Wide enough that joins sent together land in one window on a loaded machine.
const WINDOW_MS = 600
let s: TestServer

withLiveServer((server) => (s = server), { liveGraceMs: 300, livePresenceWindowMs: WINDOW_MS })

const guests = (count: number) => Promise.all(Array.from({ length: count }, () => LiveClient.signIn(s.url, 'guest')))
const crowdOf = (state: LiveRoomState) => ({
  allUsers: [...state.allUsers].sort((a, b) => a.uuid.localeCompare(b.uuid)),
  floorUsers: [...state.floorUsers].sort(),
  audienceUsers: [...state.audienceUsers].sort(),
  allUserData: state.allUserData
})
/** The room as the REST API reads it from the database: its number and who is in it. */
const stored = async (roomUuid: string) => {
  const { token } = await s.member(['user'])
  const { body } = await s.request('GET', `${R}/rooms/room-state/${roomUuid}`, { token })
  return { seq: body.seq as number, crowd: crowdOf(body.state) }
}
const presence = (client: LiveClient) => client.stateful.filter((m) => m.name === 'userJoined' || m.name === 'userLeft')

describe('coalesced presence', { timeout: 90_000 }, () => {
  it('joins within the window reach those already in as one numbered patch, and every joiner the same state', async () => {
    const room = await createRoom(s.knex)
    const residents = await guests(2)
    for (const resident of residents) await resident.join(room.uuid)
    const before = residents[0].seq
    const seenBefore = residents.map((resident) => presence(resident).length)
    // One joiner on long polling: its answer is the string socket.io would send, the others' a frame sharing the state.
    const storm = [...(await guests(11)), await LiveClient.signIn(s.url, 'guest', undefined, ['polling'])]
    const answers = await Promise.all(storm.map((client) => client.join(room.uuid)))
    expect(new Set(answers.map((a) => JSON.stringify(crowdOf(a.state))))).toHaveProperty('size', 1)

    expect(new Set(answers.map((a) => a.seq))).toEqual(new Set([before + 1]))
    expect(answers.filter((a) => a.didCreate)).toEqual([])
    const all = [...residents, ...storm]
    for (const client of all) await client.until((st) => st.allUsers.length === 14)
    for (const [i, resident] of residents.entries()) {
      const patches = presence(resident).slice(seenBefore[i])
      expect(patches.map((m) => [m.name, m.seq])).toEqual([['userJoined', before + 1]])
      expect(patches[0].statePatch.filter((op) => op.path.startsWith('/allUserData/'))).toHaveLength(12)
      expect(resident.seq).toBe(before + 1)
    }
    const room_ = await stored(room.uuid)
    expect(room_.seq).toBe(before + 1)
    for (const client of all) {
      expect(client.problems).toEqual([])
      expect(crowdOf(client.state!)).toEqual(room_.crowd)
    }
  })

  it('a client that rejoins during a storm gets a consistent state, and numbers go on without a gap', async () => {
    const room = await createRoom(s.knex)
    const [resident, other] = await guests(2)
    await resident.join(room.uuid)
    // The player's own connection, whose rejoin rules (buffer while fetching, drop what the state includes) apply.
    const rejoiner = new RoomConnection(other.client)
    await rejoiner.join(room.uuid)
    const storm = await guests(8)
    const joins = storm.map((client) => client.join(room.uuid))
    const again = await rejoiner.join(room.uuid)
    await Promise.all(joins)
    // The rejoin is in the storm's window or the next one: either way its answer is a state the numbers follow.
    expect(again.seq).toBeGreaterThan(2)
    const later = await guests(3)
    await Promise.all(later.map((client) => client.join(room.uuid)))
    const room_ = await stored(room.uuid)
    for (const client of [resident, ...storm, ...later]) {
      await client.until((st) => st.allUsers.length === 13)
      expect(client.problems).toEqual([])
      expect(client.seq).toBe(room_.seq)
      expect(crowdOf(client.state!)).toEqual(room_.crowd)
    }
    await eventually(
      async () => rejoiner.state,
      (st) => st.seq === room_.seq
    )
    expect(crowdOf(rejoiner.state.live!)).toEqual(room_.crowd)
    expect(rejoiner.state.status).toBe('joined')
    expect(room_.crowd.allUsers.filter((u) => u.uuid === other.uuid)).toHaveLength(1)
    // Those in all along saw every number once, in order.
    const numbers = resident.seqs
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => numbers[0] + i))
    rejoiner.close()
  })

  it('leaves within the window go out as one userLeft patch', async () => {
    const room = await createRoom(s.knex)
    const [resident] = await guests(1)
    await resident.join(room.uuid)
    const crowd = await guests(6)
    await Promise.all(crowd.map((client) => client.join(room.uuid)))
    await resident.until((st) => st.allUsers.length === 7)
    const seq = resident.seq
    await Promise.all(crowd.map((client) => client.call('leaveRoom')))

    await resident.until((st) => st.allUsers.length === 1)
    expect(
      presence(resident)
        .filter((m) => m.seq > seq)
        .map((m) => [m.name, m.seq])
    ).toEqual([['userLeft', seq + 1]])
    expect(resident.problems).toEqual([])
    const room_ = await stored(room.uuid)
    expect(room_).toEqual({ seq: seq + 1, crowd: crowdOf(resident.state!) })
  })

  it('a full room refuses only the joins of the window beyond its size', async () => {
    const room = await createRoom(s.knex, { roomSize: 4 })
    const residents = await guests(2)
    for (const resident of residents) await resident.join(room.uuid)
    const storm = await guests(5)
    const results = await Promise.allSettled(storm.map((client) => client.join(room.uuid)))

    const refused = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason)
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2)
    expect(refused).toHaveLength(3)
    for (const error of refused) expect(error).toMatchObject({ code: 403, message: 'Room is full' })
    await residents[0].until((st) => st.allUsers.length === 4)
    const room_ = await stored(room.uuid)
    expect(room_.crowd.allUsers).toHaveLength(4)
    expect(crowdOf(residents[0].state!)).toEqual(room_.crowd)
    expect(residents[0].problems).toEqual([])
  })
})

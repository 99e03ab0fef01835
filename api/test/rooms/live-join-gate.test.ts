import { describe, expect, it } from 'vitest'
import { defaultSocketLimits } from '../../src/lib/rate-limit-settings.ts'
import type { RealTimeConnection } from '@feathersjs/feathers'
import type { Caller } from '../../src/caller.ts'
import { joinRoom } from '../../src/services/rooms/live/presence.ts'
import { registerSocket } from '../../src/services/rooms/live/sockets.ts'
import type { TestServer } from '../helpers/server.ts'
import { LiveClient, createRoom, withLiveServer } from './live-client.ts'

const R = '/api/room-service'
// More joins at once than the gate runs (64): each socket runs its joins of every room together.
const LISTENERS = 24
const ROOMS = 4
let s: TestServer

withLiveServer((server) => (s = server), {
  liveGraceMs: 300,
  socketLimits: { ...defaultSocketLimits(false), atOnce: ROOMS }
})

describe('the join gate', { timeout: 90_000 }, () => {
  it('lets a flood of joins in, past the 64 it runs at once: every one is answered with its room', async () => {
    const rooms = await Promise.all(Array.from({ length: ROOMS }, () => createRoom(s.knex)))
    const listeners = await Promise.all(Array.from({ length: LISTENERS }, () => LiveClient.signIn(s.url, 'guest')))
    const joins = listeners.flatMap((listener) =>
      rooms.map(async (room) => ({ room, answer: await listener.service.joinRoom({ roomUuid: room.uuid }) }))
    )
    const answers = await Promise.all(joins)
    expect(answers.filter(({ room, answer }) => answer.roomUuid !== room.uuid)).toEqual([])
    expect(answers.filter(({ answer }) => answer.state.settings.uuid !== answer.roomUuid)).toEqual([])
    const { token } = await s.member(['user'])
    for (const room of rooms) {
      const { body } = await s.request('GET', `${R}/rooms/room-state/${room.uuid}`, { token })
      const inRoom: string[] = body.state.allUsers.map((user: { uuid: string }) => user.uuid)
      expect(inRoom.sort()).toEqual(listeners.map((listener) => listener.uuid).sort())
    }
  })

  it('joins to one room in flight together read the room, its settings and its guest kicks once for all of them', async () => {
    const room = await createRoom(s.knex)
    const listeners = await Promise.all(Array.from({ length: LISTENERS }, () => LiveClient.signIn(s.url, 'guest')))
    const reads = { room: 0, roles: 0, kicks: 0 }
    const count = ({ sql }: { sql: string }) => {
      if (sql.startsWith('select * from "rooms" where "uuid"')) reads.room++
      if (sql.startsWith('select "guestUuid", "address" from "room_guest_kicks"')) reads.kicks++
      if (sql.startsWith('select * from "room_user_roles"') && sql.includes('"roomId" in')) reads.roles++
    }
    s.knex.on('query', count)
    try {
      const answers = await Promise.all(listeners.map((l) => l.service.joinRoom({ roomUuid: room.uuid })))
      expect(answers.map((a) => a.roomUuid)).toEqual(listeners.map(() => room.uuid))
    } finally {
      s.knex.off('query', count)
    }
    expect(reads.room).toBeGreaterThan(0)
    expect(reads.room).toBeLessThan(LISTENERS / 2)
    expect(reads.roles).toBeLessThan(LISTENERS / 2)
    expect(reads.kicks).toBeGreaterThan(0)
    expect(reads.kicks).toBeLessThan(LISTENERS / 2)
  })

  it('skips a join whose connection closed while it waited its turn, so it leaves no one behind in the room', async () => {
    const room = await createRoom(s.knex)
    const guest = await LiveClient.signIn(s.url, 'guest')
    const connection: RealTimeConnection = { provider: 'socketio' }
    registerSocket(connection, { id: 'gone', connected: false, join: () => undefined, leave: () => undefined })
    const caller: Caller = { type: 'guest', id: guest.uuid, roles: [], expiresAt: null }
    await expect(joinRoom(s.app, { roomUuid: room.uuid }, caller, connection, undefined)).rejects.toMatchObject({
      code: 400,
      message: 'The connection closed before its join came up'
    })
    const { token } = await s.member(['user'])
    const { body } = await s.request('GET', `${R}/rooms/room-state/${room.uuid}`, { token })
    expect(body.state.allUsers).toEqual([])
  })
})

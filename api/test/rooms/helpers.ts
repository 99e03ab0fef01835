import { randomUUID } from 'node:crypto'
import type { RealTimeConnection } from '@feathersjs/feathers'
import { io, type Socket } from 'socket.io-client'
import type { TestServer } from '../helpers/server.ts'
import { joinChannel, roomChannel } from '../../src/channels.ts'
export const R = '/api/room-service'

/** Creates a room through the API as `token`'s user. */
export async function createRoom(s: TestServer, token: string, body: Record<string, unknown>) {
  const res = await s.request('POST', `${R}/rooms/infrastructure`, { token, body })
  if (res.status !== 201) throw new Error(`room creation failed: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body
}

/** Writes a live state as the live room would: who is in the room and what plays. */
export const setLive = (s: TestServer, roomId: number, users: string[], song: Record<string, unknown> | null = null) =>
  s
    .knex('room_live_state')
    .insert({
      roomId,
      seq: 1,
      version: 1,
      state: JSON.stringify({
        djs: song ? [{ uuid: users[0] }] : [],
        nowPlaying: song ? { song, startTime: 0, endTime: 1 } : null
      }),
      crowd: JSON.stringify({ allUsers: users.map((uuid) => ({ uuid })) })
    })
    .onConflict('roomId')
    .merge()

let rooms = 0

/** Inserts a room directly (the rooms endpoints are not under test here). */
export async function insertRoom(s: TestServer, fields: Record<string, unknown> = {}) {
  const n = ++rooms
  const [room] = await s
    .knex('rooms')
    .insert({ uuid: randomUUID(), slug: `room-${n}-${Date.now()}`, name: `Room ${n}`, ...fields })
    .returning('*')
  return room as { id: number; uuid: string; slug: string; name: string }
}

/** Gives a user a role directly. */
export const insertRole = (
  s: TestServer,
  roomId: number,
  userUuid: string,
  role: string,
  expirationTime: Date | null = null
) => s.knex('room_user_roles').insert({ id: randomUUID(), roomId, userUuid, role, expirationTime })

/**
 * A socket.io client that the server puts in the room's live channel as it connects, recording the room-role events it
 * receives.
 */
export async function roomListener(s: TestServer, roomUuid: string) {
  const join = (connection: RealTimeConnection) => joinChannel(s.app, roomChannel(roomUuid), connection)
  s.app.once('connection', join)
  const socket: Socket = io(s.url, { transports: ['websocket'], forceNew: true })
  const events: { event: string; data: any }[] = []
  for (const event of ['created', 'patched', 'removed'])
    socket.on(`api/room-service/room-user-role-records ${event}`, (data: unknown) => events.push({ event, data }))
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
  return { events, close: () => socket.close() }
}

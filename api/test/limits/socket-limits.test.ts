import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { routes } from '@spinroom/schemas'
import { defaultSocketLimits, socketLimitSettings } from '../../src/lib/rate-limit-settings.ts'
import type { TestServer } from '../helpers/server.ts'
import { LiveClient, createRoom, withLiveServer } from '../rooms/live-client.ts'

let s: TestServer
withLiveServer((server) => (s = server))

describe('the limits of one socket.io connection', { timeout: 60_000 }, () => {
  it('reads SOCKET_CALLS_IN_FLIGHT and RATE_LIMIT_SOCKET_CALLS, refusing values that are not sizes', () => {
    expect(socketLimitSettings({})).toEqual(defaultSocketLimits)
    expect(socketLimitSettings({ SOCKET_CALLS_IN_FLIGHT: '8', RATE_LIMIT_SOCKET_CALLS: '50/10s' })).toEqual({
      inFlight: 8,
      calls: { points: 50, seconds: 10 }
    })
    expect(() => socketLimitSettings({ SOCKET_CALLS_IN_FLIGHT: '0' })).toThrow(/^SOCKET_CALLS_IN_FLIGHT: /)
    expect(() => socketLimitSettings({ SOCKET_CALLS_IN_FLIGHT: 'many' })).toThrow(/^SOCKET_CALLS_IN_FLIGHT: /)
    expect(() => socketLimitSettings({ RATE_LIMIT_SOCKET_CALLS: '50' })).toThrow(/^RATE_LIMIT_SOCKET_CALLS: /)
  })

  it('serves a player that fires a screen of calls at once and acts in its room meanwhile, refusing none', async () => {
    const room = await createRoom(s.knex)
    const player = await LiveClient.signIn(s.url, await s.signIn(['user'], 'player'))
    await player.join(room.uuid)
    const screen = Array.from({ length: 24 }, () => player.client.call(routes.rooms.listPublicRooms, { query: {} }))
    const actions = [
      player.call('sendChatMessage', { uuid: randomUUID(), message: 'hello' }),
      player.call('voteOnSong', { songVotes: { like: true } }).catch((error: { code: number }) => error),
      player.call('chatHistory', {})
    ]
    const outcomes = await Promise.allSettled([...screen, ...actions])
    const refusals = outcomes.filter((o) => (o.status === 'rejected' ? o.reason : o.value)?.code === 429)
    expect(refusals).toEqual([])
    expect(outcomes.slice(0, screen.length + 1).every((o) => o.status === 'fulfilled')).toBe(true)
    expect(await s.knex('room_chat_messages').where({ roomId: room.id })).toHaveLength(1)
  })
})

import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { bases, routes } from '@spinroom/schemas'
import type { AnyService, HookContext } from '../../src/declarations.ts'
import { defaultSocketLimits, socketLimitSettings } from '../../src/lib/rate-limit-settings.ts'
import { serviceAt } from '../../src/lib/service-at.ts'
import { sleep } from '../helpers/wait.ts'
import type { TestServer } from '../helpers/server.ts'
import { LiveClient, createRoom, withLiveServer } from '../rooms/live-client.ts'

let s: TestServer
// PostgreSQL's defaults, a few calls of a connection at once, whichever database the tests run on.
withLiveServer((server) => (s = server), { liveGraceMs: 300, socketLimits: defaultSocketLimits(false) })

describe('the limits of one socket.io connection', { timeout: 60_000 }, () => {
  it('reads SOCKET_CALLS_IN_FLIGHT, SOCKET_CALLS_AT_ONCE and RATE_LIMIT_SOCKET_CALLS, refusing what is no size', () => {
    expect(socketLimitSettings({})).toEqual(defaultSocketLimits(true))
    // On the embedded database one call of a connection runs at a time; beside PostgreSQL's connections, a few.
    expect([socketLimitSettings({}).atOnce, socketLimitSettings({ DATABASE_URL: 'postgres://db/x' }).atOnce]).toEqual([
      1, 4
    ])
    const env = { SOCKET_CALLS_IN_FLIGHT: '8', SOCKET_CALLS_AT_ONCE: '2', RATE_LIMIT_SOCKET_CALLS: '50/10s' }
    expect(socketLimitSettings(env)).toEqual({ inFlight: 8, atOnce: 2, calls: { points: 50, seconds: 10 } })
    expect(() => socketLimitSettings({ SOCKET_CALLS_IN_FLIGHT: '0' })).toThrow(/^SOCKET_CALLS_IN_FLIGHT: /)
    expect(() => socketLimitSettings({ SOCKET_CALLS_AT_ONCE: '-1' })).toThrow(/^SOCKET_CALLS_AT_ONCE: /)
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

  it('runs the calls of one connection a few at a time, and the calls of another beside them', async () => {
    let running = 0
    let most = 0
    const slow = async (_context: HookContext, next: () => Promise<void>) => {
      most = Math.max(most, ++running)
      await sleep(20)
      await next()
      running--
    }
    serviceAt<AnyService>(s.app, bases.songs.base.slice(1)).hooks({ around: { find: [slow] } })
    const [one, other] = [await LiveClient.signIn(s.url, 'guest'), await LiveClient.signIn(s.url, 'guest')]
    const hellos = (client: LiveClient, count: number) =>
      Array.from({ length: count }, () => client.client.call(routes.songs.hello))
    const answers = await Promise.all([...hellos(one, 30), ...hellos(other, 2)])
    expect(answers.every((answer) => answer.service === 'song-service')).toBe(true)
    expect(most).toBe(defaultSocketLimits(false).atOnce + 2)
  })
})

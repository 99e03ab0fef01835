// The join gate's limits as settings: LIVE_JOINS_AT_ONCE joins run together, LIVE_JOINS_WAITING wait their turn, and
// the next is refused for now with the seconds to wait.
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/configuration.ts'
import { SERVER_BUSY } from '../../src/lib/gate.ts'
import type { TestServer } from '../helpers/server.ts'
import { LiveClient, createRoom, withLiveServer } from './live-client.ts'

const R = '/api/room-service'
let s: TestServer

withLiveServer((server) => (s = server), { liveJoins: { atOnce: 1, waiting: 1 } })

describe('LIVE_JOINS_AT_ONCE and LIVE_JOINS_WAITING', { timeout: 60_000 }, () => {
  it('are 64 and 10,000 when unset; whole numbers in their range; anything else stops the start, naming it', () => {
    expect(loadConfig({}).liveJoins).toEqual({ atOnce: 64, waiting: 10_000 })
    expect(loadConfig({ LIVE_JOINS_AT_ONCE: '16', LIVE_JOINS_WAITING: '0' }).liveJoins).toEqual({
      atOnce: 16,
      waiting: 0
    })
    for (const wrong of ['0', '10001', '-1', '2.5', 'lots', '8\0'])
      expect(() => loadConfig({ LIVE_JOINS_AT_ONCE: wrong })).toThrow(
        `LIVE_JOINS_AT_ONCE must be a number of joins from 1 to 10000, such as 64: got '${wrong}'`
      )
    expect(() => loadConfig({ LIVE_JOINS_WAITING: 'x' })).toThrow(
      `LIVE_JOINS_WAITING must be a number of joins from 0 to 1000000, such as 10000: got 'x'`
    )
  })

  it('past the joins running and waiting, a join is refused for now (503, retryAfter) and changes nothing', async () => {
    const room = await createRoom(s.knex)
    const listeners = await Promise.all(Array.from({ length: 16 }, () => LiveClient.signIn(s.url, 'guest')))
    const outcomes = await Promise.allSettled(listeners.map((l) => l.service.joinRoom({ roomUuid: room.uuid })))
    const refused = outcomes.flatMap((o, i) =>
      o.status === 'rejected' ? [{ error: o.reason, who: listeners[i] }] : []
    )
    const joined = outcomes.flatMap((o, i) => (o.status === 'fulfilled' ? [listeners[i].uuid] : []))
    expect(joined.length).toBeGreaterThanOrEqual(2)
    expect(refused.length).toBeGreaterThan(0)
    for (const { error } of refused)
      expect(error).toMatchObject({ code: 503, message: SERVER_BUSY, data: { retryAfter: 2 } })
    const { token } = await s.member(['user'])
    const { body } = await s.request('GET', `${R}/rooms/room-state/${room.uuid}`, { token })
    expect(body.state.allUsers.map((u: { uuid: string }) => u.uuid).sort()).toEqual(joined.sort())
    // Refused for now, not for good: the same listener gets in once the crowd has passed.
    const again = await refused[0].who.service.joinRoom({ roomUuid: room.uuid })
    expect(again.roomUuid).toBe(room.uuid)
  })
})

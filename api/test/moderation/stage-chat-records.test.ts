import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { TestServer } from '../helpers/server.ts'
import { LiveClient, createRoom, grantRole, song, withLiveServer } from '../rooms/live-client.ts'

const R = '/api/room-service'
let s: TestServer

withLiveServer((server) => (s = server))

const recordsOf = (targetUserUuid: string) =>
  s.knex('moderation_actions').where({ targetUserUuid }).orderBy('createdAt', 'asc')

/** A room, its moderator (room role) and two users, all signed in over socket.io and in the room. */
async function roomWithModerator(tag: string) {
  const room = await createRoom(s.knex, { numberOfDjs: 3 })
  const auths = [
    await s.signIn(['user'], `${tag}-mod`),
    await s.signIn(['user'], `${tag}-one`),
    await s.signIn(['user'], `${tag}-two`)
  ]
  await grantRole(s.knex, room.id, auths[0].user!.id, 'moderator')
  const [mod, one, two] = await Promise.all(auths.map((auth) => LiveClient.signIn(s.url, auth)))
  for (const c of [mod, one, two]) await c.join(room.uuid)
  return { room, modAuth: auths[0], mod, one, two }
}

describe('a moderator removing a DJ and clearing the chat is recorded', { timeout: 90_000 }, () => {
  it("records a moderator's removal of another DJ (now or after the song), not a DJ stepping down", async () => {
    const { room, modAuth, mod, one, two } = await roomWithModerator('stage')
    await one.call('addDj', { song: song('first', 600) })
    await two.call('addDj', { song: song('second', 600) })
    await mod.until((st) => st.nowPlaying?.song.trackName === 'first' && st.djs.length === 2)
    await mod.call('removeDj', { djUuid: two.uuid, reason: 'not their turn' })
    await mod.until((st) => st.djs.length === 1)
    await mod.call('removeDj', { djUuid: one.uuid, afterSong: true })
    await expect(one.call('removeDj', { djUuid: mod.uuid })).rejects.toMatchObject({ code: 403 })
    await two.call('addDj', { song: song('third', 600) })
    await two.call('removeDj', {})
    await mod.until((st) => st.djs.every((d) => d.uuid !== two.uuid))
    expect(await recordsOf(two.uuid)).toMatchObject([
      {
        actionType: 'removeDj',
        moderatorUuid: modAuth.user!.id,
        roomUuid: room.uuid,
        reason: 'not their turn',
        details: { afterSong: false, wasPlaying: false }
      }
    ])
    expect(await recordsOf(one.uuid)).toMatchObject([
      { actionType: 'removeDj', roomUuid: room.uuid, reason: null, details: { afterSong: true, wasPlaying: true } }
    ])
    await expect(mod.call('removeDj', { djUuid: one.uuid, reason: 'x'.repeat(501) })).rejects.toMatchObject({
      code: 400,
      message: expect.stringContaining('reason')
    })
  })

  it("records clearing a room's chat for each account whose messages went, not the moderator's own", async () => {
    const { room, modAuth, mod, one, two } = await roomWithModerator('chat')
    const guest = await LiveClient.signIn(s.url, 'guest')
    await guest.join(room.uuid)
    await one.call('sendChatMessage', { uuid: randomUUID(), message: 'spam one' })
    await one.call('sendChatMessage', { uuid: randomUUID(), message: 'spam two' })
    await two.call('sendChatMessage', { uuid: randomUUID(), message: 'hello' })
    await mod.call('sendChatMessage', { uuid: randomUUID(), message: 'please stop' })
    await guest.call('sendChatMessage', { uuid: randomUUID(), message: 'guest words' }).catch(() => undefined)
    const cleared = await s.request('DELETE', `${R}/rooms/conversation/${room.slug}`, { token: modAuth.accessToken })
    expect(cleared.status).toBe(200)
    const deleted = cleared.body.deleted
    expect(deleted).toBeGreaterThanOrEqual(4)
    expect(await recordsOf(one.uuid)).toMatchObject([
      {
        actionType: 'clearChat',
        moderatorUuid: modAuth.user!.id,
        roomUuid: room.uuid,
        details: { messages: 2, deleted }
      }
    ])
    expect(await recordsOf(two.uuid)).toMatchObject([{ actionType: 'clearChat', details: { messages: 1, deleted } }])
    expect(await recordsOf(modAuth.user!.id)).toEqual([])
    expect(await s.knex('moderation_actions').where({ roomUuid: room.uuid })).toHaveLength(2)
  })
})

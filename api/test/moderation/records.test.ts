import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { TestServer } from '../helpers/server.ts'
import { LiveClient, createRoom, grantRole, song, withLiveServer } from '../rooms/live-client.ts'

const R = '/api/room-service'
const U = '/api/user-service'
let s: TestServer

withLiveServer((server) => (s = server))

const recordsOf = (targetUserUuid: string) =>
  s.knex('moderation_actions').where({ targetUserUuid }).orderBy('createdAt', 'asc')

/** A room, its moderator (room role) and a user, both signed in over socket.io and in the room. */
async function roomWithModerator(tag: string) {
  const room = await createRoom(s.knex)
  const [modAuth, userAuth] = [await s.signIn(['user'], `${tag}-mod`), await s.signIn(['user'], `${tag}-user`)]
  await grantRole(s.knex, room.id, modAuth.user!.id, 'moderator')
  const [mod, user] = [await LiveClient.signIn(s.url, modAuth), await LiveClient.signIn(s.url, userAuth)]
  for (const c of [mod, user]) await c.join(room.uuid)
  return { room, modAuth, userAuth, mod, user }
}

describe('every moderation act writes one record: moderator, target, room, reason, time', { timeout: 90_000 }, () => {
  it('records a live kick and a REST kick, with the room and the reason', async () => {
    const { room, modAuth, userAuth, mod, user } = await roomWithModerator('kick')
    await mod.call('kickUserFromRoom', { userUuid: user.uuid, reason: 'spamming the chat' })
    await user.message('kickedFromRoom')
    const admin = await s.signIn(['user', 'admin'], 'kick-admin')
    const later = new Date(Date.now() + 3_600_000).toISOString()
    const rest = await s.request('POST', `${R}/roomUserRoles/kick-user-from-room`, {
      token: admin.accessToken,
      body: { roomUuid: room.uuid, userUuid: userAuth.user!.id, expirationTime: later }
    })
    expect(rest.status).toBe(200)
    const records = await recordsOf(userAuth.user!.id)
    expect(records).toMatchObject([
      {
        actionType: 'kickUser',
        moderatorUuid: modAuth.user!.id,
        roomUuid: room.uuid,
        reason: 'spamming the chat',
        details: { expirationTime: expect.any(String) }
      },
      { actionType: 'kickUser', moderatorUuid: admin.user!.id, roomUuid: room.uuid, reason: null }
    ])
    expect(records[0].createdAt).toBeInstanceOf(Date)
  })

  it('refuses a reason over 500 characters naming the field, and records nothing for a guest kick', async () => {
    const { room, mod } = await roomWithModerator('guest')
    const guest = await LiveClient.signIn(s.url, 'guest')
    await guest.join(room.uuid)
    await expect(mod.call('kickUserFromRoom', { userUuid: guest.uuid, reason: 'x'.repeat(501) })).rejects.toMatchObject(
      { code: 400, message: expect.stringContaining('reason') }
    )
    await mod.call('kickUserFromRoom', { userUuid: guest.uuid, reason: 'guest trouble' })
    expect(await s.knex('moderation_actions').where({ reason: 'guest trouble' })).toEqual([])
  })

  it("records a moderator's skip of someone else's song (live and REST), not a DJ skipping their own", async () => {
    const { room, modAuth, userAuth, mod, user } = await roomWithModerator('skip')
    await user.call('addDj', { song: song('first', 600) })
    await user.call('updateNextSong', { song: song('second', 600) })
    await mod.until((st) => st.nowPlaying?.song.trackName === 'first')
    await mod.call('skipSong', { reason: 'wrong genre' })
    await mod.until((st) => st.nowPlaying?.song.trackName === 'second')
    await user.call('updateNextSong', { song: song('third', 600) })
    const admin = await s.signIn(['user', 'admin'], 'skip-admin')
    const rest = await s.request('POST', `${R}/rooms/${room.slug}/skip-song`, {
      token: admin.accessToken,
      body: { reason: 'too loud' }
    })
    expect(rest.status).toBe(200)
    await mod.until((st) => st.nowPlaying?.song.trackName === 'third')
    await user.call('updateNextSong', { song: song('fourth', 600) })
    await user.call('skipSong')
    await mod.until((st) => st.nowPlaying?.song.trackName === 'fourth')
    expect(await recordsOf(userAuth.user!.id)).toMatchObject([
      {
        actionType: 'skipSong',
        moderatorUuid: modAuth.user!.id,
        roomUuid: room.uuid,
        reason: 'wrong genre',
        details: { trackName: 'first' }
      },
      { actionType: 'skipSong', moderatorUuid: admin.user!.id, roomUuid: room.uuid, reason: 'too loud' }
    ])
  })

  it("records a moderator deleting someone's chat message, with the message", async () => {
    const { room, modAuth, userAuth, mod, user } = await roomWithModerator('chat')
    const uuid = randomUUID()
    await user.call('sendChatMessage', { uuid, message: 'buy followers here' })
    await mod.call('deleteChatMessage', { uuid, reason: 'advertising' })
    expect(await recordsOf(userAuth.user!.id)).toMatchObject([
      {
        actionType: 'deleteChatMessage',
        moderatorUuid: modAuth.user!.id,
        roomUuid: room.uuid,
        reason: 'advertising',
        details: { messageUuid: uuid, message: 'buy followers here' }
      }
    ])
  })

  it('records room role grants and removals: a room ban as banUser, a removal as removeRole', async () => {
    const { room, modAuth, userAuth } = await roomWithModerator('roles')
    const target = userAuth.user!.id
    const grant = (role: string, reason?: string) =>
      s.request('POST', `${R}/roomUserRoles/${room.uuid}`, {
        token: modAuth.accessToken,
        body: { userUuid: target, role, ...(reason ? { reason } : {}) }
      })
    expect((await grant('banned', 'harassment')).status).toBe(201)
    const removed = await s.request('DELETE', `${R}/roomUserRoles/${room.uuid}`, {
      token: modAuth.accessToken,
      body: { userUuid: target, role: 'banned', reason: 'appeal accepted' }
    })
    expect(removed.status).toBe(200)
    expect((await grant('chatDisabled')).status).toBe(201)
    expect((await grant('dj')).status).toBe(403)
    expect(await recordsOf(target)).toMatchObject([
      { actionType: 'banUser', moderatorUuid: modAuth.user!.id, roomUuid: room.uuid, reason: 'harassment' },
      { actionType: 'removeRole', roomUuid: room.uuid, reason: 'appeal accepted', role: 'banned' },
      { actionType: 'grantRole', roomUuid: room.uuid, reason: null, role: 'chatDisabled' }
    ])
  })

  it('records account-wide acts with no room, and lets moderators list the records of one room', async () => {
    const { room, userAuth, mod, user } = await roomWithModerator('list')
    await mod.call('kickUserFromRoom', { userUuid: user.uuid, reason: 'room act' })
    const globalMod = await s.signIn(['user', 'globalModerator'], 'list-gmod')
    const ban = await s.request('POST', `${U}/users/ban`, {
      token: globalMod.accessToken,
      body: { userUuid: userAuth.user!.id, reason: 'account act' }
    })
    expect(ban.status).toBe(200)
    expect(await recordsOf(userAuth.user!.id)).toMatchObject([
      { actionType: 'kickUser', roomUuid: room.uuid },
      { actionType: 'globalBan', roomUuid: null, moderatorUuid: globalMod.user!.id, reason: 'account act' }
    ])
    const list = await s.request('GET', `/api/audit-service/moderation-actions?filter=roomUuid||$eq||${room.uuid}`, {
      token: globalMod.accessToken
    })
    expect(list.status).toBe(200)
    expect(list.body.data).toMatchObject([{ actionType: 'kickUser', roomUuid: room.uuid, reason: 'room act' }])
    const plain = await s.signIn(['user'], 'list-plain')
    const refused = await s.request('GET', '/api/audit-service/moderation-actions', { token: plain.accessToken })
    expect(refused.status).toBe(403)
  })
})

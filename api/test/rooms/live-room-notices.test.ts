import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '@spinroom/schemas'
import type { TestServer } from '../helpers/server.ts'
import { sleep } from '../helpers/wait.ts'
import { LiveClient, createRoom, grantRole, moderatedRoom, song, withLiveServer } from './live-client.ts'

const R = '/api/room-service'
let s: TestServer

withLiveServer((server) => (s = server))

/** The room's own messages a client received. */
const noticesOf = (client: LiveClient): ChatMessage[] =>
  client.stateless
    .filter((m) => m.name === 'chatMessage' && (m.params as ChatMessage).type === 'room')
    .map((m) => m.params as ChatMessage)

async function noticeTo(client: LiveClient): Promise<ChatMessage> {
  for (let i = 0; i < 250 && !noticesOf(client).length; i++) await sleep(20)
  const [notice] = noticesOf(client)
  if (!notice) throw new Error('no room notice')
  return notice
}

const nicknameOf = async (uuid: string) => (await s.knex('users').where('id', uuid).first('nickname')).nickname

describe("a room's own chat messages", { timeout: 90_000 }, () => {
  it('a kick is told to the room as a room message, kept in its history, and a room without chat says nothing', async () => {
    const { room, clients } = await moderatedRoom(s, ['noticemod', 'noticevictim', 'noticebystander'])
    const [mod, victim, other] = clients
    await mod.call('kickUserFromRoom', { userUuid: victim.uuid, reason: 'spam' })
    const notice = await noticeTo(other)
    const victimName = await nicknameOf(victim.uuid)
    expect(notice).toMatchObject({
      type: 'room',
      message: `${victimName} was removed from the room by a moderator`,
      userUuid: room.uuid,
      userName: 'Test room',
      avatarId: null,
      notice: { kind: 'userKicked', userUuid: victim.uuid, userName: victimName }
    })
    expect(await other.call('chatHistory')).toEqual([notice])
    for (const c of [mod, other]) expect(c.problems).toEqual([])

    const silent = await createRoom(s.knex, { hasChat: false })
    const [modAuth, userAuth] = [await s.signIn(['user'], 'quietmod'), await s.signIn(['user'], 'quietuser')]
    await grantRole(s.knex, silent.id, modAuth.user!.id, 'moderator')
    const [quietMod, quietUser] = [await LiveClient.signIn(s.url, modAuth), await LiveClient.signIn(s.url, userAuth)]
    for (const c of [quietMod, quietUser]) await c.join(silent.uuid)
    await quietMod.call('kickUserFromRoom', { userUuid: quietUser.uuid })
    await quietMod.until((st) => st.allUsers.every((u) => u.uuid !== quietUser.uuid))
    await sleep(100)
    expect(noticesOf(quietMod)).toEqual([])
    expect(await s.knex('room_chat_messages').where({ roomId: silent.id })).toEqual([])
  })

  it('a ban granted over REST is told as userBanned; a kick of someone not in the room tells nothing', async () => {
    const { room, auths, clients } = await moderatedRoom(s, ['banmod', 'banned', 'banwatcher'])
    const [mod, victim, other] = clients
    const granted = await s.request('POST', `${R}/roomUserRoles/${room.id}`, {
      token: auths[0].accessToken,
      body: { userUuid: victim.uuid, role: 'banned' }
    })
    expect(granted.status).toBe(201)
    expect(await noticeTo(other)).toMatchObject({
      message: `${await nicknameOf(victim.uuid)} was banned from the room`,
      notice: { kind: 'userBanned', userUuid: victim.uuid }
    })

    const absent = await s.signIn(['user'], 'absentee')
    await mod.call('kickUserFromRoom', { userUuid: absent.user!.id })
    await sleep(100)
    expect(noticesOf(mod)).toHaveLength(1)
  })

  it("a moderator's skip is told with the song and its DJ; a DJ skipping their own song tells nothing", async () => {
    const { room, clients } = await moderatedRoom(s, ['skipmod', 'skipdj', 'skiplistener'])
    const [mod, dj, listener] = clients
    await dj.call('addDj', { song: song('Own Goal', 600) })
    await dj.call('updateNextSong', { song: song('Second Wind', 600) })
    await listener.until((st) => st.nowPlaying?.song.trackName === 'Own Goal')
    await dj.call('skipSong')
    await listener.until((st) => st.nowPlaying?.song.trackName === 'Second Wind')
    await sleep(100)
    expect(noticesOf(listener)).toEqual([])

    await mod.call('skipSong', { reason: 'off topic' })
    const notice = await noticeTo(listener)
    expect(notice).toMatchObject({
      type: 'room',
      message: 'A moderator skipped Second Wind',
      notice: { kind: 'songSkipped', trackName: 'Second Wind', userUuid: dj.uuid, userName: await nicknameOf(dj.uuid) }
    })
    expect((await listener.call('chatHistory')).map((m) => m.uuid)).toEqual([notice.uuid])
    expect(room.uuid).toBe(notice.userUuid)
  })

  it('a moderator taking a DJ off the stage is told, now or after their song; a DJ stepping down tells nothing', async () => {
    const { clients } = await moderatedRoom(s, ['stagemod', 'stagedj', 'stagelistener'])
    const [mod, dj, listener] = clients
    await dj.call('addDj', { song: song('Long Play', 600) })
    await listener.until((st) => st.djs.some((d) => d.uuid === dj.uuid))
    await dj.call('removeDj', {})
    await listener.until((st) => st.djs.length === 0)
    await sleep(100)
    expect(noticesOf(listener)).toEqual([])

    const name = await nicknameOf(dj.uuid)
    await dj.call('addDj', { song: song('Long Play', 600) })
    await listener.until((st) => st.nowPlaying?.song.trackName === 'Long Play')
    await mod.call('removeDj', { djUuid: dj.uuid, afterSong: true })
    expect(await noticeTo(listener)).toMatchObject({
      message: `A moderator takes ${name} off the stage after this song`,
      notice: { kind: 'djRemoved', userUuid: dj.uuid, userName: name, afterSong: true }
    })
    expect(listener.state!.djs.map((d) => d.uuid)).toEqual([dj.uuid])
    await mod.call('removeDj', { djUuid: dj.uuid })
    await listener.until((st) => st.djs.length === 0)
    for (let i = 0; i < 100 && noticesOf(listener).length < 2; i++) await sleep(20)
    const removed = noticesOf(listener)[1]
    expect(removed).toMatchObject({ message: `A moderator took ${name} off the stage`, notice: { kind: 'djRemoved' } })
    expect(removed.notice).not.toHaveProperty('afterSong')
  })

  it('deleting or clearing notices records no moderation against the room, and no client can write one', async () => {
    const { room, clients } = await moderatedRoom(s, ['clearmod', 'clearvictim', 'clearreader'])
    const [mod, victim, reader] = clients
    await mod.call('kickUserFromRoom', { userUuid: victim.uuid })
    const kicked = await noticeTo(reader)
    await mod.call('deleteChatMessage', { uuid: kicked.uuid })
    expect(await reader.call('chatHistory')).toEqual([])

    const admin = (await s.signIn(['user', 'admin'], 'clearadmin')).accessToken
    await reader.call('sendChatMessage', { uuid: randomUUID(), message: 'still here' })
    await s.request('POST', `${R}/roomUserRoles/${room.id}`, {
      token: admin,
      body: { userUuid: reader.uuid, role: 'banned' }
    })
    for (let i = 0; i < 100 && (await s.knex('room_chat_messages').where({ roomId: room.id })).length < 2; i++)
      await sleep(20)
    const cleared = await s.request('DELETE', `${R}/rooms/conversation/${room.uuid}`, { token: admin })
    expect(cleared).toMatchObject({ status: 200, body: { deleted: 2 } })
    const records = await s.knex('moderation_actions').where({ roomUuid: room.uuid })
    expect(records.map((r) => [r.actionType, r.targetUserUuid]).sort()).toEqual(
      [
        ['kickUser', victim.uuid],
        ['banUser', reader.uuid],
        ['clearChat', reader.uuid]
      ].sort()
    )

    // What a client sends is always its own message: a `type` in the input is dropped.
    const forged = await mod.call('sendChatMessage', { uuid: randomUUID(), message: 'forged', type: 'room' })
    expect(forged).toMatchObject({ type: 'user', userUuid: mod.uuid })
    expect(forged).not.toHaveProperty('notice')
  })
})

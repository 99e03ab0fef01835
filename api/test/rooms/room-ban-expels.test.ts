import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { TestServer } from '../helpers/server.ts'
import { sleep } from '../helpers/wait.ts'
import { LiveClient, createRoom, grantRole, moderatedRoom, song, withLiveServer } from './live-client.ts'

const R = '/api/room-service'
let s: TestServer

withLiveServer((server) => (s = server))

const banned = { code: 403, message: 'You are banned from this room' }

describe('room bans', { timeout: 90_000 }, () => {
  it('granting banned to a user in the room expels them like a kick, with a ban that has no end', async () => {
    const { room, auths, clients } = await moderatedRoom(s, ['banmod', 'banvictim', 'banother'])
    const [mod, victim, other] = clients
    const granted = await s.request('POST', `${R}/roomUserRoles/${room.id}`, {
      token: auths[0].accessToken,
      body: { userUuid: victim.uuid, role: 'banned' }
    })
    expect(granted.status).toBe(201)
    const notice = await victim.message('kickedFromRoom')
    expect(notice.params).toEqual({ roomUuid: room.uuid, userUuid: victim.uuid, role: 'banned' })
    await other.until((st) => st.allUsers.every((u) => u.uuid !== victim.uuid))
    expect(other.stateless.some((m) => m.name === 'kickedFromRoom')).toBe(false)
    const seen = victim.stateless.length
    await other.call('sendChatMessage', { uuid: randomUUID(), message: 'after the ban' })
    await mod.message('chatMessage')
    await sleep(150)
    expect(victim.stateless.length).toBe(seen)
    await expect(victim.call('sendChatMessage', { uuid: randomUUID(), message: 'still here' })).rejects.toMatchObject(
      banned
    )
    await expect(victim.service.joinRoom({ roomUuid: room.uuid })).rejects.toMatchObject(banned)
    for (const c of [mod, other]) expect(c.problems).toEqual([])
  })

  it('every live method refuses a banned or kicked user, even one the ban did not reach', async () => {
    const room = await createRoom(s.knex)
    const [userAuth, friendAuth] = [await s.signIn(['user'], 'stayer'), await s.signIn(['user'], 'friend')]
    const [user, friend] = [await LiveClient.signIn(s.url, userAuth), await LiveClient.signIn(s.url, friendAuth)]
    await user.join(room.uuid)
    await friend.join(room.uuid)
    const message = await friend.call('sendChatMessage', { uuid: randomUUID(), message: 'hello' })
    const own = await user.call('sendChatMessage', { uuid: randomUUID(), message: 'mine' })
    // Written straight to the table: no role event, so nothing expels the user; each method must refuse on its own.
    await grantRole(s.knex, room.id, user.uuid, 'banned')
    const calls = [
      () => user.call('sendChatMessage', { uuid: randomUUID(), message: 'hi' }),
      () => user.call('reactToChatMessage', { uuid: message.uuid, emoji: '🔥' }),
      () => user.call('retractChatMessage', { uuid: own.uuid }),
      () => user.call('lastChatMessage'),
      () => user.call('chatHistory'),
      () => user.call('voteOnSong', { songVotes: { like: true } }),
      () => user.call('playOneTimeAnimation', { animation: 'jump' }),
      () => user.call('addDj', { song: song('banned-song') }),
      () => user.call('updateNextSong', { song: song('banned-next') }),
      () => user.call('removeDj', { djUuid: user.uuid }),
      () => user.call('skipSong'),
      () => user.call('kickUserFromRoom', { userUuid: friend.uuid })
    ]
    for (const call of calls) await expect(call()).rejects.toMatchObject(banned)
    const stored = await s.knex('room_chat_messages').where({ roomId: room.id })
    expect(stored.map((r) => r.message.message).sort()).toEqual(['hello', 'mine'])

    await s.knex('room_user_roles').where({ roomId: room.id, userUuid: user.uuid }).delete()
    await grantRole(s.knex, room.id, friend.uuid, 'kicked', new Date(Date.now() + 60_000))
    await expect(friend.call('sendChatMessage', { uuid: randomUUID(), message: 'hi' })).rejects.toMatchObject({
      code: 403,
      message: 'You were kicked from this room'
    })
  })
})

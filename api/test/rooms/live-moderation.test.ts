import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { CHAT_HISTORY_CAP } from '@spinroom/schemas'
import type { TestServer } from '../helpers/server.ts'
import { sleep } from '../helpers/wait.ts'
import { LiveClient, createRoom, grantRole, moderatedRoom, withLiveServer } from './live-client.ts'

const R = '/api/room-service'
let s: TestServer

// Guests come from the addresses their X-Forwarded-For names: a guest's kick holds their address.
withLiveServer((server) => (s = server), { liveGraceMs: 300, trustProxy: 1 })
const from = (address: string) => ({ 'x-forwarded-for': address })

describe('kicks and room roles', { timeout: 90_000 }, () => {
  it('a room moderator kicks a user, who gets kickedFromRoom alone, leaves the room and cannot rejoin while kicked', async () => {
    const { room, auths, clients } = await moderatedRoom(s, ['kmod', 'victim', 'bystander'])
    const [mod, victim, other] = clients
    await expect(other.call('kickUserFromRoom', { userUuid: victim.uuid })).rejects.toMatchObject({
      code: 403,
      message: 'Only moderators of this room may do this'
    })
    const kicked = await mod.call('kickUserFromRoom', { userUuid: victim.uuid })
    const minutes = (new Date(kicked.expirationTime).getTime() - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(9.9)
    expect(minutes).toBeLessThanOrEqual(10)
    expect(await victim.message('kickedFromRoom')).toMatchObject({
      roomUuid: room.uuid,
      params: { userUuid: victim.uuid }
    })
    await other.until((st) => st.allUsers.every((u) => u.uuid !== victim.uuid))
    await sleep(100)
    expect(other.stateless.filter((m) => m.name === 'kickedFromRoom')).toEqual([])
    const seen = victim.stateful.length
    await other.call('playOneTimeAnimation', { animation: 'jump' })
    await mod.message('playedOneTimeAnimation')
    await sleep(100)
    expect(victim.stateful.length).toBe(seen)
    expect(victim.stateless.some((m) => m.name === 'playedOneTimeAnimation')).toBe(false)
    await expect(victim.service.joinRoom({ roomUuid: room.uuid })).rejects.toMatchObject({
      code: 403,
      message: 'You were kicked from this room'
    })
    const config = await s.request('POST', `${R}/rooms/${room.slug}/join`, { token: auths[1].accessToken })
    expect(config.status).toBe(403)
    const role = await s
      .knex('room_user_roles')
      .where({ roomId: room.id, userUuid: victim.uuid, role: 'kicked' })
      .first()
    expect(role.expirationTime).toBeTruthy()
    expect(other.state!.settings.roomRoles.map((r) => r.role).sort()).toEqual(['kicked', 'moderator'])
    for (const c of [mod, other]) expect(c.problems).toEqual([])
  })

  it('kicks through REST (global moderators), a kick that lapses lets the user back, and banned users stay out', async () => {
    const room = await createRoom(s.knex)
    const admin = await s.signIn(['user', 'moderator'], 'globalmod')
    const userAuth = await s.signIn(['user'], 'brief')
    const user = await LiveClient.signIn(s.url, userAuth)
    await user.join(room.uuid)
    const soon = new Date(Date.now() + 3000).toISOString()
    expect(
      (
        await s.request('POST', `${R}/roomUserRoles/kick-user-from-room`, {
          token: userAuth.accessToken,
          body: { roomUuid: room.uuid, userUuid: user.uuid }
        })
      ).status
    ).toBe(403)
    const bad = await s.request('POST', `${R}/roomUserRoles/kick-user-from-room`, {
      token: admin.accessToken,
      body: { roomUuid: room.uuid }
    })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain("'userUuid'")
    const res = await s.request('POST', `${R}/roomUserRoles/kick-user-from-room`, {
      token: admin.accessToken,
      body: { roomUuid: room.uuid, userUuid: user.uuid, expirationTime: soon }
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ roomUuid: room.uuid, userUuid: user.uuid, expirationTime: soon })
    await user.message('kickedFromRoom')
    await expect(user.service.joinRoom({ roomUuid: room.uuid })).rejects.toMatchObject({
      message: 'You were kicked from this room'
    })
    await sleep(new Date(soon).getTime() - Date.now() + 50)
    expect((await user.join(room.uuid)).state.allUsers.map((u) => u.uuid)).toContain(user.uuid)

    const banned = await s.signIn(['user'], 'banned')
    await grantRole(s.knex, room.id, banned.user!.id, 'banned')
    const b = await LiveClient.signIn(s.url, banned)
    await expect(b.service.joinRoom({ roomUuid: room.uuid })).rejects.toMatchObject({
      code: 403,
      message: 'You are banned from this room'
    })
    const config = await s.request('POST', `${R}/rooms/${room.id}/join`, { token: banned.accessToken })
    expect(config).toMatchObject({ status: 403, body: { message: 'You are banned from this room' } })
    const open = await s.request('POST', `${R}/rooms/${room.id}/join`, { token: userAuth.accessToken })
    expect(open.body).toMatchObject({
      room: {
        uuid: room.uuid,
        slug: room.slug,
        isPasswordProtected: false,
        hasChat: true,
        numberOfDjs: 5,
        djType: 'EVERYONE'
      },
      socketPath: '/socket.io'
    })
  })
})

describe('kicked guests', { timeout: 90_000 }, () => {
  it('keeps a kicked guest out until the kick lapses, then lets them back', async () => {
    const room = await createRoom(s.knex)
    const modAuth = await s.signIn(['user'], 'guestmod')
    await grantRole(s.knex, room.id, modAuth.user!.id, 'moderator')
    const guestToken: string = (await s.request('GET', '/api/user-service/auth/guest')).body.accessToken
    const [mod, guest, other] = [
      await LiveClient.signIn(s.url, modAuth),
      await LiveClient.signIn(s.url, { accessToken: guestToken }, from('203.0.113.1')),
      await LiveClient.signIn(s.url, 'guest', from('203.0.113.2'))
    ]
    for (const c of [mod, guest, other]) await c.join(room.uuid)
    const until = Date.now() + 6000
    await mod.call('kickUserFromRoom', { userUuid: guest.uuid, expirationTime: new Date(until).toISOString() })
    expect(await guest.message('kickedFromRoom')).toMatchObject({ params: { userUuid: guest.uuid } })
    await mod.until((st) => st.allUsers.every((u) => u.uuid !== guest.uuid))
    await expect(guest.service.joinRoom({ roomUuid: room.uuid })).rejects.toMatchObject({
      code: 403,
      message: 'You were kicked from this room'
    })
    const config = await s.request('POST', `${R}/rooms/${room.id}/join`, { token: guestToken })
    expect(config).toMatchObject({ status: 403, body: { message: 'You were kicked from this room' } })
    // The kick is this guest's alone: another guest stays, and rejoins freely.
    expect(mod.state!.allUsers.map((u) => u.uuid)).toContain(other.uuid)
    expect((await other.join(room.uuid)).roomUuid).toBe(room.uuid)

    await sleep(Math.max(0, until - Date.now() + 50))
    expect((await guest.join(room.uuid)).state.allUsers.map((u) => u.uuid)).toContain(guest.uuid)
    expect((await s.request('POST', `${R}/rooms/${room.id}/join`, { token: guestToken })).status).toBe(200)
    for (const c of [mod, other]) expect(c.problems).toEqual([])
  })

  it('keeps a kicked guest out when they come back from the same address with a fresh guest token', async () => {
    const room = await createRoom(s.knex)
    const modAuth = await s.signIn(['user'], 'addrmod')
    await grantRole(s.knex, room.id, modAuth.user!.id, 'moderator')
    const mod = await LiveClient.signIn(s.url, modAuth)
    const guest = await LiveClient.signIn(s.url, 'guest', from('198.51.100.7'))
    await mod.join(room.uuid)
    await guest.join(room.uuid)
    await mod.call('kickUserFromRoom', { userUuid: guest.uuid })
    await guest.message('kickedFromRoom')
    const fresh = await LiveClient.signIn(s.url, 'guest', from('198.51.100.7'))
    expect(fresh.uuid).not.toBe(guest.uuid)
    await expect(fresh.service.joinRoom({ roomUuid: room.uuid })).rejects.toMatchObject({
      code: 403,
      message: 'You were kicked from this room'
    })
    const elsewhere = await LiveClient.signIn(s.url, 'guest', from('198.51.100.8'))
    expect((await elsewhere.join(room.uuid)).roomUuid).toBe(room.uuid)
    const member = await LiveClient.signIn(s.url, await s.signIn(['user'], 'housemate'), from('198.51.100.7'))
    expect((await member.join(room.uuid)).roomUuid).toBe(room.uuid)
  })
})

describe('room chat', { timeout: 90_000 }, () => {
  it('sends, deduplicates, reacts, finds song links, retracts and deletes messages', async () => {
    const room = await createRoom(s.knex)
    const [aAuth, modAuth] = [await s.signIn(['user'], 'chatter'), await s.signIn(['user'], 'chatmod')]
    await grantRole(s.knex, room.id, modAuth.user!.id, 'moderator')
    const [a, mod] = [await LiveClient.signIn(s.url, aAuth), await LiveClient.signIn(s.url, modAuth)]
    await a.join(room.uuid)
    await mod.join(room.uuid)
    const uuid = randomUUID()
    const text = 'listen https://open.spotify.com/track/abc and https://example.com/x and https://youtu.be/xyz'
    const sent = await a.call('sendChatMessage', { uuid, message: text })
    expect(sent).toMatchObject({
      uuid,
      userUuid: a.uuid,
      userName: aAuth.user!.nickname,
      message: text,
      reactions: {},
      replies: []
    })
    expect(sent.songs).toEqual([
      { provider: 'spotify', url: 'https://open.spotify.com/track/abc' },
      { provider: 'youtube', url: 'https://youtu.be/xyz' }
    ])
    expect((await mod.message('chatMessage')).params).toEqual(sent)
    expect(await a.call('sendChatMessage', { uuid, message: 'again' })).toEqual(sent)
    await sleep(100)
    expect(mod.stateless.filter((m) => m.name === 'chatMessage')).toHaveLength(1)
    await expect(a.call('sendChatMessage', { uuid: randomUUID() })).rejects.toMatchObject({
      code: 400,
      message: expect.stringContaining("'message'")
    })

    const reacted = await mod.call('reactToChatMessage', { uuid, emoji: '🔥' })
    expect(reacted.reactions).toEqual({ '🔥': [{ userUUID: mod.uuid, messageId: uuid, name: modAuth.user!.nickname }] })
    expect((await mod.call('reactToChatMessage', { uuid, emoji: '🔥' })).reactions).toEqual({})
    expect(await a.call('lastChatMessage')).toMatchObject({ uuid })
    await expect(mod.call('lastChatMessage')).rejects.toMatchObject({ code: 404 })
    await expect(mod.call('retractChatMessage', { uuid })).rejects.toMatchObject({ code: 403 })
    await a.call('retractChatMessage', { uuid })
    expect((await mod.message('deletedChatMessage')).params).toEqual({ uuid })
    const second = await a.call('sendChatMessage', { uuid: randomUUID(), message: 'second' })
    await expect(a.call('deleteChatMessage', { uuid: second.uuid })).rejects.toMatchObject({ code: 403 })
    await mod.call('deleteChatMessage', { uuid: second.uuid })
    expect(await a.call('chatHistory')).toEqual([])
    for (const c of [a, mod]) expect(c.problems).toEqual([])
  })

  it('keeps the newest 300 messages and lets room moderators clear the conversation', { timeout: 90_000 }, async () => {
    const room = await createRoom(s.knex)
    const [ownerAuth, userAuth] = [await s.signIn(['user'], 'owner'), await s.signIn(['user'], 'reader')]
    await grantRole(s.knex, room.id, ownerAuth.user!.id, 'owner')
    const [owner, reader] = [await LiveClient.signIn(s.url, ownerAuth), await LiveClient.signIn(s.url, userAuth)]
    await owner.join(room.uuid)
    await reader.join(room.uuid)
    // The first 290 written directly; the last 15 through the API, whose inserts trim the history.
    const earlier = Array.from({ length: CHAT_HISTORY_CAP - 10 }, (_, i) => ({
      roomId: room.id,
      uuid: randomUUID(),
      userUuid: owner.uuid,
      message: JSON.stringify({ message: `m${i}` })
    }))
    await s.knex('room_chat_messages').insert(earlier)
    for (let i = CHAT_HISTORY_CAP - 10; i < CHAT_HISTORY_CAP + 5; i++)
      await owner.call('sendChatMessage', { uuid: randomUUID(), message: `m${i}` })
    const history = await reader.call('chatHistory')
    expect(history).toHaveLength(CHAT_HISTORY_CAP)
    expect(history[0].message).toBe('m5')
    expect(Number((await s.knex('room_chat_messages').where({ roomId: room.id }).count('id as n').first())!.n)).toBe(
      CHAT_HISTORY_CAP
    )
    expect(
      (await s.request('DELETE', `${R}/rooms/conversation/${room.uuid}`, { token: userAuth.accessToken })).status
    ).toBe(403)
    const cleared = await s.request('DELETE', `${R}/rooms/conversation/${room.uuid}`, { token: ownerAuth.accessToken })
    expect(cleared).toMatchObject({ status: 200, body: { roomUuid: room.uuid, deleted: CHAT_HISTORY_CAP } })
    expect((await reader.message('chatCleared')).params).toEqual({ roomUuid: room.uuid })
    expect(await reader.call('chatHistory')).toEqual([])
    expect(reader.problems).toEqual([])
  })

  it('refuses chatDisabled users until the role lapses, and rooms without chat', async () => {
    const room = await createRoom(s.knex)
    const auth = await s.signIn(['user'], 'muted')
    const muted = await LiveClient.signIn(s.url, auth)
    await muted.join(room.uuid)
    const lapses = Date.now() + 1500
    await grantRole(s.knex, room.id, auth.user!.id, 'chatDisabled', new Date(lapses))
    await expect(muted.call('sendChatMessage', { uuid: randomUUID(), message: 'hi' })).rejects.toMatchObject({
      code: 403,
      message: 'You cannot chat in this room'
    })
    expect(await s.knex('room_chat_messages').where({ roomId: room.id })).toEqual([])
    await sleep(lapses - Date.now() + 50)
    expect(await muted.call('sendChatMessage', { uuid: randomUUID(), message: 'hi' })).toMatchObject({ message: 'hi' })

    const silent = await createRoom(s.knex, { hasChat: false })
    await muted.join(silent.uuid)
    await expect(
      muted.call('sendChatMessage', { roomUuid: silent.uuid, uuid: randomUUID(), message: 'hi' })
    ).rejects.toMatchObject({ code: 403, message: 'This room has no chat' })
  })
})

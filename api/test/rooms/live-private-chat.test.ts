import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hashPassword } from '../../src/auth/passwords.ts'
import type { TestServer } from '../helpers/server.ts'
import { LiveClient, createRoom, grantRole, withLiveServer } from './live-client.ts'

let s: TestServer

withLiveServer((server) => (s = server))

const LIVE = '/api/room-service/live-rooms'

describe("a password room's chat history", { timeout: 60_000 }, () => {
  it('is read by those in the room, its moderators, or with the password; refused to others over socket.io and REST', async () => {
    const room = await createRoom(s.knex, { passwordHash: await hashPassword('open sesame') })
    const [memberAuth, outsiderAuth, modAuth] = [
      await s.signIn(['user'], 'member'),
      await s.signIn(['user'], 'outsider'),
      await s.signIn(['user'], 'roommod')
    ]
    await grantRole(s.knex, room.id, modAuth.user!.id, 'moderator')
    const [member, outsider, mod, guest] = [
      await LiveClient.signIn(s.url, memberAuth),
      await LiveClient.signIn(s.url, outsiderAuth),
      await LiveClient.signIn(s.url, modAuth),
      await LiveClient.signIn(s.url, 'guest')
    ]
    await member.join(room.uuid, { password: 'open sesame' })
    await member.call('sendChatMessage', { uuid: randomUUID(), message: 'the secret plan' })
    expect((await member.call('chatHistory')).map((m) => m.message)).toEqual(['the secret plan'])

    for (const client of [outsider, guest]) {
      client.roomUuid = room.uuid
      await expect(client.call('chatHistory')).rejects.toMatchObject({
        code: 403,
        message: 'This room needs a password'
      })
    }
    await expect(outsider.call('chatHistory', { password: 'guess' })).rejects.toMatchObject({
      code: 403,
      message: 'Wrong room password'
    })
    expect((await outsider.call('chatHistory', { password: 'open sesame' })).map((m) => m.message)).toEqual([
      'the secret plan'
    ])
    mod.roomUuid = room.uuid
    expect(await mod.call('chatHistory')).toHaveLength(1)

    const rest = await s.request('POST', LIVE, {
      token: outsiderAuth.accessToken,
      headers: { 'x-service-method': 'chatHistory' },
      body: { roomUuid: room.uuid }
    })
    expect(rest.status).toBe(403)
    expect(JSON.stringify(rest.body)).not.toContain('the secret plan')
  })
})

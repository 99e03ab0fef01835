import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { TestServer } from '../helpers/server.ts'
import { sleep } from '../helpers/wait.ts'
import { moderatedRoom, withLiveServer } from './live-client.ts'

let s: TestServer

withLiveServer((server) => (s = server))

describe('a moderator watching a room unseen (joinRoom observe)', { timeout: 60_000 }, () => {
  it('follows the room and moderates it without appearing in it; others may not watch unseen', async () => {
    const { room, clients } = await moderatedRoom(s, ['watcher', 'listener', 'curious'], { join: false })
    const [mod, listener, curious] = clients
    await listener.join(room.uuid)
    await sleep(150)
    const seen = listener.stateful.length
    const joined = await mod.join(room.uuid, { observe: true })
    expect(joined.state.allUsers.map((u) => u.uuid)).toEqual([listener.uuid])
    await mod.until((st) => !!st.allUserData[listener.uuid])
    await sleep(150)
    expect(listener.stateful.slice(seen).map((m) => m.name)).toEqual([])
    expect(listener.state!.allUsers.map((u) => u.uuid)).toEqual([listener.uuid])

    const sent = await listener.call('sendChatMessage', { uuid: randomUUID(), message: 'hello room' })
    expect((await mod.message('chatMessage')).params).toMatchObject({ uuid: sent.uuid, message: 'hello room' })
    await mod.call('deleteChatMessage', { uuid: sent.uuid, reason: 'off topic' })
    expect((await listener.message('deletedChatMessage')).params).toMatchObject({ uuid: sent.uuid })
    await mod.call('kickUserFromRoom', { userUuid: listener.uuid, reason: 'spam' })
    await mod.until((st) => st.allUsers.length === 0)

    await expect(curious.service.joinRoom({ roomUuid: room.uuid, observe: true })).rejects.toMatchObject({
      code: 403,
      message: 'Only moderators of this room may watch it unseen'
    })
    await mod.call('leaveRoom')
    const row = await s.knex('room_live_state').where({ roomId: room.id }).first()
    // Room roles name the moderator; who is in the room and the connections do not.
    expect(JSON.stringify([row.crowd, row.engine])).not.toContain(mod.uuid)
  })
})

import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { TestServer } from '../helpers/server.ts'
import { LiveClient, createRoom, withLiveServer } from '../rooms/live-client.ts'

let s: TestServer
withLiveServer((server) => (s = server))

const S = '/api/social-service'

describe('blocked users', () => {
  it('blocks idempotently, lists with names, reads one, unblocks; never oneself', async () => {
    const ana = await s.signIn(['user'], 'ana')
    const ben = await s.signIn(['user'], 'ben')
    const other = await s.member()
    const [a, b] = [ana.accessToken, ben.user!.id]
    const first = await s.request('POST', `${S}/blocked-users`, { token: a, body: { blockedUserUuid: b } })
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({
      userUuid: ana.user!.id,
      blockedUserUuid: b,
      blockedUserNickname: ben.user!.nickname
    })
    const again = await s.request('POST', `${S}/blocked-users`, { token: a, body: { blockedUserUuid: b } })
    expect(again.body.id).toBe(first.body.id)
    expect(await s.knex('blocked_users').where('userUuid', ana.user!.id)).toHaveLength(1)

    const self = await s.request('POST', `${S}/blocked-users`, { token: a, body: { blockedUserUuid: ana.user!.id } })
    expect(self.status).toBe(400)
    expect(self.body.message).toContain("'blockedUserUuid'")
    const nobody = await s.request('POST', `${S}/blocked-users`, { token: a, body: { blockedUserUuid: randomUUID() } })
    expect(nobody.status).toBe(404)

    const list = await s.request('GET', `${S}/blocked-users`, { token: a })
    expect(list.body).toMatchObject({
      total: 1,
      data: [{ id: first.body.id, blockedUserNickname: ben.user!.nickname }]
    })
    const filtered = await s.request('GET', `${S}/blocked-users?blockedUserUuid=${other.id}`, { token: a })
    expect(filtered.body.total).toBe(0)
    expect((await s.request('GET', `${S}/blocked-users?userUuid=${ana.user!.id}`, { token: other.token })).status).toBe(
      403
    )
    const admin = await s.member(['user', 'admin'])
    const byAdmin = await s.request('GET', `${S}/blocked-users?userUuid=${ana.user!.id}`, { token: admin.token })
    expect(byAdmin.body.data.map((block: any) => block.blockedUserUuid)).toEqual([b])
    expect((await s.request('GET', `${S}/blocked-users/${first.body.id}`, { token: a })).body.id).toBe(first.body.id)
    expect((await s.request('GET', `${S}/blocked-users/${first.body.id}`, { token: other.token })).status).toBe(403)
    expect((await s.request('DELETE', `${S}/blocked-users/${first.body.id}`, { token: other.token })).status).toBe(403)
    expect((await s.request('DELETE', `${S}/blocked-users/${first.body.id}`, { token: a })).status).toBe(200)
    expect((await s.request('DELETE', `${S}/blocked-users/${first.body.id}`, { token: a })).status).toBe(404)
    expect(await s.knex('blocked_users').where('userUuid', ana.user!.id)).toHaveLength(0)
  })

  it("keeps a blocked user's chat messages from the blocker's sockets, live and in the history", async () => {
    const room = await createRoom(s.knex)
    const [blocker, blocked, bystander] = await Promise.all(
      ['blocker', 'blocked', 'bystander'].map((n) => s.signIn(['user'], n))
    )
    const clients = await Promise.all([blocker, blocked, bystander].map((auth) => LiveClient.signIn(s.url, auth)))
    for (const c of clients) await c.join(room.uuid)
    const [me, them, others] = clients
    const block = await s.request('POST', `${S}/blocked-users`, {
      token: blocker.accessToken,
      body: { blockedUserUuid: blocked.user!.id }
    })
    expect(block.status).toBe(201)

    await them.call('sendChatMessage', { uuid: randomUUID(), message: 'from the blocked one' })
    await others.call('sendChatMessage', { uuid: randomUUID(), message: 'from a bystander' })
    const chats = (c: LiveClient) =>
      c.stateless.filter((m) => m.name === 'chatMessage').map((m) => (m.params as { message: string }).message)
    await others.message('chatMessage')
    await new Promise((r) => setTimeout(r, 200))
    expect(chats(others)).toEqual(['from the blocked one', 'from a bystander'])
    expect(chats(them)).toEqual(['from the blocked one', 'from a bystander'])
    expect(chats(me)).toEqual(['from a bystander'])
    // The stand-in keeps the blocker's numbering whole: no gap, no rejoin.
    expect(me.stateless.map((m) => m.name)).toContain('hiddenChatMessage')
    expect(me.problems).toEqual([])
    expect(me.seq).toBe(others.seq)

    const history = (c: LiveClient) => c.call('chatHistory', {}) as Promise<{ message: string }[]>
    expect((await history(me)).map((m) => m.message)).toEqual(['from a bystander'])
    expect((await history(others)).map((m) => m.message)).toEqual(['from the blocked one', 'from a bystander'])

    await s.request('DELETE', `${S}/blocked-users/${block.body.id}`, { token: blocker.accessToken })
    expect((await history(me)).map((m) => m.message)).toEqual(['from the blocked one', 'from a bystander'])
    await them.call('sendChatMessage', { uuid: randomUUID(), message: 'after the unblock' })
    await me.message('chatMessage')
    await new Promise((r) => setTimeout(r, 200))
    expect(chats(me)).toEqual(['from a bystander', 'after the unblock'])
  })
})

import { socialEventPaths } from '@spinroom/schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeSessions, openSession } from '../helpers/sessions.ts'
import { startServer, type TestServer } from '../helpers/server.ts'

let s: TestServer
beforeAll(async () => {
  s = await startServer()
})
afterAll(async () => {
  closeSessions()
  await s.close()
})

const S = '/api/social-service'
const I = `${S}/friend-invitations`

const invite = (token: string, recipientUuid: string) =>
  s.request('POST', I, { token, body: { recipientUuid, message: 'hi' } })
const answer = (token: string, invitationId: string, invitationStatus: 'accepted' | 'rejected') =>
  s.request('POST', `${I}/handle-friend`, { token, body: { invitationId, invitationStatus } })

/** Events of a service path a signed-in socket receives. */
async function listen(token: string, path: string) {
  const { client } = await openSession(s.url, token)
  const got: { event: string; data: any }[] = []
  for (const event of ['created', 'patched', 'removed'])
    client.feathers.service(path).on(event, (data: unknown) => got.push({ event, data }))
  return got
}

describe('friend invitations', () => {
  it('goes pending → accepted, making friends both ways; events reach both users', async () => {
    const ana = await s.signIn(['user'], 'ana')
    const ben = await s.signIn(['user'], 'ben')
    const anaEvents = await listen(ana.accessToken, socialEventPaths.friendInvitations)
    const benEvents = await listen(ben.accessToken, socialEventPaths.friendInvitations)
    const benFriends = await listen(ben.accessToken, socialEventPaths.friends)

    const sent = await invite(ana.accessToken, ben.user!.id)
    expect(sent.status).toBe(201)
    expect(sent.body).toMatchObject({
      invitationStatus: 'pending',
      senderUuid: ana.user!.id,
      senderNickname: ana.user!.nickname,
      recipientNickname: ben.user!.nickname,
      message: 'hi'
    })
    const forBen = await s.request('GET', `${I}/user-invitations-for`, { token: ben.accessToken })
    expect(forBen.body).toMatchObject({ total: 1, data: [{ id: sent.body.id }] })
    const fromAna = await s.request('GET', `${I}/user-invitations-from`, { token: ana.accessToken })
    expect(fromAna.body.data.map((i: any) => i.id)).toEqual([sent.body.id])

    expect((await answer(ana.accessToken, sent.body.id, 'accepted')).status).toBe(403)
    const accepted = await answer(ben.accessToken, sent.body.id, 'accepted')
    expect(accepted.status).toBe(200)
    expect(accepted.body.invitationStatus).toBe('accepted')
    expect((await answer(ben.accessToken, sent.body.id, 'rejected')).status).toBe(409)
    expect(await s.knex('friends').whereIn('userUuid', [ana.user!.id, ben.user!.id])).toHaveLength(2)

    const anaList = await s.request('GET', `${S}/friends/list/${ana.user!.id}`, { token: ben.accessToken })
    expect(anaList.body).toMatchObject({
      total: 1,
      data: [{ friendUuid: ben.user!.id, friendNickname: ben.user!.nickname }]
    })
    const single = await s.request('GET', `${S}/friends/single-friend/${ben.user!.id}`, { token: ana.accessToken })
    expect(single.body).toMatchObject({ isFriend: true, invitation: null, friend: { friendUuid: ben.user!.id } })
    expect((await invite(ben.accessToken, ana.user!.id)).body.message).toBe('You are already friends')

    await new Promise((r) => setTimeout(r, 300))
    expect(anaEvents.map((e) => `${e.event}:${e.data.invitationStatus}`)).toEqual([
      'created:pending',
      'patched:accepted'
    ])
    expect(benEvents.map((e) => `${e.event}:${e.data.invitationStatus}`)).toEqual([
      'created:pending',
      'patched:accepted'
    ])
    expect(benFriends).toMatchObject([{ event: 'created', data: { userUuid: ben.user!.id, friendUuid: ana.user!.id } }])

    // Unfriending by either side's record takes both away.
    const friendId = single.body.friend.id
    const stranger = await s.member()
    expect((await s.request('GET', `${S}/friends/${friendId}`, { token: stranger.token })).status).toBe(403)
    expect((await s.request('GET', `${S}/friends/${friendId}`, { token: ben.accessToken })).status).toBe(200)
    expect((await s.request('DELETE', `${S}/friends/${friendId}`, { token: ben.accessToken })).status).toBe(200)
    expect(await s.knex('friends').whereIn('userUuid', [ana.user!.id, ben.user!.id])).toHaveLength(0)
    expect((await s.request('DELETE', `${S}/friends/${friendId}`, { token: ana.accessToken })).status).toBe(404)
    await new Promise((r) => setTimeout(r, 300))
    expect(benFriends.map((e) => e.event)).toEqual(['created', 'removed'])
  })

  it('rejects, withdraws, refuses oneself and duplicates either way', async () => {
    const [a, b, c] = await Promise.all([s.member(), s.member(), s.member()])
    const self = await invite(a.token, a.id)
    expect(self.status).toBe(400)
    expect(self.body.message).toContain("'recipientUuid'")
    const first = await invite(a.token, b.id)
    expect((await invite(a.token, b.id)).status).toBe(409)
    const back = await invite(b.token, a.id)
    expect(back.status).toBe(409)
    expect(back.body.message).toBe('An invitation between you is already pending')
    expect((await answer(b.token, first.body.id, 'rejected')).body.invitationStatus).toBe('rejected')
    expect(await s.knex('friends').where('userUuid', a.id)).toHaveLength(0)
    // A rejected invitation leaves room for a new one.
    const second = await invite(b.token, a.id)
    expect(second.status).toBe(201)
    expect((await s.request('DELETE', `${I}/${second.body.id}`, { token: a.token })).status).toBe(403)
    expect((await s.request('DELETE', `${I}/${second.body.id}`, { token: b.token })).status).toBe(200)
    expect((await s.request('DELETE', `${I}/${first.body.id}`, { token: a.token })).status).toBe(409)
    const mine = await s.request('GET', `${I}/user-invitations/${a.id}?invitationStatus=rejected`, { token: a.token })
    expect(mine.body.data.map((i: any) => i.id)).toEqual([first.body.id])
    const ours = await s.request('GET', `${I}/user-invitations/${a.id}?status=rejected`, { token: a.token })
    expect(ours.body.data.map((i: any) => i.id)).toEqual([first.body.id])
    expect((await s.request('GET', `${I}/user-invitations/${a.id}`, { token: c.token })).status).toBe(403)
  })

  it("takes the answer as seed 001's invitationStatus or as status, and answers with invitationStatus", async () => {
    const [a, b, c] = await Promise.all([s.member(), s.member(), s.member()])
    const fromA = await invite(a.token, b.id)
    expect(fromA.body.invitationStatus).toBe('pending')
    expect(fromA.body).not.toHaveProperty('status')
    const handle = (token: string, body: Record<string, unknown>) =>
      s.request('POST', `${I}/handle-friend`, { token, body: { invitationId: fromA.body.id, ...body } })

    const neither = await handle(b.token, {})
    expect(neither.status).toBe(400)
    expect(neither.body.message).toBe("Invalid body: 'invitationStatus' is required")
    const differ = await handle(b.token, { invitationStatus: 'accepted', status: 'rejected' })
    expect(differ.status).toBe(400)
    expect(differ.body.message).toBe("Invalid body: 'invitationStatus' and 'status' differ")
    const unknown = await handle(b.token, { invitationStatus: 'pending' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toContain("'invitationStatus'")
    expect((await s.knex('friend_invitations').where('id', fromA.body.id).first()).status).toBe('pending')

    const accepted = await handle(b.token, { invitationStatus: 'accepted' })
    expect(accepted.status).toBe(200)
    expect(accepted.body).toMatchObject({ id: fromA.body.id, invitationStatus: 'accepted' })
    expect(await s.knex('friends').whereIn('userUuid', [a.id, b.id])).toHaveLength(2)

    const fromC = await invite(c.token, a.id)
    const both = await s.request('POST', `${I}/handle-friend`, {
      token: a.token,
      body: { invitationId: fromC.body.id, status: 'rejected', invitationStatus: 'rejected' }
    })
    expect(both.body.invitationStatus).toBe('rejected')
    const rejected = await s.request('GET', `${I}/user-invitations-from?invitationStatus=rejected`, { token: c.token })
    expect(rejected.body.data).toMatchObject([{ id: fromC.body.id, invitationStatus: 'rejected' }])
    const clash = await s.request('GET', `${I}/user-invitations-from?invitationStatus=rejected&status=pending`, {
      token: c.token
    })
    expect(clash.status).toBe(400)
    expect(clash.body.message).toBe("Invalid query: 'invitationStatus' and 'status' differ")
  })

  it('keeps one pending invitation between two users when both invite at once', async () => {
    for (let round = 0; round < 3; round++) {
      const [a, b] = await Promise.all([s.member(), s.member()])
      const answers = await Promise.all([
        invite(a.token, b.id),
        invite(b.token, a.id),
        invite(a.token, b.id),
        invite(b.token, a.id)
      ])
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409])
      const rows = await s.knex('friend_invitations').whereIn('senderUuid', [a.id, b.id])
      expect(rows).toHaveLength(1)
    }
  })

  it('hides invitations from blocked users and refuses theirs', async () => {
    const [a, b, c] = await Promise.all([s.member(), s.member(), s.member()])
    const fromB = await invite(b.token, a.id)
    await invite(c.token, a.id)
    await s.request('POST', `${S}/blocked-users`, { token: a.token, body: { blockedUserUuid: b.id } })
    const forA = await s.request('GET', `${I}/user-invitations-for`, { token: a.token })
    expect(forA.body.data.map((i: any) => i.senderUuid)).toEqual([c.id])
    await s.request('DELETE', `${I}/${fromB.body.id}`, { token: b.token })
    const blockedInvite = await invite(b.token, a.id)
    expect(blockedInvite.status).toBe(403)
    expect(blockedInvite.body.message).toBe('This user does not accept your invitations')
    expect((await invite(a.token, b.id)).body.message).toBe('You blocked this user: unblock them first')
  })
})

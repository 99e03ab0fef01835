import { randomUUID } from 'node:crypto'
import { socialEventPaths } from '@spinroom/schemas'
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest'
import { parseOutboundAllowedHosts } from '../../src/lib/outbound-url.ts'
import { closeSessions, openSession } from '../helpers/sessions.ts'
import { startServer, type TestServer } from '../helpers/server.ts'
import { eventually } from '../helpers/wait.ts'
import { startPushService } from './push-stand-ins.ts'

const S = '/api/social-service'
let s: TestServer
let push: Awaited<ReturnType<typeof startPushService>>
beforeAll(async () => {
  push = await startPushService()
  s = await startServer({
    config: {
      providers: { VAPID_SUBJECT: 'mailto:ops@spinroom.test' },
      // The local push service is private and plain http: allowed by its scheme, host and port, as a self-hoster would.
      outboundAllowedHosts: parseOutboundAllowedHosts(push.origin)
    },
    // A 500 seen once on a loaded CI machine: its error lines are printed if it comes back.
    log: 'error'
  })
})
afterAll(async () => {
  closeSessions()
  await s.close()
  await push.close()
})

type Member = { token: string; id: string }
const send = (from: Member, to: string, message: string, id?: string) =>
  s.request('POST', `${S}/conversations/${to}/messages`, { token: from.token, body: { message, id } })
const messages = (who: Member, other: string, query = '') =>
  s.request('GET', `${S}/conversations/${other}/messages${query}`, { token: who.token })
const conversations = (who: Member, tab = 'UNSET') =>
  s.request('GET', `${S}/conversations?tab=${tab}`, { token: who.token })
const unread = async (who: Member) =>
  (await s.request('GET', `${S}/conversations/unread-count`, { token: who.token })).body

async function befriend(a: Member, b: Member) {
  const sent = await s.request('POST', `${S}/friend-invitations`, { token: a.token, body: { recipientUuid: b.id } })
  await s.request('POST', `${S}/friend-invitations/handle-friend`, {
    token: b.token,
    body: { invitationId: sent.body.id, status: 'accepted' }
  })
}

describe('conversations', () => {
  it('sends both ways, lists by tab with names and unread counts, reads, pages and clears one side', async () => {
    const [ana, ben, cleo] = await Promise.all(['ana', 'ben', 'cleo'].map((n) => s.member(['user'], n)))
    await befriend(ana, ben)

    const first = await send(ana, ben.id, 'hey ben')
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ senderUuid: ana.id, recipientUuid: ben.id, message: 'hey ben' })
    expect(first.body.senderNickname).toMatch(/^ana/)
    await send(ben, ana.id, 'hi ana')
    await send(ben, ana.id, 'how are you?')
    await send(cleo, ana.id, 'hello stranger')

    const all = (await conversations(ana)).body
    expect(all.total).toBe(2)
    expect(all.data.map((c: any) => [c.otherUuid, c.isFriend, c.unreadCount, c.lastMessage.message])).toEqual([
      [cleo.id, false, 1, 'hello stranger'],
      [ben.id, true, 2, 'how are you?']
    ])
    expect(all.data[1]).toMatchObject({ id: first.body.conversationId, userUuid: ana.id, blockedByMe: false })
    expect(all.data[1].otherNickname).toMatch(/^ben/)
    expect((await conversations(ana, 'FRIENDS')).body.data.map((c: any) => c.otherUuid)).toEqual([ben.id])
    expect((await conversations(ana, 'OTHERS')).body.data.map((c: any) => c.otherUuid)).toEqual([cleo.id])
    expect((await conversations(ana, 'ENEMIES')).status).toBe(400)
    expect(await unread(ana)).toEqual({ friends: 2, others: 1, total: 3 })
    // The sender has read their own message.
    expect(await unread(ben)).toEqual({ friends: 0, others: 0, total: 0 })

    const read = await s.request('POST', `${S}/conversations/${ben.id}/read`, { token: ana.token })
    expect(read.body).toMatchObject({ unreadCount: 0, otherUuid: ben.id })
    expect(await unread(ana)).toEqual({ friends: 0, others: 1, total: 1 })
    expect((await s.request('POST', `${S}/conversations/${randomUUID()}/read`, { token: ana.token })).status).toBe(404)

    const history = (await messages(ana, ben.id)).body
    expect(history.data.map((m: any) => m.message)).toEqual(['hey ben', 'hi ana', 'how are you?'])
    expect(history.hasMore).toBe(false)
    const latest = (await messages(ana, ben.id, '?limit=2')).body
    expect(latest).toMatchObject({ hasMore: true, data: [{ message: 'hi ana' }, { message: 'how are you?' }] })
    const older = (await messages(ana, ben.id, `?limit=2&before=${latest.data[0].id}`)).body
    expect(older).toMatchObject({ hasMore: false, data: [{ message: 'hey ben' }] })
    // Nobody reads a conversation they are not in: the pair is always the caller's own.
    expect((await messages(cleo, ben.id)).body.data).toEqual([])

    const cleared = await s.request('DELETE', `${S}/conversations/${ben.id}`, { token: ana.token })
    expect(cleared.status).toBe(200)
    expect(cleared.body).toMatchObject({ lastMessage: null, unreadCount: 0 })
    expect((await conversations(ana)).body.data.map((c: any) => c.otherUuid)).toEqual([cleo.id])
    expect((await messages(ana, ben.id)).body.data).toEqual([])
    expect((await messages(ben, ana.id)).body.data).toHaveLength(3)
    await send(ben, ana.id, 'still there?')
    expect((await messages(ana, ben.id)).body.data.map((m: any) => m.message)).toEqual(['still there?'])
    expect((await conversations(ana)).body.data[0]).toMatchObject({ otherUuid: ben.id, unreadCount: 1 })
  })

  it('refuses oneself, unknown users, empty, blank, over-long and NUL messages; an id sent twice is one message', async () => {
    const [ana, ben] = await Promise.all([s.member(), s.member()])
    const self = await send(ana, ana.id, 'me')
    expect(self.status).toBe(400)
    expect(self.body.message).toContain("'userUuid'")
    expect((await send(ana, randomUUID(), 'anyone?')).status).toBe(404)
    for (const message of ['', '   ', 'x'.repeat(2001), 'a\u0000b']) {
      const refused = await send(ana, ben.id, message)
      expect(refused.status).toBe(400)
      expect(refused.body.message).toContain('message')
    }
    expect((await s.request('POST', `${S}/conversations/${ben.id}/messages`, { body: { message: 'x' } })).status).toBe(
      401
    )
    const id = randomUUID()
    const once = await send(ana, ben.id, 'only once', id)
    const twice = await send(ana, ben.id, 'only once', id)
    expect(twice.status).toBe(201)
    expect(twice.body).toEqual(once.body)
    expect((await send(ana, ben.id, 'something else', id)).status).toBe(409)
    expect((await send(ben, ana.id, 'only once', id)).status).toBe(409)
    expect(await s.knex('direct_messages').where('senderUuid', ana.id)).toHaveLength(1)
  })

  it('keeps both sides on the latest message when both members write at once', async () => {
    onTestFailed(() => console.log(s.log.lines.map((line) => JSON.stringify(line)).join('\n')))
    const [ana, ben] = await Promise.all([s.member(), s.member()])
    const sent = await Promise.all(
      Array.from({ length: 16 }, (_, i) => (i % 2 ? send(ana, ben.id, `a${i}`) : send(ben, ana.id, `b${i}`)))
    )
    expect(sent.map((r) => r.status)).toEqual(Array(16).fill(201))
    const history = (await messages(ana, ben.id)).body.data
    expect(history).toHaveLength(16)
    const sides = await s.knex('conversations').whereIn('userUuid', [ana.id, ben.id])
    expect(sides.map((side) => side.lastMessageId)).toEqual([history.at(-1).id, history.at(-1).id])
  })

  it('answers an empty conversation before the first message, with who the other user is', async () => {
    const [ana, ben] = await Promise.all([s.member(), s.member(['user'], 'ben')])
    const empty = await s.request('GET', `${S}/conversations/${ben.id}`, { token: ana.token })
    expect(empty.status).toBe(200)
    expect(empty.body).toMatchObject({ otherUuid: ben.id, lastMessage: null, unreadCount: 0, isFriend: false })
    expect(empty.body.otherNickname).toMatch(/^ben/)
    const sent = await send(ana, ben.id, 'first')
    expect(empty.body.id).toBe(sent.body.conversationId)
    expect((await s.request('GET', `${S}/conversations/${randomUUID()}`, { token: ana.token })).status).toBe(404)
  })

  it('refuses messages both ways once either user blocks the other, and hides the conversation from the blocker', async () => {
    const [ana, ben] = await Promise.all([s.member(), s.member()])
    await send(ben, ana.id, 'before the block')
    await s.request('POST', `${S}/blocked-users`, { token: ana.token, body: { blockedUserUuid: ben.id } })
    const fromBlocked = await send(ben, ana.id, 'after the block')
    expect(fromBlocked.status).toBe(403)
    expect(fromBlocked.body.message).toBe('This user does not accept your messages')
    const fromBlocker = await send(ana, ben.id, 'to the blocked')
    expect(fromBlocker.status).toBe(403)
    expect(fromBlocker.body.message).toContain('unblock')
    expect((await conversations(ana)).body.total).toBe(0)
    expect(await unread(ana)).toEqual({ friends: 0, others: 0, total: 0 })
    expect((await s.request('GET', `${S}/conversations/${ben.id}`, { token: ana.token })).body.blockedByMe).toBe(true)
    expect(await s.knex('direct_messages').where('senderUuid', ben.id)).toHaveLength(1)
  })

  it("reaches both members' sockets, read marks the member's own; nobody else hears", async () => {
    const [ana, ben, eve] = await Promise.all([s.member(), s.member(), s.member()])
    const heard = async (who: Member) => {
      const { client } = await openSession(s.url, who.token)
      const got: string[] = []
      client.feathers
        .service(socialEventPaths.directMessages)
        .on('created', (m: { message: string }) => got.push(`message:${m.message}`))
      client.feathers
        .service(socialEventPaths.conversations)
        .on('patched', (c: { unreadCount: number }) => got.push(`read:${c.unreadCount}`))
      return got
    }
    const [anaHeard, benHeard, eveHeard] = await Promise.all([heard(ana), heard(ben), heard(eve)])
    await send(ana, ben.id, 'live')
    await s.request('POST', `${S}/conversations/${ana.id}/read`, { token: ben.token })
    await eventually(
      async () => benHeard,
      (got) => got.length === 2
    )
    expect(benHeard).toEqual(['message:live', 'read:0'])
    expect(anaHeard).toEqual(['message:live'])
    expect(eveHeard).toEqual([])
  })

  it('pushes the first unread message to the recipient’s browsers, not each one after it', async () => {
    const [ana, ben] = await Promise.all([s.member(['user'], 'ana'), s.member()])
    const browser = push.browser()
    expect(
      (
        await s.request('POST', `${S}/web-notifications/subscription`, {
          token: ben.token,
          body: browser.subscription
        })
      ).status
    ).toBe(201)
    const outbox = () => s.knex('notifications').where({ userUuid: ben.id, kind: 'direct' })
    await send(ana, ben.id, 'one')
    await send(ana, ben.id, 'two')
    expect(await outbox()).toHaveLength(1)
    await s.request('POST', `${S}/conversations/${ana.id}/read`, { token: ben.token })
    await send(ana, ben.id, 'three')
    const rows = await eventually(outbox, (rows) => rows.length === 2 && rows.every((r) => r.status === 'sent'))
    expect(rows.map((r) => r.body).sort()).toEqual(['one', 'three'])
    expect(rows[0].link).toContain(`/messages/${ana.id}`)
    expect(rows[0].title).toMatch(/^ana/)
  })
})

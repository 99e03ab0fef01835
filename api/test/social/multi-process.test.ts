import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { socialEventPaths } from '@spinroom/schemas'
import { closeSessions, openSession } from '../helpers/sessions.ts'
import { startTwoProcesses, testClient, type OtherProcess, type TestServer } from '../helpers/server.ts'
import { eventually, sleep } from '../helpers/wait.ts'
import { LiveClient, closeClients, createRoom, song } from '../rooms/live-client.ts'
import { missing, needing } from '../helpers/needs.ts'
import { onDjSeated } from '../../src/services/rooms/live/dj-seats.ts'

// Two processes meet through Redis (CI sets REDIS_URL).
const redisUrl = process.env.REDIS_URL
const S = '/api/social-service'
let a: TestServer
let b: OtherProcess

describe('the social graph across API processes', { timeout: 60_000, ...needing(missing.redis) }, () => {
  beforeAll(async () => {
    const started = await startTwoProcesses(redisUrl)
    a = started.s
    b = started.other!
  })
  afterAll(async () => {
    closeClients()
    closeSessions()
    await b?.close()
    await a?.close()
  })

  it("sends an invitation made on one process to the recipient's socket on the other, once", async () => {
    const sender = await a.member()
    const recipient = await a.signIn(['user'], 'far')
    const { client } = await openSession(a.url, recipient.accessToken)
    const got: unknown[] = []
    client.feathers.service(socialEventPaths.friendInvitations).on('created', (data: unknown) => got.push(data))
    const sent = await testClient(b.app, b.url).request('POST', `${S}/friend-invitations`, {
      token: sender.token,
      body: { recipientUuid: recipient.user!.id }
    })
    expect(sent.status).toBe(201)
    await eventually(
      async () => got.length,
      (n) => n > 0
    )
    await sleep(300)
    expect(got).toMatchObject([{ id: sent.body.id, invitationStatus: 'pending' }])
  })

  it("keeps a blocked user's chat message, sent on the other process, from the blocker", async () => {
    const room = await createRoom(a.knex)
    const [blocker, blocked, other] = await Promise.all(
      ['blocker', 'blocked', 'other'].map((n) => a.signIn(['user'], n))
    )
    const me = await LiveClient.signIn(a.url, blocker)
    const them = await LiveClient.signIn(b.url, blocked)
    const bystander = await LiveClient.signIn(a.url, other)
    for (const c of [me, them, bystander]) await c.join(room.uuid)
    await a.request('POST', `${S}/blocked-users`, {
      token: blocker.accessToken,
      body: { blockedUserUuid: blocked.user!.id }
    })
    await them.call('sendChatMessage', { uuid: randomUUID(), message: 'across processes' })
    await bystander.message('chatMessage')
    await me.message('hiddenChatMessage')
    expect(me.stateless.some((m) => m.name === 'chatMessage')).toBe(false)
    expect(me.problems).toEqual([])
  })

  it("tells a DJ's fans once when the DJ takes a seat on the other process: the seat is heard there alone", async () => {
    const heard = { a: 0, b: 0 }
    onDjSeated(a.app, () => heard.a++)
    onDjSeated(b.app, () => heard.b++)
    const room = await createRoom(a.knex)
    const [dj, fan] = await Promise.all([a.signIn(['user'], 'seated'), a.signIn(['user'], 'fan')])
    const as = (user: typeof dj) => ({ token: user.accessToken })
    expect((await a.request('POST', `${S}/dj-fans`, { ...as(fan), body: { djUuid: dj.user!.id } })).status).toBe(201)
    const device = { token: `fan-device-${randomUUID()}`, devicePlatform: 'android' }
    expect((await a.request('POST', `${S}/devices`, { ...as(fan), body: device })).status).toBe(201)
    const seated = await LiveClient.signIn(b.url, dj)
    await seated.join(room.uuid)
    await seated.call('addDj', { song: song('opener', 30) })
    const sent = () => a.knex('notifications').where({ kind: 'djLive', senderUuid: dj.user!.id })
    await eventually(sent, (rows) => rows.length > 0)
    await sleep(300)
    expect(await sent()).toMatchObject([{ userUuid: fan.user!.id, title: expect.stringMatching(/ is live$/) }])
    expect(heard).toEqual({ a: 0, b: 1 })
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { feathers } from '@feathersjs/feathers'
import socketio from '@feathersjs/socketio-client'
import authentication from '@feathersjs/authentication-client'
import { io, type Socket } from 'socket.io-client'
import { createClient } from 'redis'
import { verifiedTokens } from '../../src/auth/verified-tokens.ts'
import {
  type TestServer,
  startTwoProcesses,
  type OtherProcess,
  serviceKey,
  testRedisPrefix
} from '../helpers/server.ts'
import { eventually, sleep } from '../helpers/wait.ts'
import { M, consumable, fundedUser } from '../helpers/tokens.ts'
import { LiveClient, closeClients, createRoom, song } from '../rooms/live-client.ts'
import { missing, needing } from '../helpers/needs.ts'

const U = '/api/user-service'
// Two processes meet through Redis (CI sets REDIS_URL), on this file's own channels.
const redisUrl = process.env.REDIS_URL
let a: TestServer
let b: OtherProcess
const sockets: Socket[] = []

/** A signed-in Feathers socket client on the API at `url`, counting the events of one service. */
async function listener(url: string, accessToken: string, path: string, event: string) {
  const socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false })
  sockets.push(socket)
  const client = feathers()
    .configure(socketio(socket))
    .configure(authentication({ path: 'api/user-service/authentication' }))
  await client.authenticate({ strategy: 'jwt', accessToken })
  const received: Record<string, unknown>[] = []
  client.service(path).on(event, (data: Record<string, unknown>) => received.push(data))
  return received
}

/** Waits for the first event, then long enough for a second copy to arrive if one were sent. */
async function settled(received: unknown[]) {
  for (let waited = 0; !received.length && waited < 5000; waited += 20) await sleep(20)
  await sleep(300)
  return received
}

describe('Feathers events and caches across API processes', { timeout: 60_000, ...needing(missing.redis) }, () => {
  beforeAll(async () => {
    const started = await startTwoProcesses(redisUrl)
    a = started.s
    b = started.other!
  })
  afterAll(async () => {
    closeClients()
    sockets.splice(0).forEach((socket) => socket.close())
    await b?.close()
    await a?.close()
  })

  it("delivers a user's patch made on one process to the user's socket on the other, once", async () => {
    const user = await a.signIn(['user'], 'bus-user')
    const received = await listener(b.url, user.accessToken, 'api/user-service/users', 'patched')
    const res = await a.request('POST', `${U}/users/profile`, { token: user.accessToken, body: { firstName: 'Bus' } })
    expect(res.status).toBe(200)
    expect(await settled(received)).toEqual([expect.objectContaining({ id: user.user!.id, firstName: 'Bus' })])
    expect(received[0]).not.toHaveProperty('password')
  })

  it('sends only what clients may see through Redis: no password hash of a user who changes their password', async () => {
    const admin = await a.signIn(['user', 'admin'], 'bus-secret-admin')
    const user = await a.signIn(['user'], 'bus-secret')
    const redis = createClient({ url: redisUrl })
    await redis.connect()
    const crossed: string[] = []
    const sub = redis.duplicate()
    await sub.connect()
    await sub.subscribe(`${testRedisPrefix}:events`, (message) => crossed.push(message))
    try {
      const changed = await a.request('POST', `${U}/users/change-password-admin`, {
        token: admin.accessToken,
        body: { userUuid: user.user!.id, newPassword: 'a-new-password-1' }
      })
      expect(changed.status).toBe(200)
      const [row] = await a.knex('users').where('id', user.user!.id).select('password')
      const users = await eventually(
        async () => crossed.filter((m) => JSON.parse(m).path === 'api/user-service/users'),
        (found) => found.length > 0
      )
      expect(users.length).toBeGreaterThan(0)
      for (const message of users) {
        expect(message).not.toContain(row.password)
        expect(JSON.parse(message).data).not.toHaveProperty('password')
      }
    } finally {
      await Promise.allSettled([sub.quit(), redis.quit()])
    }
  })

  it('delivers an admin list event and a moderation event to admins and moderators on the other process', async () => {
    const admin = await a.signIn(['user', 'admin'], 'bus-admin')
    const mod = await a.signIn(['user', 'moderator'], 'bus-mod')
    const target = await a.signIn(['user'], 'bus-target')
    const keys = await listener(b.url, admin.accessToken, 'api/user-service/api-keys', 'created')
    const actions = await listener(b.url, mod.accessToken, 'api/user-service/moderation-actions', 'created')
    const key = await a.request('POST', `${U}/admin/api-keys`, { token: admin.accessToken, body: { name: 'bus' } })
    expect(key.status).toBe(201)
    const kick = await a.request('POST', `${U}/users/kick`, {
      token: mod.accessToken,
      body: { userUuid: target.user!.id, reason: 'bus test' }
    })
    expect(kick.status).toBe(200)
    expect(await settled(keys)).toEqual([expect.objectContaining({ name: 'bus' })])
    expect(await settled(actions)).toEqual([
      expect.objectContaining({ actionType: 'globalKick', targetUserUuid: target.user!.id })
    ])
  })

  it("has the other process forget a user's account at once when one process changes it", async () => {
    const admin = await a.signIn(['user', 'admin'], 'cache-admin')
    const user = await a.signIn(['user'], 'cache-user')
    const moderatorList = () => fetch(`${b.url}${U}/moderation/users`, { headers: bearer(user.accessToken) })
    // The change's answer waits for its publication, not for B to read it: B has a moment, well within the 2 s for
    // which it would otherwise keep the account.
    const onB = async (status: number) =>
      (await eventually(moderatorList, (response) => response.status === status, 1000)).status
    // B now holds the account behind the token (no moderator role) and the verified token for a while.
    expect((await moderatorList()).status).toBe(403)
    expect(verifiedTokens(b.app).has(user.accessToken)).toBe(true)
    const grant = await a.request('POST', `${U}/users/add-role`, {
      token: admin.accessToken,
      body: { userUuid: user.user!.id, role: 'moderator' }
    })
    expect(grant.status).toBe(200)
    expect(await onB(200)).toBe(200)
    const ban = await a.request('POST', `${U}/users/ban`, {
      token: admin.accessToken,
      body: { userUuid: user.user!.id }
    })
    expect(ban.status).toBe(200)
    expect(await onB(401)).toBe(401)
    expect(verifiedTokens(b.app).has(user.accessToken)).toBe(true)
    const unban = await a.request('POST', `${U}/users/unban`, {
      token: admin.accessToken,
      body: { userUuid: user.user!.id }
    })
    expect(unban.status).toBe(200)
    expect(
      await eventually(
        async () => verifiedTokens(b.app).has(user.accessToken),
        (known) => !known
      )
    ).toBe(false)
  })

  it('delivers a live room message to a listener on the other process once', async () => {
    const room = await createRoom(a.knex)
    const dancer = await LiveClient.signIn(a.url, await a.signIn(['user'], 'bus-dancer'))
    const watcher = await LiveClient.signIn(b.url, await a.signIn(['user'], 'bus-watcher'))
    await dancer.join(room.uuid)
    await watcher.join(room.uuid)
    await watcher.until((st) => st.allUsers.length === 2)
    // Counted from here: the client keeps the messages it buffered while joining twice.
    const seen = watcher.stateful.length
    await dancer.call('playOneTimeAnimation', { animation: 'jump' })
    await dancer.call('addDj', { song: song('bus') })
    await watcher.message('playedOneTimeAnimation')
    await watcher.until((st) => st.nowPlaying?.song.trackName === 'bus')
    await sleep(300)
    expect(watcher.stateless.filter((m) => m.name === 'playedOneTimeAnimation')).toHaveLength(1)
    const seqs = watcher.stateful.slice(seen).map((m) => m.seq)
    expect(seqs.length).toBeGreaterThan(0)
    expect(new Set(seqs).size).toBe(seqs.length)
    expect(watcher.problems).toEqual([])
  })

  it("delivers a room channel's Feathers event (a purchase) to a listener on the other process once", async () => {
    const admin = (await a.signIn(['user', 'admin'], 'bus-shop')).accessToken
    const buyer = await fundedUser(a, await serviceKey(a, admin), 50, 'bus-buyer')
    const item = await consumable(a, admin, 20, 'Bus confetti')
    const room = await createRoom(a.knex)
    const watcher = await LiveClient.signIn(b.url, await a.signIn(['user'], 'bus-onlooker'))
    await watcher.join(room.uuid)
    const purchases: unknown[] = []
    watcher.socket.on('api/merch-service/consumable-purchase-events consumablePurchased', (e) => purchases.push(e))
    const bought = await a.request('POST', `${M}/api/v1/consumable-purchases`, {
      token: buyer.token,
      body: { roomUuid: room.uuid, consumableId: item.id, accountId: buyer.accountId, tokenCost: 20 }
    })
    expect(bought.status).toBe(201)
    expect(await settled(purchases)).toEqual([
      expect.objectContaining({ roomUuid: room.uuid, purchaseId: bought.body.purchase.id })
    ])
  })

  it('keeps logins off the bus: their tokens and accounts stay on the process', async () => {
    const published: string[] = []
    const record = (message: string) => published.push(message)
    a.app.on('sync-out', record)
    const user = await a.signIn(['user'], 'bus-login')
    a.app.off('sync-out', record)
    expect(published.length).toBeGreaterThan(0)
    expect(published.filter((message) => message.includes(user.accessToken))).toEqual([])
  })
})

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

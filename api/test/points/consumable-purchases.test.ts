import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { feathers } from '@feathersjs/feathers'
import socketio from '@feathersjs/socketio-client'
import authentication from '@feathersjs/authentication-client'
import { io, type Socket } from 'socket.io-client'
import { roomChannel, userChannel } from '../../src/channels.ts'
import { startServer, type TestServer, serviceKey } from '../helpers/server.ts'
import { sleep } from '../helpers/wait.ts'
import { insertRoom } from '../rooms/helpers.ts'
import { M, consumable, expectBalance, fundedUser, rowsOf } from '../helpers/tokens.ts'

// Hundreds of requests racing on a busy machine may take longer than the default 30 s; nothing here is timed.
const SLOW = 180_000
let s: TestServer
let admin: string
let service: Record<string, string>
const sockets: Socket[] = []

const ROOM = '0b7d3f0e-1111-4000-8000-000000000001'
const OTHER_ROOM = '0b7d3f0e-2222-4000-8000-000000000002'

beforeAll(async () => {
  s = await startServer()
  admin = (await s.signIn(['user', 'admin'])).accessToken
  service = await serviceKey(s, admin)
  for (const uuid of [ROOM, OTHER_ROOM]) await insertRoom(s, { uuid })
})
afterAll(async () => {
  for (const socket of sockets) socket.removeAllListeners('disconnect').close()
  await s.close()
})

const buy = (token: string, body: Record<string, unknown>) =>
  s.request('POST', `${M}/api/v1/consumable-purchases`, { token, body: { roomUuid: ROOM, ...body } })

/** A signed-in socket.io client of `userId`, joined to a room's channel the way the rooms domain joins listeners. */
async function listener(accessToken: string, userId: string, roomUuid: string) {
  const socket = io(s.url, { transports: ['websocket'], forceNew: true })
  sockets.push(socket)
  const client = feathers()
    .configure(socketio(socket))
    .configure(authentication({ path: 'api/user-service/authentication' }))
  await client.authenticate({ strategy: 'jwt', accessToken })
  for (const connection of s.app.channel(userChannel(userId)).connections)
    s.app.channel(roomChannel(roomUuid)).join(connection)
  const purchases: any[] = []
  const balances: any[] = []
  client
    .service('api/merch-service/consumable-purchase-events')
    .on('consumablePurchased', (event: unknown) => purchases.push(event))
  client.service('api/merch-service/token-account-records').on('patched', (account: unknown) => balances.push(account))
  return { purchases, balances }
}

describe('consumable purchases', () => {
  it('buys with a hold and its commit, answers the purchase and the account, and tells the room and the buyer', async () => {
    const buyer = await fundedUser(s, service, 100, 'dj')
    const item = await consumable(s, admin, 30, 'Disco ball')
    const neighbour = await s.signIn(['user'], 'neighbour')
    const stranger = await s.signIn(['user'], 'stranger')
    const own = await listener(buyer.token, buyer.user.user!.id, ROOM)
    const inRoom = await listener(neighbour.accessToken, neighbour.user!.id, ROOM)
    const elsewhere = await listener(stranger.accessToken, stranger.user!.id, OTHER_ROOM)
    const shown = (await s.request('GET', `${M}/api/v1/token-accounts/self`, { token: buyer.token })).body

    const bought = await buy(buyer.token, {
      consumableId: item.id,
      accountId: buyer.accountId,
      tokenCost: 30,
      balanceUnmodifiedSince: shown.updatedAt,
      lastTokenBalance: 100
    })
    expect(bought.status).toBe(201)
    const { purchase, account } = bought.body
    expect(purchase).toMatchObject({
      accountId: buyer.accountId,
      consumableId: item.id,
      roomUuid: ROOM,
      userUuid: buyer.user.user!.id,
      tokenCost: 30
    })
    expect(account).toMatchObject({ id: buyer.accountId, balance: 70 })
    expect(await s.knex('token_transactions').where('id', purchase.holdId)).toMatchObject([
      { type: 'hold', amount: 30 }
    ])
    expect(await s.knex('token_transactions').where('id', purchase.commitId)).toMatchObject([
      { type: 'commit', amount: 30, holdId: purchase.holdId }
    ])
    await expectBalance(s, buyer.accountId, 70)

    await sleep(300)
    const expected = {
      roomUuid: ROOM,
      userUuid: buyer.user.user!.id,
      nickname: buyer.user.user!.nickname,
      purchaseId: purchase.id,
      consumable: { id: item.id, name: 'Disco ball', tokenCost: 30 }
    }
    expect(inRoom.purchases).toMatchObject([expected])
    expect(own.purchases).toMatchObject([expected])
    expect(Number.isNaN(Date.parse(inRoom.purchases[0].sentAt))).toBe(false)
    expect(elsewhere.purchases).toEqual([])
    expect(own.balances.at(-1)).toMatchObject({ id: buyer.accountId, balance: 70 })
    expect(inRoom.balances).toEqual([])

    const removal = await s.request('DELETE', `${M}/api/v1/consumables/${item.id}`, { token: admin })
    expect(removal.status).toBe(409)
    expect(removal.body.message).toBe(
      "Consumable 'Disco ball' has been bought 1 time(s) and cannot be deleted: purchase history names it"
    )
    expect(await s.knex('consumables').where('id', item.id)).toHaveLength(1)
  })

  it('refuses another user’s account, an unknown consumable, a changed price, a stale balance, too few tokens and a disabled account, writing nothing', async () => {
    const buyer = await fundedUser(s, service, 20)
    const other = await fundedUser(s, service, 20, 'other')
    const item = await consumable(s, admin, 15)
    const shown = (await s.request('GET', `${M}/api/v1/token-accounts/self`, { token: buyer.token })).body
    const base = { consumableId: item.id, accountId: buyer.accountId, tokenCost: 15 }

    expect((await buy(other.token, base)).status).toBe(403)
    const unknown = await buy(buyer.token, { ...base, consumableId: '00000000-0000-4000-8000-000000000009' })
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Consumable not found'])
    const price = await buy(buyer.token, { ...base, tokenCost: 10 })
    expect([price.status, price.body.message]).toEqual([409, 'Token cost has changed'])
    expect((await buy(buyer.token, { ...base, lastTokenBalance: 19 })).body.message).toBe(
      'Token balance changed since it was shown'
    )

    await s.request('POST', `${M}/api/v1/token-transactions`, {
      headers: service,
      body: { accountId: buyer.accountId, type: 'credit', amount: 1 }
    })
    const stale = await buy(buyer.token, { ...base, balanceUnmodifiedSince: shown.updatedAt })
    expect([stale.status, stale.body.message]).toEqual([409, 'Token balance changed since it was shown'])
    const expensive = await consumable(s, admin, 22, 'Fireworks')
    const poor = await buy(buyer.token, { ...base, consumableId: expensive.id, tokenCost: 22 })
    expect([poor.status, poor.body.message]).toEqual([409, 'Insufficient token balance'])
    const bad = await buy(buyer.token, { ...base, roomUuid: 'lobby' })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain("'roomUuid'")

    await s.request('PATCH', `${M}/admin/token-accounts/${buyer.accountId}`, {
      token: admin,
      body: { status: 'disabled' }
    })
    const disabled = await buy(buyer.token, base)
    expect([disabled.status, disabled.body.message]).toEqual([409, 'Token account is disabled'])

    expect(await rowsOf(s, buyer.accountId, 'hold')).toHaveLength(0)
    expect(await s.knex('consumable_purchases').where('accountId', buyer.accountId)).toHaveLength(0)
    await expectBalance(s, buyer.accountId, 21)
  })

  it('buys a free consumable with no hold or commit, even on an empty account, and still tells the room; the price guard and a disabled account still refuse', async () => {
    const buyer = await fundedUser(s, service, 0, 'freeloader')
    const free = await consumable(s, admin, 0, 'Welcome wave')
    const priced = await consumable(s, admin, 3, 'Confetti')
    const own = await listener(buyer.token, buyer.user.user!.id, ROOM)
    const base = { consumableId: free.id, accountId: buyer.accountId, tokenCost: 0 }

    const bought = await buy(buyer.token, { ...base, lastTokenBalance: 0 })
    expect(bought.status).toBe(201)
    expect(bought.body.purchase).toMatchObject({
      accountId: buyer.accountId,
      consumableId: free.id,
      roomUuid: ROOM,
      tokenCost: 0,
      holdId: null,
      commitId: null
    })
    expect(bought.body.account).toMatchObject({ id: buyer.accountId, balance: 0 })
    expect(await s.knex('consumable_purchases').where('accountId', buyer.accountId)).toMatchObject([
      { id: bought.body.purchase.id, tokenCost: 0, holdId: null, commitId: null }
    ])
    expect(await s.knex('token_transactions').where('accountId', buyer.accountId)).toEqual([])
    await sleep(300)
    expect(own.purchases).toMatchObject([
      { roomUuid: ROOM, purchaseId: bought.body.purchase.id, consumable: { id: free.id, tokenCost: 0 } }
    ])
    expect(own.balances).toEqual([])

    const cheated = await buy(buyer.token, { ...base, consumableId: priced.id })
    expect([cheated.status, cheated.body.message]).toEqual([409, 'Token cost has changed'])
    const overpaid = await buy(buyer.token, { ...base, tokenCost: 3 })
    expect([overpaid.status, overpaid.body.message]).toEqual([409, 'Insufficient token balance'])
    const negative = await buy(buyer.token, { ...base, tokenCost: -1 })
    expect(negative.status).toBe(400)
    expect(negative.body.message).toContain("'tokenCost'")
    await s.request('PATCH', `${M}/admin/token-accounts/${buyer.accountId}`, {
      token: admin,
      body: { status: 'disabled' }
    })
    const disabled = await buy(buyer.token, base)
    expect([disabled.status, disabled.body.message]).toEqual([409, 'Token account is disabled'])
    expect(await s.knex('consumable_purchases').where('accountId', buyer.accountId)).toHaveLength(1)
    await expectBalance(s, buyer.accountId, 0)
  })

  it(
    'lets exactly 50 of 200 concurrent purchases through on an account with tokens for 50',
    async () => {
      const buyer = await fundedUser(s, service, 100, 'rush')
      const item = await consumable(s, admin, 2, 'Clap')
      const answers = await Promise.all(
        Array.from({ length: 200 }, () =>
          buy(buyer.token, { consumableId: item.id, accountId: buyer.accountId, tokenCost: 2 })
        )
      )
      const statuses = answers.map((a) => a.status)
      expect(statuses.filter((x) => x === 201)).toHaveLength(50)
      expect(statuses.filter((x) => x === 409)).toHaveLength(150)
      expect(
        answers.filter((a) => a.status === 409).every((a) => a.body.message === 'Insufficient token balance')
      ).toBe(true)
      expect(await s.knex('consumable_purchases').where('accountId', buyer.accountId)).toHaveLength(50)
      expect(await rowsOf(s, buyer.accountId, 'commit')).toHaveLength(50)
      const check = await expectBalance(s, buyer.accountId, 0)
      expect(check).toMatchObject({ credits: 100, commits: 100, openHolds: 0 })
    },
    SLOW
  )
})

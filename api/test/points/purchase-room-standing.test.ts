import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer, serviceKey } from '../helpers/server.ts'
import { M, consumable, expectBalance, fundedUser } from '../helpers/tokens.ts'
import { insertRole, insertRoom } from '../rooms/helpers.ts'
import type { ConsumablePurchasedEvent } from '@spinroom/schemas'
import { PURCHASE_EVENTS_PATH } from '../../src/services/points/token-ledger/purchase-events.ts'
import { serviceAt } from '../../src/lib/service-at.ts'

let s: TestServer
let admin: string
let service: Record<string, string>
const announced: ConsumablePurchasedEvent[] = []
type Events = { on(event: string, listener: (data: ConsumablePurchasedEvent) => void): void }

beforeAll(async () => {
  s = await startServer()
  admin = (await s.signIn(['user', 'admin'])).accessToken
  service = await serviceKey(s, admin)
  serviceAt<Events>(s.app, PURCHASE_EVENTS_PATH).on('consumablePurchased', (event) => announced.push(event))
})
afterAll(() => s.close())

const buy = (token: string, body: Record<string, unknown>) =>
  s.request('POST', `${M}/api/v1/consumable-purchases`, { token, body })

/** Nothing was bought: the balance, the ledger and the purchases are as they were. */
async function expectNothingBought(accountId: string, balance: number) {
  await expectBalance(s, accountId, balance)
  expect(await s.knex('token_transactions').where({ accountId }).whereIn('type', ['hold', 'commit'])).toEqual([])
  expect(await s.knex('consumable_purchases').where({ accountId })).toEqual([])
  const account = await s.knex('token_accounts').where('id', accountId).first('userUuid')
  expect(announced.filter((event) => event.userUuid === account.userUuid)).toEqual([])
}

describe('a consumable purchase checks the room and the buyer standing in it', () => {
  it('refuses a room that does not exist with 404 naming it', async () => {
    const buyer = await fundedUser(s, service, 50, 'nowhere')
    const item = await consumable(s, admin, 20, 'Confetti cannon')
    const roomUuid = randomUUID()
    const res = await buy(buyer.token, { roomUuid, consumableId: item.id, accountId: buyer.accountId, tokenCost: 20 })
    expect(res).toMatchObject({ status: 404, body: { message: `Room ${roomUuid} not found` } })
    await expectNothingBought(buyer.accountId, 50)
  })

  it('refuses a buyer kicked or banned from the room with 403, and sells to one in good standing', async () => {
    const item = await consumable(s, admin, 10, 'Balloons')
    const room = await insertRoom(s)
    const kicked = await fundedUser(s, service, 30, 'kickedbuyer')
    const banned = await fundedUser(s, service, 30, 'bannedbuyer')
    const welcome = await fundedUser(s, service, 30, 'welcomebuyer')
    await insertRole(s, room.id, kicked.user.user!.id, 'kicked', new Date(Date.now() + 60_000))
    await insertRole(s, room.id, banned.user.user!.id, 'banned')
    const order = { roomUuid: room.uuid, consumableId: item.id, tokenCost: 10 }
    expect(await buy(kicked.token, { ...order, accountId: kicked.accountId })).toMatchObject({
      status: 403,
      body: { message: 'You were kicked from this room' }
    })
    expect(await buy(banned.token, { ...order, accountId: banned.accountId })).toMatchObject({
      status: 403,
      body: { message: 'You are banned from this room' }
    })
    await expectNothingBought(kicked.accountId, 30)
    await expectNothingBought(banned.accountId, 30)
    expect((await buy(welcome.token, { ...order, accountId: welcome.accountId })).status).toBe(201)
    await expectBalance(s, welcome.accountId, 20)
    expect(announced.map((event) => event.roomUuid)).toEqual([room.uuid])
  })
})

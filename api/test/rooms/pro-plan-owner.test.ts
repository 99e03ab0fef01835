import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { SubscriptionStatus } from '@spinroom/schemas'
import { applySubscription } from '../../src/services/payments/subscriptions/levels.ts'
import type { TestServer } from '../helpers/server.ts'
import { sleep } from '../helpers/wait.ts'
import { LiveClient, createRoom, grantRole, song, withLiveServer } from './live-client.ts'

let s: TestServer

withLiveServer((server) => (s = server))

const REFUSAL = 'Only the room owner with a pro plan may DJ in this room'
/** How long a process trusts an account it read for a token (api/src/auth/accounts-cache.ts), and a margin. */
const ACCOUNT_CACHE_MS = 2500

/** A Stripe subscription to a paid plan in the given status, recorded the way the payments webhooks record one. */
const subscribe = (userUuid: string, status: SubscriptionStatus, providerSubscriptionId = `sub_${randomUUID()}`) =>
  s.knex.transaction((trx) =>
    applySubscription(trx, {
      provider: 'stripe',
      providerSubscriptionId,
      userUuid,
      productId: null,
      level: 'PLATINUM',
      status,
      startedAt: new Date(),
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      endedAt: status === 'canceled' ? new Date() : null,
      stateAt: new Date()
    })
  )

/** A signed-in user on a live socket, in `room`, with room role `role` if given. */
async function inRoom(room: { id: number; uuid: string }, nickname: string, role?: string, paid = false) {
  const member = await s.member(['user'], nickname)
  if (role) await grantRole(s.knex, room.id, member.id, role)
  const subscription = paid ? `sub_${randomUUID()}` : null
  if (subscription) await subscribe(member.id, 'active', subscription)
  const client = await LiveClient.signIn(s.url, { accessToken: member.token })
  await client.join(room.uuid)
  return { id: member.id, client, subscription }
}

const canDj = (client: LiveClient, uuid: string) => client.state!.allUsers.find((u) => u.uuid === uuid)?.canDj

describe('djType PRO_PLAN_OWNER (seed 001 §6: "only the owner with a pro plan")', { timeout: 90_000 }, () => {
  it('seats the owner with a paid plan, and refuses the owner without one and a subscriber who is not the owner', async () => {
    const room = await createRoom(s.knex, { djType: 'PRO_PLAN_OWNER', numberOfDjs: 3 })
    const unpaidOwner = await inRoom(room, 'unpaid', 'owner')
    const subscriber = await inRoom(room, 'subscriber', undefined, true)
    const paidOwner = await inRoom(room, 'paid', 'owner', true)

    for (const refused of [unpaidOwner, subscriber])
      await expect(refused.client.call('addDj', { song: song('no') })).rejects.toMatchObject({
        code: 403,
        message: REFUSAL
      })
    expect(canDj(paidOwner.client, unpaidOwner.id)).toBe(false)
    expect(canDj(paidOwner.client, subscriber.id)).toBe(false)
    expect(canDj(paidOwner.client, paidOwner.id)).toBe(true)

    await paidOwner.client.call('addDj', { song: song('yes', 30) })
    const state = await paidOwner.client.until((st) => st.djs.length === 1)
    expect(state.djs[0].uuid).toBe(paidOwner.id)
    expect(await s.knex('users').where('id', paidOwner.id).first('subscriptionLevel')).toEqual({
      subscriptionLevel: 'PLATINUM'
    })
  })

  it('refuses the owner again once the plan has ended', async () => {
    const room = await createRoom(s.knex, { djType: 'PRO_PLAN_OWNER', numberOfDjs: 1 })
    const owner = await inRoom(room, 'lapsing', 'owner', true)
    await owner.client.call('addDj', { song: song('first', 30) })
    await owner.client.until((st) => st.djs.length === 1)
    await owner.client.call('removeDj', {})
    await owner.client.until((st) => st.djs.length === 0)

    await subscribe(owner.id, 'canceled', owner.subscription!)
    await sleep(ACCOUNT_CACHE_MS)
    await expect(owner.client.call('addDj', { song: song('again') })).rejects.toMatchObject({
      code: 403,
      message: REFUSAL
    })
    expect(owner.client.state!.djs).toEqual([])
  })
})

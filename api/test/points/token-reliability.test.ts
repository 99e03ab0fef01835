import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer, serviceKey } from '../helpers/server.ts'
import { sleep } from '../helpers/wait.ts'
import { insertRoom } from '../rooms/helpers.ts'
import { M, consumable, expectBalance, fundedUser, rowsOf } from '../helpers/tokens.ts'
import { missing, needing } from '../helpers/needs.ts'

// Hundreds of requests racing on a busy machine may take longer than the default 30 s; nothing here is timed.
const SLOW = 180_000
let s: TestServer
let admin: string
let service: Record<string, string>

beforeAll(async () => {
  s = await startServer()
  admin = (await s.signIn(['user', 'admin'])).accessToken
  service = await serviceKey(s, admin)
  // Purchases are made in a room that exists.
  for (const n of [1, 2, 3]) await insertRoom(s, { uuid: `6f1c2f3e-0000-4000-8000-00000000000${n}` })
})
afterAll(() => s.close())

const tx = (body: unknown, auth: { token?: string; headers?: Record<string, string> }) =>
  s.request('POST', `${M}/api/v1/token-transactions`, { ...auth, body })
const settle = (verb: 'commit' | 'void', transactionId: string, token: string) =>
  s.request('POST', `${M}/api/v1/token-transactions/${verb}`, { token, body: { transactionId } })

/** Nothing of a purchase may remain: no hold, commit or purchase row, the balance as it was. */
async function expectUntouched(accountId: string, balance: number) {
  expect(await rowsOf(s, accountId, 'hold')).toHaveLength(0)
  expect(await rowsOf(s, accountId, 'commit')).toHaveLength(0)
  expect(await s.knex('consumable_purchases').where({ accountId })).toHaveLength(0)
  await expectBalance(s, accountId, balance)
}

describe('token ledger under concurrency', () => {
  it(
    'credits once for the same credit sent ten times at once',
    async () => {
      const { accountId } = await fundedUser(s, service, 0)
      const body = { accountId, type: 'credit', amount: 70, reason: 'store purchase', idempotencyKey: 'receipt-42' }
      const answers = await Promise.all(Array.from({ length: 10 }, () => tx(body, { headers: service })))
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
      expect(answers.filter((a) => a.status === 200)).toHaveLength(9)
      expect(new Set(answers.map((a) => a.body.id)).size).toBe(1)
      expect(await rowsOf(s, accountId, 'credit')).toHaveLength(1)
      await expectBalance(s, accountId, 70)
    },
    SLOW
  )

  it(
    'lets exactly one of a concurrent commit and void win for each of 20 holds',
    async () => {
      const { token, accountId } = await fundedUser(s, service, 1000)
      const holds = await Promise.all(
        Array.from({ length: 20 }, (_, i) => tx({ accountId, type: 'hold', amount: i + 1 }, { token }))
      )
      expect(holds.every((h) => h.status === 201)).toBe(true)
      await expectBalance(s, accountId, 1000 - 210)
      const races = await Promise.all(
        holds.map(async ({ body: hold }) => ({
          hold,
          answers: await Promise.all([settle('commit', hold.id, token), settle('void', hold.id, token)])
        }))
      )
      let spent = 0
      for (const { hold, answers } of races) {
        const [commit, voided] = answers
        expect([commit.status, voided.status].sort()).toEqual([201, 409])
        if (commit.status === 201) {
          expect(voided.body.message).toBe('Transaction already committed')
          spent += hold.amount
        } else expect(commit.body.message).toBe('Transaction already voided')
        expect(await s.knex('token_transactions').where('holdId', hold.id)).toHaveLength(1)
      }
      await expectBalance(s, accountId, 1000 - spent)
    },
    SLOW
  )
})

describe('hold expiry', () => {
  // A server of its own with a tiny hold lifetime: the races above must not see their holds expire on a slow machine.
  const TTL = 1
  let short: TestServer
  beforeAll(async () => {
    short = await startServer({ config: { tokenHoldTtlSeconds: TTL } })
  })
  afterAll(() => short.close())

  it(
    'voids a hold left open by itself, gives its tokens back, and the hold can no longer be committed',
    async () => {
      const adminToken = (await short.signIn(['user', 'admin'])).accessToken
      const { token, accountId } = await fundedUser(short, await serviceKey(short, adminToken), 30)
      const hold = (
        await short.request('POST', `${M}/api/v1/token-transactions`, {
          token,
          body: { accountId, type: 'hold', amount: 15 }
        })
      ).body
      expect(hold.type).toBe('hold')
      const deadline = Date.now() + (TTL + 60) * 1000
      while (!(await short.knex('token_transactions').where('holdId', hold.id).first()) && Date.now() < deadline)
        await sleep(100)
      expect(await short.knex('token_transactions').where('holdId', hold.id)).toMatchObject([
        { type: 'voided', source: 'system:hold-expiry', amount: 15 }
      ])
      await expectBalance(short, accountId, 30)
      const commit = await short.request('POST', `${M}/api/v1/token-transactions/commit`, {
        token,
        body: { transactionId: hold.id }
      })
      expect(commit.status).toBe(409)
      expect(commit.body.message).toBe('Transaction already voided')
    },
    SLOW
  )
})

describe('a failure in the middle of a purchase', () => {
  it('leaves nothing behind when the database fails between the hold and the commit', async () => {
    const { token, accountId } = await fundedUser(s, service, 40)
    const item = await consumable(s, admin, 25, 'Fragile')
    await s.knex.raw(
      `create function fail_commits() returns trigger language plpgsql as $$ begin if new.type = 'commit' then raise exception 'storage failure'; end if; return new; end $$`
    )
    await s.knex.raw(
      'create trigger fail_commits before insert on token_transactions for each row execute function fail_commits()'
    )
    const body = { roomUuid: '6f1c2f3e-0000-4000-8000-000000000001', consumableId: item.id, accountId, tokenCost: 25 }
    try {
      const failed = await s.request('POST', `${M}/api/v1/consumable-purchases`, { token, body })
      expect(failed.status).toBe(500)
      expect(failed.body.message).toBe('Internal server error')
    } finally {
      await s.knex.raw('drop trigger fail_commits on token_transactions')
      await s.knex.raw('drop function fail_commits()')
    }
    await expectUntouched(accountId, 40)
    expect((await s.request('POST', `${M}/api/v1/consumable-purchases`, { token, body })).status).toBe(201)
    await expectBalance(s, accountId, 15)
  })

  it(
    'leaves nothing behind when the connection is killed after its purchase statement wrote everything, before the commit',
    { timeout: SLOW, ...needing(missing.postgres) },
    async () => {
      const { user, token, accountId } = await fundedUser(s, service, 40)
      const item = await consumable(s, admin, 25, 'Contested')
      // The purchase statement moves the balance and writes its hold, commit and purchase row, then checks the
      // purchase's
      // foreign keys: a lock on the buyer's user row stops it right there, everything written and nothing committed.
      const blocker = await s.knex.transaction()
      await blocker('users').where('id', user.user!.id).forUpdate()
      const pending = s.request('POST', `${M}/api/v1/consumable-purchases`, {
        token,
        body: { roomUuid: '6f1c2f3e-0000-4000-8000-000000000002', consumableId: item.id, accountId, tokenCost: 25 }
      })
      let pid: number | undefined
      for (let i = 0; i < 400 && !pid; i++) {
        const { rows } = await s.knex.raw(
          `select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike '%insert into consumable_purchases%'`
        )
        pid = rows[0]?.pid
        if (!pid) await sleep(50)
      }
      expect(pid).toBeDefined()
      // It has written (a transaction id is assigned at the first write only) and holds the account's row.
      const { rows: written } = await s.knex.raw(
        `select 1 from pg_locks where pid = ? and locktype = 'transactionid' and granted`,
        [pid!]
      )
      expect(written).toHaveLength(1)
      const { rows: accountLock } = await s.knex.raw(
        `select pid from pg_locks l join pg_class c on c.oid = l.relation where l.pid = ? and l.granted and c.relname = 'token_accounts' and l.mode = 'RowExclusiveLock'`,
        [pid!]
      )
      expect(accountLock).toHaveLength(1)
      await s.knex.raw('select pg_terminate_backend(?)', [pid!])
      const answer = await pending
      await blocker.rollback()
      // A connection cut under a call is the database going away (as a restart does): try again, nothing was written.
      expect(answer.status).toBe(503)
      expect(answer.body.message).toBe('The database is unavailable: try again in a moment')
      await expectUntouched(accountId, 40)
    }
  )

  it(
    'makes a purchase wait for a price change in progress, then refuses it at the new price',
    { timeout: SLOW, ...needing(missing.postgres) },
    async () => {
      const { token, accountId } = await fundedUser(s, service, 40)
      const item = await consumable(s, admin, 10, 'Repriced')
      const editor = await s.knex.transaction()
      await editor('consumables').where('id', item.id).update({ tokenCost: 12 })
      const pending = s.request('POST', `${M}/api/v1/consumable-purchases`, {
        token,
        body: { roomUuid: '6f1c2f3e-0000-4000-8000-000000000003', consumableId: item.id, accountId, tokenCost: 10 }
      })
      let waiting = false
      for (let i = 0; i < 400 && !waiting; i++) {
        const { rows } = await s.knex.raw(
          `select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike '%consumables%for share%'`
        )
        waiting = rows.length > 0
        if (!waiting) await sleep(50)
      }
      expect(waiting).toBe(true)
      await editor.commit()
      const answer = await pending
      expect([answer.status, answer.body.message]).toEqual([409, 'Token cost has changed'])
      await expectUntouched(accountId, 40)
    }
  )
})

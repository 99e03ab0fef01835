import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../helpers/server.ts'
import { withoutTokenAccount } from '../helpers/tokens.ts'

const M = '/api/merch-service'
const U = '/api/user-service'
const UNKNOWN = '00000000-0000-4000-8000-000000000000'
const DAY = 86_400_000
let s: TestServer
let admin: string

beforeAll(async () => {
  s = await startServer()
  admin = (await s.signIn(['user', 'admin'])).accessToken
})
afterAll(() => s.close())

const avatar = async (slug: string, avatarStatus: string, extra: Record<string, unknown> = {}) =>
  (await s.request('POST', `${M}/avatars`, { token: admin, body: { slug, name: slug, avatarStatus, ...extra } })).body
const assign = (slug: string, userUuid: string, assignmentType = 'MANUAL', token = admin) =>
  s.request('POST', `${M}/avatar-assignment/${slug}`, { token, body: { userUuid, assignmentType } })
const unassign = (id: string, token = admin) => s.request('DELETE', `${M}/avatar-assignment/${id}`, { token })
const avatarIdOf = async (userUuid: string) => (await s.knex('users').where('id', userUuid).first('avatarId')).avatarId
const assignmentsOf = (avatarId: string) => s.knex('avatar_assignments').where('avatarId', avatarId).orderBy('userUuid')

describe('avatar assignments', () => {
  it('assigns once: 201 with the assignment, then 200 with the same one and no duplicate', async () => {
    const vault = await avatar('vault', 'PRIVATE')
    const fan = await s.member()
    const first = await assign('vault', fan.id, 'PURCHASED')
    expect(first.status).toBe(201)
    expect(first.body).toEqual({
      id: expect.any(String),
      avatarId: vault.id,
      userUuid: fan.id,
      assignmentType: 'PURCHASED',
      createdAt: expect.any(String)
    })
    const again = await assign('vault', fan.id, 'MANUAL')
    expect([again.status, again.body]).toEqual([200, first.body])
    expect(await assignmentsOf(vault.id)).toHaveLength(1)
  })

  it('refuses an unknown avatar, an unknown user, a bad type and a caller who is not an administrator', async () => {
    const fan = await s.member()
    const noAvatar = await assign('nope', fan.id)
    expect([noAvatar.status, noAvatar.body.message]).toEqual([404, 'Avatar not found'])
    const noUser = await assign('vault', UNKNOWN)
    expect([noUser.status, noUser.body.message]).toEqual([400, "Invalid body: 'userUuid' names no user"])
    expect((await assign('vault', fan.id, 'GIFT')).body.message).toContain("'assignmentType'")
    expect((await assign('vault', fan.id, 'MANUAL', fan.token)).status).toBe(403)
    expect(
      (
        await s.request('POST', `${M}/avatar-assignment/vault`, {
          body: { userUuid: fan.id, assignmentType: 'MANUAL' }
        })
      ).status
    ).toBe(401)
    expect(await s.knex('avatar_assignments').where('userUuid', fan.id).first()).toBeUndefined()
  })

  it('removes an assignment; the wearer loses an avatar they may no longer use and keeps a public one', async () => {
    const vault = await s.knex('avatars').where('slug', 'vault').first()
    const open = await avatar('open-door', 'PUBLIC')
    const wearer = await s.member()
    const bystander = await s.member()
    const privateOne = await assign('vault', wearer.id)
    const publicOne = await assign('open-door', wearer.id)
    const other = await assign('vault', bystander.id)
    expect(
      (await s.request('POST', `${U}/users/profile`, { token: wearer.token, body: { avatarId: 'vault' } })).status
    ).toBe(200)
    expect(
      (await s.request('POST', `${U}/users/profile`, { token: bystander.token, body: { avatarId: 'open-door' } }))
        .status
    ).toBe(200)

    expect((await unassign(privateOne.body.id, wearer.token)).status).toBe(403)
    const removed = await unassign(privateOne.body.id)
    expect([removed.status, removed.body]).toEqual([200, privateOne.body])
    expect(await avatarIdOf(wearer.id)).toBeNull()
    const left = (await assignmentsOf(vault.id)).map((a) => a.id)
    expect([left.includes(privateOne.body.id), left.includes(other.body.id)]).toEqual([false, true])
    expect(await avatarIdOf(bystander.id)).toBe('open-door')

    expect(
      (await s.request('POST', `${U}/users/profile`, { token: wearer.token, body: { avatarId: 'open-door' } })).status
    ).toBe(200)
    expect((await unassign(publicOne.body.id)).status).toBe(200)
    expect(await avatarIdOf(wearer.id)).toBe('open-door')
    expect(await assignmentsOf(open.id)).toHaveLength(0)
    const again = await unassign(publicOne.body.id)
    expect([again.status, again.body.message]).toEqual([404, 'Avatar assignment not found'])
  })

  it('lists assignments for the console, filtered by avatar or user, and deletes them with their user', async () => {
    const vault = await s.knex('avatars').where('slug', 'vault').first()
    const all = await s.request('GET', `${M}/admin/avatar-assignments?filter=avatarId||$eq||${vault.id}`, {
      token: admin
    })
    expect(all.body.total).toBe(2)
    expect(all.body.data.every((a: { avatarId: string }) => a.avatarId === vault.id)).toBe(true)
    const one = all.body.data[0]
    const simple = await s.request(
      'GET',
      `${M}/admin/avatar-assignments?filter=${encodeURIComponent(JSON.stringify({ userUuid: one.userUuid }))}`,
      { token: admin }
    )
    expect(simple.headers.get('content-range')).toBe('avatar-assignments 0-0/1')
    expect(simple.body).toEqual([one])
    expect((await s.request('GET', `${M}/admin/avatar-assignments`, { token: (await s.member()).token })).status).toBe(
      403
    )
    // The ledger keeps a user's token account (RESTRICT): a test deleting the user removes it first.
    await withoutTokenAccount(s, one.userUuid)
    await s.knex('users').where('id', one.userUuid).delete()
    expect(await s.knex('avatar_assignments').where('id', one.id).first()).toBeUndefined()
  })
})

describe('POST /points/backfill-achieved-avatars/{seasonId}', () => {
  let seasonId: string
  let otherSeasonId: string
  let bronze: { id: string }
  let gold: { id: string }
  const users: string[] = []

  const backfill = (id: string, query = '', token = admin) =>
    s.request('POST', `${M}/points/backfill-achieved-avatars/${id}${query}`, { token })
  const season = async (seasonName: string, startDays: number) =>
    (
      await s.request('POST', `${M}/points/season`, {
        token: admin,
        body: {
          seasonName,
          seasonStart: new Date(Date.now() + startDays * DAY).toISOString(),
          seasonEnd: new Date(Date.now() + (startDays + 30) * DAY).toISOString()
        }
      })
    ).body.id as string

  beforeAll(async () => {
    seasonId = await season('Backfill season', -10)
    otherSeasonId = await season('Next season', 40)
    bronze = await avatar('bronze-note', 'SEASON_AWARD', { seasonId, pointsThreshold: 100 })
    gold = await avatar('gold-note', 'SEASON_AWARD', { seasonId, pointsThreshold: 1000 })
    await avatar('future-note', 'SEASON_AWARD', { seasonId: otherSeasonId, pointsThreshold: 0 })
    // Balances 50, 150, ..., 1250: 12 users reach bronze (100), 3 reach gold (1000); one of the 15 awards is given by
    // hand below.
    for (let i = 0; i < 13; i++) {
      const id = (await s.member()).id
      users.push(id)
      await s.knex('ranking_status').insert({ id: randomUUID(), userUuid: id, seasonId, balance: 50 + i * 100 })
      await s.knex('ranking_status').insert({ id: randomUUID(), userUuid: id, seasonId: otherSeasonId, balance: 0 })
    }
    // One user already holds bronze by hand: the backfill leaves that assignment as it is.
    await assign('bronze-note', users[5], 'MANUAL')
  })

  it('awards at most limit avatars per run, highest balances first, and tells how many remain', async () => {
    const first = await backfill(seasonId, '?limit=5')
    expect([first.status, first.body]).toEqual([200, { created: 5, remaining: 9 }])
    expect((await assignmentsOf(gold.id)).map((a) => a.userUuid).sort()).toEqual(users.slice(10).sort())
    expect((await assignmentsOf(bronze.id)).map((a) => a.userUuid).sort()).toEqual(
      [users[5], users[11], users[12]].sort()
    )
    const second = await backfill(seasonId)
    expect(second.body).toEqual({ created: 9, remaining: 0 })
    const bronzeHolders = await assignmentsOf(bronze.id)
    expect(bronzeHolders.map((a) => a.userUuid).sort()).toEqual(users.slice(1).sort())
    expect(bronzeHolders.filter((a) => a.assignmentType === 'MANUAL').map((a) => a.userUuid)).toEqual([users[5]])
    expect(
      bronzeHolders.filter((a) => a.assignmentType !== 'MANUAL').every((a) => a.assignmentType === 'SEASON_AWARD')
    ).toBe(true)
  })

  it('is idempotent, touches no other season, and two concurrent runs award each user once', async () => {
    const before = await s.knex('avatar_assignments').count({ n: '*' })
    expect((await backfill(seasonId)).body).toEqual({ created: 0, remaining: 0 })
    expect(await s.knex('avatar_assignments').count({ n: '*' })).toEqual(before)
    const future = await s.knex('avatars').where('slug', 'future-note').first()
    expect(await assignmentsOf(future.id)).toHaveLength(0)
    const concurrent = await Promise.all([
      backfill(otherSeasonId, '?limit=10000'),
      backfill(otherSeasonId, '?limit=10000')
    ])
    expect(concurrent[0].body.created + concurrent[1].body.created).toBe(13)
    expect(await assignmentsOf(future.id)).toHaveLength(13)
  })

  it('refuses an unknown season, a limit out of 1..10000 and a caller who is not an administrator', async () => {
    const missing = await backfill(UNKNOWN)
    expect([missing.status, missing.body.message]).toEqual([404, 'Season not found'])
    for (const limit of ['0', '10001', 'many']) {
      const bad = await backfill(seasonId, `?limit=${limit}`)
      expect([bad.status, bad.body.message]).toEqual([400, expect.stringContaining("'limit'")])
    }
    expect((await backfill(seasonId, '', (await s.member()).token)).status).toBe(403)
  })
})

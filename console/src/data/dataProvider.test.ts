import { afterEach, describe, expect, it, vi } from 'vitest'
import { routes } from '@spinroom/schemas'
import { at, callTo, fakeApi, type FakeAnswer } from '../testing/fake-api.ts'
import { callers, signIn } from '../testing/signed-in.ts'
import { dataProvider } from './dataProvider.ts'

afterEach(() => void vi.unstubAllGlobals())

const users = [
  { id: 'u1', nickname: 'ana' },
  { id: 'u2', nickname: 'bo' }
]

describe('getList: the list route serving the caller, its query, and the answer as { data, total }', () => {
  it('an admin lists users through the admin list (simple-rest), the total read from Content-Range', async () => {
    signIn(callers.admin)
    const sent = fakeApi(() => ({ body: users, headers: { 'content-range': 'users 0-1/57' } }))
    const page = { page: 3, perPage: 20 }
    const result = await dataProvider.getList('users', {
      pagination: page,
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { status: 'banned' }
    })
    expect(result).toEqual({ data: users, total: 57 })
    expect(sent.map(at)).toEqual([callTo(routes.accounts.listUsers)])
    expect(sent[0]!.query).toEqual({ sort: '["createdAt","DESC"]', range: '[40,59]', filter: '{"status":"banned"}' })
  })

  it("a moderator lists them through the moderators' search, which takes only what its query declares", async () => {
    signIn(callers.moderator)
    const sent = fakeApi(() => ({ body: { data: users, total: 2, limit: 25, skip: 0 } }))
    const result = await dataProvider.getList('users', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: 'an', status: 'banned' }
    })
    expect(result).toEqual({ data: users, total: 2 })
    expect(sent.map(at)).toEqual([callTo(routes.accounts.searchUsersAsModerator)])
    expect(sent[0]!.query).toEqual({ q: 'an', $limit: '25', $skip: '0' })
  })

  it("sends the stored login's token", async () => {
    signIn(callers.admin)
    const sent = fakeApi(() => ({ body: [] }))
    await dataProvider.getList('vouchers', { pagination: { page: 1, perPage: 10 } })
    expect(sent[0]!.headers.authorization).toMatch(/^Bearer .+/)
  })
})

describe('getOne and getMany', () => {
  it('reads one through its get route, filling the path from the id; the id is kept when the answer omits it', async () => {
    signIn(callers.admin)
    const sent = fakeApi(() => ({ body: { name: 'Spring' } }))
    expect(await dataProvider.getOne('seasons', { id: 's1' })).toEqual({ data: { id: 's1', name: 'Spring' } })
    expect(sent.map(at)).toEqual([callTo(routes.points.getSeason, { id: 's1' })])
  })

  it("reads one without a get route through its list's id filter, and says so when it is not there", async () => {
    signIn(callers.admin)
    const avatar = { id: 'a1', slug: 'fox' }
    const sent = fakeApi((request) => ({ body: request.query.filter === '{"id":"a1"}' ? [avatar] : [] }))
    expect(await dataProvider.getOne('avatars', { id: 'a1' })).toEqual({ data: avatar })
    expect(sent[0]!.query.range).toBe('[0,0]')
    await expect(dataProvider.getOne('avatars', { id: 'a2' })).rejects.toThrow('avatars a2 not found')
  })

  it('reads many of a list-only resource in one list call, by their ids', async () => {
    signIn(callers.admin)
    const sent = fakeApi(() => ({ body: [{ id: 't1' }, { id: 't2' }] }))
    const result = await dataProvider.getMany('token-transactions', { ids: ['t1', 't2'] })
    expect(result).toEqual({ data: [{ id: 't1' }, { id: 't2' }] })
    expect(sent.map((r) => r.query.filter)).toEqual(['{"id":["t1","t2"]}'])
  })

  it('reads many with a get route one by one, leaving out those the caller may not read', async () => {
    signIn(callers.moderator)
    const hidden: FakeAnswer = { status: 403, body: { name: 'Forbidden', message: 'Only administrators may do this' } }
    const sent = fakeApi((request) => (request.path.endsWith('/u2') ? hidden : { body: users[0] }))
    expect(await dataProvider.getMany('users', { ids: ['u1', 'u2'] })).toEqual({ data: [users[0]] })
    expect(sent.map(at).sort()).toEqual([
      callTo(routes.accounts.getUserAsModerator, { id: 'u1' }),
      callTo(routes.accounts.getUserAsModerator, { id: 'u2' })
    ])
  })

  it("lists a reference below the referenced record's path (a user's moderation comments)", async () => {
    signIn(callers.moderator)
    const sent = fakeApi(() => ({ body: { data: [{ id: 'c1', text: 'warned' }], total: 1 } }))
    const result = await dataProvider.getManyReference('moderation-comments', {
      target: 'userId',
      id: 'u1',
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {}
    })
    expect(result).toEqual({ data: [{ id: 'c1', text: 'warned' }], total: 1 })
    expect(sent.map(at)).toEqual([callTo(routes.accounts.listModerationComments, { userId: 'u1' })])
    expect(sent[0]!.query).toEqual({ limit: '5', offset: '5' })
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RequestQueryBuilder, CondOperator } from '@nestjsx/crud-request'
import { startServer, type TestServer } from '../helpers/server.ts'

const U = '/api/user-service'
let s: TestServer
let admin: string

beforeAll(async () => {
  s = await startServer()
  admin = (await s.signIn(['user', 'admin'], 'boss')).accessToken
  // Bulk rows: the list behaviour does not need real password hashes.
  const rows = Array.from({ length: 30 }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    email: `listener${String(i).padStart(2, '0')}@spinroom.test`,
    nickname: `listener${String(i).padStart(2, '0')}`,
    roles: JSON.stringify(i % 10 === 0 ? ['user', 'moderator'] : ['user']),
    status: i % 7 === 0 ? 'banned' : 'active',
    createdAt: new Date(Date.UTC(2026, 0, 1 + i))
  }))
  await s.knex('users').insert(rows)
})
afterAll(() => s.close())

const list = (query: string, headers: Record<string, string> = {}) =>
  s.request('GET', `${U}/admin/users?${query}`, { token: admin, headers })

describe('admin list-query language (RequestQueryBuilder)', () => {
  it('filters, sorts, selects and pages, answering { data, count, total, page, pageCount }', async () => {
    const query = RequestQueryBuilder.create()
      .select(['nickname', 'status'])
      .setFilter({ field: 'nickname', operator: CondOperator.STARTS, value: 'listener' })
      .setFilter({ field: 'status', operator: CondOperator.EQUALS, value: 'active' })
      .sortBy({ field: 'nickname', order: 'DESC' })
      .setLimit(5)
      .setPage(2)
      .query()
    const res = await list(query)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ count: 5, total: 25, page: 2, pageCount: 5 })
    expect(res.body.data.map((u: any) => u.nickname)).toEqual([
      'listener23',
      'listener22',
      'listener20',
      'listener19',
      'listener18'
    ])
    expect(Object.keys(res.body.data[0]).sort()).toEqual(['id', 'nickname', 'status'])
  })

  it('reads a search condition (s) with $or and an array field', async () => {
    const query = RequestQueryBuilder.create()
      .search({ $or: [{ roles: { $cont: 'moderator' } }, { nickname: { $eq: 'listener05' } }] })
      .sortBy({ field: 'nickname', order: 'ASC' })
      .query()
    const res = await list(query)
    expect(res.body.data.map((u: any) => u.nickname)).toEqual(['listener00', 'listener05', 'listener10', 'listener20'])
  })

  it('reads or, offset and limit together with filter', async () => {
    const query = RequestQueryBuilder.create()
      .setFilter({ field: 'nickname', operator: CondOperator.EQUALS, value: 'listener01' })
      .setOr({ field: 'nickname', operator: CondOperator.IN, value: ['listener02', 'listener03'] })
      .sortBy({ field: 'nickname', order: 'ASC' })
      .setOffset(1)
      .setLimit(10)
      .query()
    const res = await list(query)
    expect(res.body).toMatchObject({ total: 3, count: 2 })
    expect(res.body.data.map((u: any) => u.nickname)).toEqual(['listener02', 'listener03'])
  })

  it('refuses unknown fields, operators, relations and bad values with 400, never reaching SQL', async () => {
    const cases = [
      ['filter=password||$eq||x', "Unknown field 'password'"],
      ['filter=nickname||$regex||x', 'Invalid list query'],
      ['sort=password,ASC', "Unknown field 'password'"],
      ['join=sessions', "Unknown relation 'sessions'"],
      ['filter=id||$eq||1;drop table users', "Invalid value for 'id'"],
      ['filter=createdAt||$gt||yesterday', "Invalid value for 'createdAt'"],
      ['limit=-1', "'limit'"]
    ]
    for (const [query, message] of cases) {
      const res = await list(query)
      expect(res.status, query).toBe(400)
      expect(res.body.message, query).toContain(message)
    }
    const quoted = await list(`filter=${encodeURIComponent("nickname||$cont||'; drop table users; --")}`)
    expect(quoted.status).toBe(200)
    expect(quoted.body.total).toBe(0)
    expect(await s.knex('users').count('id as n').first()).toEqual({ n: 31 })
  })
})

describe('ra-data-simple-rest', () => {
  it('answers filter/range/sort with a bare array and a Content-Range exposed through CORS', async () => {
    const query = `filter=${encodeURIComponent(JSON.stringify({ q: 'LISTENER1', status: 'active' }))}&range=${encodeURIComponent('[0,4]')}&sort=${encodeURIComponent('["nickname","ASC"]')}`
    const res = await list(query, { origin: 'http://console.example' })
    expect(res.status).toBe(200)
    expect(Array.isArray(res.body)).toBe(true)
    expect(res.body.map((u: any) => u.nickname)).toEqual([
      'listener10',
      'listener11',
      'listener12',
      'listener13',
      'listener15'
    ])
    expect(res.headers.get('content-range')).toBe('users 0-4/9')
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range')
  })

  it('answers getMany (filter by id list) and an empty page', async () => {
    const ids = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002']
    const many = await list(`filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`)
    expect(many.body.map((u: any) => u.id).sort()).toEqual(ids)
    const none = await list(
      `filter=${encodeURIComponent(JSON.stringify({ nickname: 'nobody' }))}&range=${encodeURIComponent('[0,9]')}`
    )
    expect(none.body).toEqual([])
    expect(none.headers.get('content-range')).toBe('users */0')
  })

  it('refuses an unknown filter field and malformed JSON with 400', async () => {
    expect((await list(`filter=${encodeURIComponent('{"password":"x"}')}`)).status).toBe(400)
    expect((await list(`range=${encodeURIComponent('[0,')}`)).body.message).toContain("'range'")
  })
})

describe('take/skip lists', () => {
  it('pages public profiles with take and skip, showing no private field', async () => {
    const res = await s.request('GET', `${U}/users/service/all-user-profiles?take=5&skip=5`, { token: admin })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ take: 5, skip: 5, total: 26 })
    expect(res.body.data).toHaveLength(5)
    expect(res.body.data[0]).toHaveProperty('uuid')
    expect(res.body.data[0]).not.toHaveProperty('email')
    expect((await s.request('GET', `${U}/users/service/all-user-profiles?take=lots`, { token: admin })).status).toBe(
      400
    )
  })
})

describe("an account's addresses and pictures, for admins", () => {
  it('lists every address of a user, and its pictures', async () => {
    const user = await s.signIn(['user'], 'support')
    const emails = await s.request('GET', `${U}/admin/users/${user.user!.id}/emails`, { token: admin })
    expect(emails.status).toBe(200)
    expect(emails.body).toEqual([
      expect.objectContaining({ email: user.user!.email, status: 'PENDING_VERIFICATION', type: 'personal' })
    ])
    expect((await s.request('GET', `${U}/admin/users/${user.user!.id}/images`, { token: admin })).body).toEqual([])
    expect(
      (await s.request('GET', `${U}/admin/users/${user.user!.id}/emails`, { token: user.accessToken })).status
    ).toBe(403)
    expect(
      (await s.request('GET', `${U}/admin/users/00000000-0000-4000-8000-00000000ffff/emails`, { token: admin })).status
    ).toBe(404)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../helpers/server.ts'
import { withoutTokenAccount } from '../helpers/tokens.ts'

const U = '/api/user-service'
let s: TestServer
let admin: string

beforeAll(async () => {
  s = await startServer()
  admin = (await s.signIn(['user', 'admin'], 'searcher')).accessToken
})
afterAll(() => s.close())

/** The nicknames the console's users search (ra-data-simple-rest `q`) answers for `q`. */
const search = async (q: string, token = admin) => {
  const filter = encodeURIComponent(JSON.stringify({ q }))
  const res = await s.request('GET', `${U}/admin/users?filter=${filter}&range=${encodeURIComponent('[0,9]')}`, {
    token
  })
  expect(res.status).toBe(200)
  return (res.body as { nickname: string }[]).map((u) => u.nickname)
}

describe('users search by any address', () => {
  it("finds a user by an address they added, until it is deleted, and never shows the addresses' column", async () => {
    const ben = await s.signIn(['user'], 'benpays')
    const added = await s.request('POST', `${U}/users/emails`, {
      token: ben.accessToken,
      body: { email: 'Ben.Payments@Example.org', type: 'work' }
    })
    expect(added.status).toBe(201)
    const benpays = [ben.user!.nickname]
    expect(await search('ben.payments@example')).toEqual(benpays)
    expect(await search('BEN.PAYMENTS')).toEqual(benpays)
    expect(await search(ben.user!.email!)).toEqual(benpays)

    const filter = encodeURIComponent(JSON.stringify({ q: 'ben.payments' }))
    const [row] = (await s.request('GET', `${U}/admin/users?filter=${filter}`, { token: admin })).body
    expect(row).not.toHaveProperty('emailAddresses')

    const deleted = await s.request('DELETE', `${U}/users/emails/${added.body.id}`, { token: ben.accessToken })
    expect(deleted.status).toBe(200)
    expect(await search('ben.payments')).toEqual([])
    expect(await search('benpays')).toEqual(benpays)
  })

  it('keeps each user to their own addresses, and a deleted account takes its addresses with it', async () => {
    const [one, two] = [await s.signIn(['user'], 'holderone'), await s.signIn(['user'], 'holdertwo')]
    for (const [who, email] of [
      [one, 'shared-inbox@example.net'],
      [two, 'second-inbox@example.net']
    ] as const)
      expect(
        (await s.request('POST', `${U}/users/emails`, { token: who.accessToken, body: { email, type: 'personal' } }))
          .status
      ).toBe(201)
    const [nickOne, nickTwo] = [one.user!.nickname, two.user!.nickname]
    expect((await search('inbox@example.net')).sort()).toEqual([nickOne, nickTwo].sort())
    expect(await search('shared-inbox')).toEqual([nickOne])

    // The ledger keeps a user's token account (RESTRICT): a test deleting the user removes it first.
    await withoutTokenAccount(s, one.user!.id)
    await s.knex('users').where('id', one.user!.id).delete()
    expect(await search('inbox@example.net')).toEqual([nickTwo])
    expect(await s.knex('user_emails').where('userUuid', one.user!.id).count('id as n').first()).toEqual({ n: 0 })
  })

  it('matches search text literally: % and _ are not wildcards', async () => {
    expect(await search('%')).toEqual([])
    expect(await search('holder_ne')).toEqual([])
  })
})

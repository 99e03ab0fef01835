import { afterEach, describe, expect, it, vi } from 'vitest'
import { HttpError } from 'react-admin'
import { routes, routeUrl } from '@spinroom/schemas'
import { fakeApi } from '../testing/fake-api.ts'
import { callers, signIn, TOKEN } from '../testing/signed-in.ts'
import { dataProvider } from './dataProvider.ts'
import { failureMessage } from './failure-message.ts'
import { api } from './transport.ts'

afterEach(() => void vi.unstubAllGlobals())

const refused = {
  status: 400,
  body: {
    name: 'BadRequest',
    message: "Invalid body: 'count' must be <= 500",
    data: { limit: 500 },
    errors: [{ field: 'count', message: 'must be <= 500' }]
  }
}

describe('a failed call as the console shows it', () => {
  it("becomes react-admin's HttpError: the API's message and status, its field errors keyed by field", async () => {
    signIn(callers.admin)
    fakeApi(() => refused)
    const error = await dataProvider.create('vouchers', { data: { count: 900 } }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({
      message: "Invalid body: 'count' must be <= 500",
      status: 400,
      body: { name: 'BadRequest', data: { limit: 500 }, errors: { count: 'must be <= 500' } },
      url: routeUrl(routes.accounts.createVouchers)
    })
    expect(failureMessage(error)).toBe("Invalid body: 'count' must be <= 500")
  })

  it('keeps the URL that answered, which tells a refused session apart from a refused action', async () => {
    signIn(callers.moderator)
    fakeApi(() => ({ status: 403, body: { name: 'Forbidden', message: 'Only administrators may do this' } }))
    const error = await api.call(routes.accounts.session).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 403, url: api.url(routes.accounts.session) })
  })

  it("passes on what is no answer of the API, and falls back to react-admin's words without a message", async () => {
    signIn(callers.admin)
    const offline = new TypeError('Failed to fetch')
    vi.stubGlobal('fetch', () => Promise.reject(offline))
    await expect(api.call(routes.accounts.session)).rejects.toBe(offline)
    expect(failureMessage(offline)).toBe('Failed to fetch')
    expect(failureMessage(new Error(''))).toBe('ra.notification.http_error')
    expect(failureMessage('down')).toBe('ra.notification.http_error')
  })
})

describe("the data provider's call: any route, with the stored login", () => {
  it('fills path, query and body from its input and answers the body', async () => {
    signIn(callers.moderator)
    const sent = fakeApi(() => ({ body: { ok: true } }))
    const body = { userUuid: 'u1', reason: 'spam' }
    expect(await dataProvider.call(routes.accounts.banUser, { body })).toEqual({ ok: true })
    expect(sent).toMatchObject([{ method: 'POST', path: routeUrl(routes.accounts.banUser), body }])
    expect(sent[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`)
  })

  it('sends no token when no one is signed in', async () => {
    signIn()
    const sent = fakeApi(() => ({ body: { type: 'anonymous' } }))
    await api.call(routes.accounts.session)
    expect(sent[0]!.headers.authorization).toBeUndefined()
  })
})

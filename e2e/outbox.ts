/** What the platform "sent" (dev has no mail server), read by the admin through the API; vouchers made the same way. */
import { expect, type APIRequestContext } from '@playwright/test'
import { tokenOf } from './helpers.ts'

interface OutboxMessage {
  to: string
  body: string
}

const adminToken = (request: APIRequestContext) => tokenOf(request, 'admin@spinroom.test', 'spinroom-admin')

/** The newest message to `to` whose body matches, waited for (some mail leaves after the answer). */
export async function lastMessageTo(request: APIRequestContext, to: string, match: RegExp): Promise<string> {
  const admin = await adminToken(request)
  let found = ''
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/user-service/admin/outbox', {
          headers: { authorization: `Bearer ${admin}` }
        })
        const answer = (await response.json()) as OutboxMessage[] | { data: OutboxMessage[] }
        const rows = Array.isArray(answer) ? answer : answer.data
        found = rows.find((row) => row.to === to && match.test(row.body))?.body ?? ''
        return found
      },
      { timeout: 15_000 }
    )
    .toMatch(match)
  return found
}

/** The reset link's path and query, and the code, of the newest reset e-mail to `to`. */
export async function resetMailTo(request: APIRequestContext, to: string) {
  const mail = await lastMessageTo(request, to, /\/reset-password\?token=/)
  const link = new URL(/https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail)![0])
  const code = /code is (\d{6})/.exec(mail)![1]
  return { path: `${link.pathname}${link.search}`, token: link.searchParams.get('token')!, code }
}

/** A fresh PENDING voucher code, made by the admin. */
export async function newVoucher(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/user-service/vouchers', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { count: 1, note: 'e2e sign-in' }
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { code: string }[])[0].code
}

/** An address no account uses yet. */
export const freshEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`

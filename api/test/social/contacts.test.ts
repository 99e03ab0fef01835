import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_BOOK_CONTACTS } from '@spinroom/schemas'
import { startServer, type TestServer } from '../helpers/server.ts'

let s: TestServer
let admin: { token: string; id: string }
beforeAll(async () => {
  s = await startServer()
  admin = await s.member(['user', 'admin'])
})
afterAll(() => s.close())

const C = '/api/social-service/user-book-contact'

/** A verified phone number, as the phone sign-in leaves one. */
const verifyPhone = (userUuid: string, phone: string) =>
  s.knex('user_identities').insert({ id: randomUUID(), userUuid, channel: 'sms', phone, verifiedAt: new Date() })

describe('contact books', () => {
  it('uploads (replacing), adds one, reads, deletes; admins read anyone', async () => {
    const me = await s.member()
    const up = await s.request('POST', C, {
      token: me.token,
      body: {
        defaultCountry: 'GB',
        contacts: [
          { name: 'Mum', emails: [' Mum@Example.COM '], phoneNumbers: ['07700 900123'] },
          { name: 'Work', phoneNumbers: ['+1 (415) 555-0100', 'not a number'] }
        ]
      }
    })
    expect(up.status).toBe(201)
    expect(up.body.total).toBe(2)
    expect(up.body.contacts[0]).toMatchObject({ emails: ['mum@example.com'], phoneNumbers: ['+447700900123'] })
    expect(up.body.contacts.find((c: any) => c.name === 'Work').phoneNumbers).toEqual(['+14155550100', 'not a number'])
    const replaced = await s.request('POST', C, { token: me.token, body: { contacts: [{ name: 'Only' }] } })
    expect(replaced.body.contacts.map((c: any) => c.name)).toEqual(['Only'])
    const one = await s.request('POST', `${C}/single`, { token: me.token, body: { name: 'Two', emails: ['t@x.test'] } })
    expect(one.status).toBe(201)
    expect((await s.request('POST', `${C}/single`, { token: me.token, body: {} })).body.message).toContain("'name'")
    expect((await s.request('GET', C, { token: me.token })).body.total).toBe(2)
    expect((await s.request('GET', `${C}/admin/${me.id}`, { token: admin.token })).body.total).toBe(2)
    expect((await s.request('GET', `${C}/admin/${me.id}`, { token: me.token })).status).toBe(403)
    expect((await s.request('DELETE', C, { token: me.token })).body).toEqual({ deleted: 2 })
    expect((await s.request('GET', C, { token: me.token })).body).toMatchObject({ total: 0, contacts: [] })
  })

  it('refuses a book past its limit, naming the field, and keeps the old one', async () => {
    const me = await s.member()
    await s.request('POST', C, { token: me.token, body: { contacts: [{ name: 'Kept' }] } })
    const many = Array.from({ length: MAX_BOOK_CONTACTS + 1 }, (_, i) => ({ name: `c${i}` }))
    const refused = await s.request('POST', C, { token: me.token, body: { contacts: many } })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toContain("'contacts'")
    expect((await s.request('GET', C, { token: me.token })).body.contacts.map((c: any) => c.name)).toEqual(['Kept'])
    const full = await s.request('POST', C, { token: me.token, body: { contacts: many.slice(0, MAX_BOOK_CONTACTS) } })
    expect(full.body.total).toBe(MAX_BOOK_CONTACTS)
    const more = await s.request('POST', `${C}/single`, { token: me.token, body: { name: 'one too many' } })
    expect(more.status).toBe(400)
    expect(more.body.message).toBe(`A contact book holds at most ${MAX_BOOK_CONTACTS} contacts`)
  })

  it('matches contacts by e-mail or verified phone, then invites them, skipping friends, invitations and blocks', async () => {
    const me = await s.signIn(['user'], 'book')
    const byMail = await s.signIn(['user'], 'mail')
    const byPhone = await s.signIn(['user'], 'phone')
    const friend = await s.signIn(['user'], 'friend')
    const blocker = await s.signIn(['user'], 'blocker')
    const unverified = await s.signIn(['user'], 'unverified')
    await verifyPhone(byPhone.user!.id, '+447700900456')
    await verifyPhone(blocker.user!.id, '+447700900789')
    // A friend already: invited and accepted.
    const inv = await s.request('POST', '/api/social-service/friend-invitations', {
      token: me.accessToken,
      body: { recipientUuid: friend.user!.id }
    })
    await s.request('POST', '/api/social-service/friend-invitations/handle-friend', {
      token: friend.accessToken,
      body: { invitationId: inv.body.id, status: 'accepted' }
    })
    await s.request('POST', '/api/social-service/blocked-users', {
      token: blocker.accessToken,
      body: { blockedUserUuid: me.user!.id }
    })
    await s.request('POST', C, {
      token: me.accessToken,
      body: {
        defaultCountry: 'GB',
        contacts: [
          { name: 'Mail pal', emails: [byMail.user!.email!.toUpperCase()] },
          { name: 'Phone pal', phoneNumbers: ['07700 900456'] },
          { name: 'Old friend', emails: [friend.user!.email!] },
          { name: 'Blocker', phoneNumbers: ['+44 7700 900789'] },
          { name: 'Unverified', phoneNumbers: ['+44 7700 900999'] },
          { name: 'Me', emails: [me.user!.email!] }
        ]
      }
    })
    // A number a user only had validated, never verified by a code, matches no one.
    await s.knex('phone_validations').insert({
      id: randomUUID(),
      phone: '+447700900999',
      status: 'VALID',
      callerUuid: unverified.user!.id
    })
    const matches = await s.request('GET', `${C}/matching-contacts`, { token: me.accessToken })
    expect(
      matches.body
        .map((m: any) => [m.userUuid, m.contactName, m.matchedBy, m.isFriend])
        .sort((a: any, b: any) => a[1].localeCompare(b[1]))
    ).toEqual([
      [byMail.user!.id, 'Mail pal', 'email', false],
      [friend.user!.id, 'Old friend', 'email', true],
      [byPhone.user!.id, 'Phone pal', 'phone', false]
    ])
    const sent = await s.request('POST', `${C}/matching-contacts-friends`, { token: me.accessToken })
    expect(sent.status).toBe(201)
    expect(sent.body.skipped).toBe(1)
    expect(sent.body.invited.map((i: any) => i.recipientUuid).sort()).toEqual(
      [byMail.user!.id, byPhone.user!.id].sort()
    )
    const again = await s.request('POST', `${C}/matching-contacts-friends`, { token: me.accessToken })
    expect(again.body).toEqual({ invited: [], skipped: 3 })
    const pending = await s.request('GET', `${C}/matching-contacts`, { token: me.accessToken })
    expect(pending.body.filter((m: any) => m.invitationPending)).toHaveLength(2)
  })
})

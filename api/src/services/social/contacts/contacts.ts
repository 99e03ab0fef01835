import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import {
  MAX_BOOK_CONTACTS,
  type BookContact,
  type ContactBook,
  type ContactBookUpload,
  type ContactSingle
} from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { BadRequest } from '../../../errors.ts'
import { normaliseContact } from './normalise.ts'

interface Row {
  id: string
  name: string | null
  emails: string[]
  phoneNumbers: string[]
  createdAt: Date
}

const toContact = (row: Row): BookContact => ({
  id: row.id,
  name: row.name,
  emails: row.emails,
  phoneNumbers: row.phoneNumbers,
  createdAt: new Date(row.createdAt).toISOString()
})

const toRow = (userUuid: string, contact: ReturnType<typeof normaliseContact>, createdAt: Date) => ({
  id: randomUUID(),
  userUuid,
  name: contact.name,
  emails: JSON.stringify(contact.emails),
  phoneNumbers: JSON.stringify(contact.phoneNumbers),
  createdAt
})

export async function contactBook(knex: Knex, userUuid: string): Promise<ContactBook> {
  const rows: Row[] = await knex('user_book_contacts')
    .where({ userUuid })
    .orderBy('createdAt')
    .orderBy('name')
    .orderBy('id')
  return { userUuid, total: rows.length, contacts: rows.map(toContact) }
}

/** Replaces the caller's book in one transaction: a failed upload leaves the old one. */
export async function uploadBook(call: Call<unknown, unknown, ContactBookUpload>): Promise<ContactBook> {
  const knex = call.app.get('knex')
  const me = call.caller!.id
  const now = new Date()
  const rows = call.body.contacts
    .map((contact) => normaliseContact(contact, call.body.defaultCountry))
    .filter((c) => c.name || c.emails.length || c.phoneNumbers.length)
    .map((contact) => toRow(me, contact, now))
  await knex.transaction(async (trx) => {
    await trx('user_book_contacts').where('userUuid', me).delete()
    for (let i = 0; i < rows.length; i += 500) await trx('user_book_contacts').insert(rows.slice(i, i + 500))
  })
  return contactBook(knex, me)
}

export const readBook = (call: Call) => contactBook(call.app.get('knex'), call.caller!.id)
export const readBookAdmin = (call: Call<{ id: string }>) => contactBook(call.app.get('knex'), call.params.id)

export async function deleteBook(call: Call) {
  const deleted = await call.app
    .get('knex')('user_book_contacts')
    .where('userUuid', call.caller!.id)
    .delete()
    .returning('id')
  return { deleted: deleted.length }
}

/** Adds one contact; the user's row is locked so that two at once cannot pass the limit together. */
export async function addContact(call: Call<unknown, unknown, ContactSingle>): Promise<BookContact> {
  const me = call.caller!.id
  const { defaultCountry, ...input } = call.body
  const contact = normaliseContact(input, defaultCountry)
  if (!contact.name && !contact.emails.length && !contact.phoneNumbers.length)
    throw new BadRequest("Invalid body: 'name' is required (or emails or phoneNumbers)", {
      errors: [{ field: 'name', message: 'is required (or emails or phoneNumbers)' }]
    })
  const row = await call.app.get('knex').transaction(async (trx) => {
    await trx('users').where('id', me).forUpdate().first('id')
    const [{ n }] = await trx('user_book_contacts').where('userUuid', me).count({ n: '*' })
    if (Number(n) >= MAX_BOOK_CONTACTS)
      throw new BadRequest(`A contact book holds at most ${MAX_BOOK_CONTACTS} contacts`, {
        errors: [{ field: 'contacts', message: `at most ${MAX_BOOK_CONTACTS}` }]
      })
    const [inserted]: Row[] = await trx('user_book_contacts')
      .insert(toRow(me, contact, new Date()))
      .returning('*')
    return inserted
  })
  return toContact(row)
}

import { Type } from '@sinclair/typebox'
import { IdParams } from '../common.ts'
import { routeGroup } from '../route.ts'
import {
  BookContactSchema,
  ContactBookSchema,
  ContactBookUploadSchema,
  ContactSingleSchema,
  MAX_BOOK_CONTACTS,
  MatchingContactSchema
} from './contact.ts'
import { MatchingFriendsResultSchema } from './friend.routes.ts'

const tags = ['social']

/** The caller's contact book, and which contacts are users. */
export const contactRoutes = routeGroup({
  uploadContactBook: {
    method: 'POST',
    path: '/user-book-contact',
    access: 'user',
    summary: "upload the caller's contact book (replaces it)",
    description: `At most ${MAX_BOOK_CONTACTS} contacts, 10 e-mails and 10 phone numbers each (400 past that).`,
    tags,
    body: ContactBookUploadSchema,
    result: ContactBookSchema,
    status: 201
  },
  deleteContactBook: {
    method: 'DELETE',
    path: '/user-book-contact',
    access: 'user',
    summary: 'delete it',
    tags,
    result: Type.Object({ deleted: Type.Integer() })
  },
  getContactBook: {
    method: 'GET',
    path: '/user-book-contact',
    access: 'user',
    summary: 'read it',
    tags,
    result: ContactBookSchema
  },
  addContact: {
    method: 'POST',
    path: '/user-book-contact/single',
    access: 'user',
    summary: 'add one contact',
    tags,
    body: ContactSingleSchema,
    result: BookContactSchema,
    status: 201,
    errors: { 400: `A contact book holds at most ${MAX_BOOK_CONTACTS} contacts` }
  },
  getContactBookAdmin: {
    method: 'GET',
    path: '/user-book-contact/admin/{id}',
    access: 'admin',
    summary: "a user's contact book",
    tags,
    params: IdParams,
    result: ContactBookSchema
  },
  inviteMatchingContacts: {
    method: 'POST',
    path: '/user-book-contact/matching-contacts-friends',
    access: 'user',
    summary: 'contacts who are users, as friend invitations',
    description: 'Skips existing friends, pending invitations either way and blocks either way.',
    tags,
    result: MatchingFriendsResultSchema,
    status: 201
  },
  listMatchingContacts: {
    method: 'GET',
    path: '/user-book-contact/matching-contacts',
    access: 'user',
    summary: 'contacts who are users (by e-mail, or by a verified phone number in E.164)',
    tags,
    result: Type.Array(MatchingContactSchema)
  }
})

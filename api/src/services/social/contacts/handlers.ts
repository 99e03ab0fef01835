import type { contactRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { addContact, deleteBook, readBook, readBookAdmin, uploadBook } from './contacts.ts'
import { inviteMatching, listMatching } from './matching.ts'

export const contactHandlers: Handlers<typeof contactRoutes> = {
  uploadContactBook: uploadBook,
  deleteContactBook: deleteBook,
  getContactBook: readBook,
  addContact,
  getContactBookAdmin: readBookAdmin,
  inviteMatchingContacts: inviteMatching,
  listMatchingContacts: listMatching
}

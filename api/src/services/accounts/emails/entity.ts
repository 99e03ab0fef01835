import { UserEmailSchema, userEmailListFields, userEmailSearchFields, type UserEmail } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import { ADMINS, userChannel } from '../../../channels.ts'
import { defineEntity, entityService } from '../../../lib/entity.ts'

/** A user_emails row: the external e-mail plus its hashed code, with database dates. */
export type UserEmailRow = Omit<UserEmail, 'lastSentAt' | 'verifiedAt' | 'createdAt' | 'updatedAt'> & {
  codeHash: string | null
  codeExpiresAt: Date | null
  codeAttempts: number
  lastSentAt: Date | null
  verifiedAt: Date | null
  createdAt: Date
  updatedAt: Date
}

export const emailsEntity = defineEntity({
  table: 'user_emails',
  path: 'api/user-service/user-emails',
  resource: 'user-emails',
  schema: UserEmailSchema,
  listFields: userEmailListFields,
  searchFields: userEmailSearchFields,
  defaultSort: { createdAt: 1 },
  // An address concerns its owner's connections and administrators only.
  publish: (email, app) => [app.channel(userChannel(email.userUuid)), app.channel(ADMINS)]
})

export const emailsService = (app: Application) => entityService<UserEmailRow>(app, emailsEntity)

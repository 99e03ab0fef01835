import type { emailRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { addEmail, deleteEmail, emailOwner, listOwnEmails, resendVerification, verifyEmail } from './emails.ts'

export const emailHandlers: Handlers<typeof emailRoutes> = {
  listOwnEmails,
  addEmail,
  deleteEmail: { handler: deleteEmail, owner: emailOwner },
  verifyEmail,
  confirmEmail: verifyEmail,
  resendVerificationEmail: resendVerification
}

import type { Application } from '../../declarations.ts'
import { writeOutbox } from './outbox.ts'

export interface Mail {
  to: string
  subject: string
  text: string
}

export interface Mailer {
  send(mail: Mail): Promise<void>
}

/** The mail driver. Only the local one exists: every e-mail lands in the outbox, which the console shows. */
export const mailer = (app: Application): Mailer => ({
  send: (mail) => writeOutbox(app, { channel: 'email', to: mail.to, subject: mail.subject, body: mail.text })
})

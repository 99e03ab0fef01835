import type { Application } from '../../../declarations.ts'
import { BadGateway } from '../../../providers/http.ts'
import { setting } from '../../../providers/settings.ts'
import { writeOutbox } from './outbox.ts'

export interface Mail {
  to: string
  subject: string
  text: string
}

export interface Mailer {
  send(mail: Mail): Promise<void>
}

/** Delivers through the SMTP server of `SMTP_URL` (sender `SMTP_FROM`); its refusal is a 502 naming it. */
const smtpMailer = (app: Application, url: string): Mailer => ({
  async send(mail) {
    const from = setting(app, 'SMTP_FROM', `Spinroom <no-reply@${new URL(app.get('config').publicUrl).hostname}>`)
    // Imported on the first mail: a site without a mail server never needs it.
    const { createTransport } = await import('nodemailer')
    try {
      await createTransport(url).sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text })
    } catch (error) {
      throw new BadGateway(`The mail server refused the message: ${(error as Error).message}`)
    }
  }
})

/** Keeps the message in the outbox, which the console shows: the driver for deployments without a mail server. */
const outboxMailer = (app: Application): Mailer => ({
  send: (mail) => writeOutbox(app, { channel: 'email', to: mail.to, subject: mail.subject, body: mail.text })
})

/**
 * The mail driver: SMTP when `SMTP_URL` is set, otherwise the outbox (delivered mail is not copied there: it holds
 * codes).
 */
export const mailer = (app: Application): Mailer => {
  const url = app.get('config').providers.SMTP_URL
  return url ? smtpMailer(app, url) : outboxMailer(app)
}

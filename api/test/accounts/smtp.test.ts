import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { startServer, type TestServer } from '../helpers/server.ts'

const U = '/api/user-service'

/** A real SMTP server on loopback that keeps what it receives. */
const received: { from: string; to: string[]; data: string }[] = []
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let data = ''
    stream.on('data', (chunk: Buffer) => (data += chunk.toString()))
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        data
      })
      callback()
    })
  },
  onRcptTo(address, _session, callback) {
    callback(address.address.endsWith('@refused.test') ? new Error('mailbox unavailable') : undefined)
  }
})

let s: TestServer

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const port = (smtp.server.address() as AddressInfo).port
  s = await startServer({
    config: { providers: { SMTP_URL: `smtp://127.0.0.1:${port}`, SMTP_FROM: 'Spinroom <hello@spinroom.test>' } }
  })
})
afterAll(async () => {
  await s.close()
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

describe('mail through SMTP', () => {
  it('delivers the verification code of a sign-up to the mail server, keeping nothing in the outbox', async () => {
    const res = await s.request('POST', `${U}/users/sign-up`, {
      body: { email: 'smtp.user@spinroom.test', password: 'smtp password 1' }
    })
    expect(res.status).toBe(201)
    const mail = received.find((m) => m.to.includes('smtp.user@spinroom.test'))
    expect(mail?.from).toBe('hello@spinroom.test')
    expect(mail?.data).toMatch(/\b\d{6}\b/)
    expect(await s.knex('outbox').count('id as n').first()).toEqual({ n: 0 })
  })

  it('answers 502 naming the mail server when it refuses, keeping the address pending so a code can be sent again', async () => {
    const user = await s.signIn()
    const res = await s.request('POST', `${U}/users/emails`, {
      token: user.accessToken,
      body: { email: 'nobody@refused.test', type: 'work' }
    })
    expect(res.status).toBe(502)
    expect(res.body.message).toContain('The mail server refused the message')
    expect(
      await s.knex('user_emails').where({ userUuid: user.user!.id, email: 'nobody@refused.test' }).first()
    ).toMatchObject({ status: 'PENDING_VERIFICATION' })
  })
})

import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import {
  emailRoutes,
  MAX_ACTIVE_EMAILS,
  type EmailResend,
  type EmailStatus,
  type EmailVerify,
  type UserEmailCreate
} from '@spinroom/schemas'
import type { AnyService, Application, HookContext } from '../../../declarations.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { serviceAt } from '../../../lib/service-at.ts'
import { BadRequest, Conflict, Forbidden, NotFound } from '../../../errors.ts'
import { findUserById, usersEntity } from '../users/entity.ts'
import { emailsEntity, emailsService, type UserEmailRow } from './entity.ts'
import { emitEntityEvent } from '../../../lib/entity.ts'
import { EMAIL_CODE_TTL_MINUTES, minutesFromNow, newCode, spendCode } from '../codes.ts'
import { hashSecret } from '../../../lib/hash.ts'
import { mailer } from '../outbox/mail.ts'

/** Statuses that prove the address belongs to its user. */
export const verifiedStatuses: readonly EmailStatus[] = ['VERIFIED', 'CREATED_BY_ADMIN']

const normalise = (email: string) => email.trim().toLowerCase()
/** A user's addresses not deleted, read through `db` (a transaction's, when given). */
const active = (app: Application, userUuid: string, db: Knex = app.get('knex')) =>
  db<UserEmailRow>('user_emails').where({ userUuid }).whereNot('status', 'DELETED')

/** A fresh code: what to store (its hash, expiry, a clean attempt count) and the code to mail. */
function freshCode() {
  const code = newCode()
  return {
    code,
    stored: {
      codeHash: hashSecret(code),
      codeExpiresAt: minutesFromNow(EMAIL_CODE_TTL_MINUTES),
      codeAttempts: 0,
      lastSentAt: new Date()
    }
  }
}

const mailCode = (app: Application, email: string, code: string) =>
  mailer(app).send({
    to: email,
    subject: 'Your spinroom verification code',
    text: `Your code to verify ${email} is ${code}. It expires in ${EMAIL_CODE_TTL_MINUTES} minutes.`
  })

/**
 * Spends one of the codes `email` may be mailed this hour (429 when none is left) and runs `send`, which mails one; a
 * refusal or a failure gives it back. Counted by address, so no rotation of accounts or re-added addresses floods it.
 */
async function perAddress<T>(app: Application, email: string, send: () => Promise<T>): Promise<T> {
  const limits = app.get('rateLimits')
  const spender = { caller: undefined, address: undefined, input: { email } }
  await limits.spend('codesPerEmail', spender)
  try {
    return await send()
  } catch (error) {
    await limits.refund('codesPerEmail', spender)
    throw error
  }
}

/**
 * A new address of a user, PENDING_VERIFICATION, its code mailed. With `most`, refused (403) when the user already
 * holds that many; the user's row lock makes additions at once count one after the other.
 */
export async function insertEmail(
  app: Application,
  userUuid: string,
  email: string,
  type: UserEmailRow['type'],
  most?: number
) {
  const { code, stored } = freshCode()
  const now = new Date()
  const row: UserEmailRow = await app.get('knex').transaction(async (trx) => {
    if (most !== undefined) {
      await trx('users').where('id', userUuid).forUpdate().first('id')
      const [held] = await active(app, userUuid, trx).count<{ n: number | string }[]>('* as n')
      if (Number(held.n) >= most)
        throw new Forbidden(`An account holds at most ${most} e-mail addresses: delete one to add another`)
    }
    const [inserted] = await trx('user_emails')
      .insert({
        id: randomUUID(),
        userUuid,
        email,
        type,
        status: 'PENDING_VERIFICATION',
        ...stored,
        createdAt: now,
        updatedAt: now
      })
      .returning('*')
    return inserted
  })
  emitEntityEvent(app, emailsEntity, 'created', row)
  await mailCode(app, email, code)
  return row
}

/** The primary address of an account is its sign-up e-mail: it is listed, and verified, like any other. */
export function watchNewAccounts(app: Application): void {
  // A hook, not an event listener: account creation waits for the address row, so nothing can see the account without
  // it.
  const users = serviceAt<AnyService>(app, usersEntity.path)
  users.hooks({
    after: {
      create: [
        async (context: HookContext) => {
          const user = context.result as { id: string; email: string | null }
          if (user.email) await insertEmail(app, user.id, user.email, 'personal')
        }
      ]
    }
  })
}

/** Whether the account's sign-up address is verified. */
export async function primaryEmailVerified(
  app: Application,
  user: { id: string; email: string | null }
): Promise<boolean> {
  if (!user.email) return false
  return !!(await active(app, user.id).where('email', user.email).whereIn('status', verifiedStatuses).first('id'))
}

/** The caller's active address named by `emailId` or `email`. */
async function ownEmail(call: Call, ref: { emailId?: string; email?: string }): Promise<UserEmailRow | undefined> {
  if (!ref.emailId && !ref.email)
    throw new BadRequest("Invalid body: 'emailId' or 'email' is required", {
      errors: [{ field: 'emailId', message: 'is required' }]
    })
  const query = active(call.app, call.caller!.id)
  return ref.emailId ? query.where('id', ref.emailId).first() : query.where('email', normalise(ref.email!)).first()
}

/** The caller's addresses, deleted ones left out. */
export const listOwnEmails = async (call: Call) =>
  (await active(call.app, call.caller!.id).orderBy('createdAt')).map(emailsEntity.external)

/** Adds an address, to be verified with the code it is sent. */
export async function addEmail(call: Call<unknown, unknown, UserEmailCreate>) {
  const { app, caller } = call
  const email = normalise(call.body.email)
  const knex = app.get('knex')
  const inUse = () => new Conflict('This email is already in use', { field: 'email' })
  // Another account's sign-in or verified address is theirs; the caller's own active copy is a duplicate.
  if (
    (await active(app, caller!.id).where('email', email).first('id')) ||
    (await knex('users').where('email', email).whereNot('id', caller!.id).first('id')) ||
    (await knex('user_emails').where({ email, status: 'VERIFIED' }).whereNot('userUuid', caller!.id).first('id'))
  ) {
    throw inUse()
  }
  try {
    const row = await perAddress(app, email, () =>
      insertEmail(app, caller!.id, email, call.body.type, MAX_ACTIVE_EMAILS)
    )
    return emailsEntity.external(row)
  } catch (error) {
    // Two identical additions racing: the partial unique index decides.
    if ((error as { code?: unknown }).code === '23505') throw inUse()
    throw error
  }
}

/** Owner of the address in the path, for the `self` check. */
export const emailOwner = async (call: Call<{ id: string }>) =>
  (await call.app.get('knex')('user_emails').where('id', call.params.id).first('userUuid'))?.userUuid as
    string | undefined

/** The address is kept as DELETED and its code burnt. */
export async function deleteEmail(call: Call<{ id: string }>) {
  const { app } = call
  const row: UserEmailRow | undefined = await app
    .get('knex')('user_emails')
    .where('id', call.params.id)
    .whereNot('status', 'DELETED')
    .first()
  if (!row) throw new NotFound('Email not found')
  const owner = await findUserById(app.get('knex'), row.userUuid)
  if (owner?.email === row.email) throw new Forbidden('The address used to sign in can not be deleted')
  return emailsEntity.external(
    await emailsService(app).patch(row.id, { status: 'DELETED', codeHash: null, updatedAt: new Date() })
  )
}

/**
 * The right code verifies the address, once.
 */
export async function verifyEmail(call: Call<unknown, unknown, EmailVerify>) {
  const { app, body } = call
  const row = await ownEmail(call as Call, body)
  if (!row || !(await spendCode(app.get('knex'), 'user_emails', row, body.code)))
    throw new Forbidden(emailRoutes.verifyEmail.errors[403])
  const now = new Date()
  const verified = await emailsService(app).patch(row.id, {
    status: 'VERIFIED',
    verifiedAt: now,
    updatedAt: now
  })
  return { status: 'VERIFIED' as const, email: emailsEntity.external(verified) }
}

/** A new code, no sooner than the configured interval after the last. */
export async function resendVerification(call: Call<unknown, unknown, EmailResend>) {
  const { app } = call
  const row = await ownEmail(call as Call, call.body)
  if (!row) throw new NotFound(emailRoutes.resendVerificationEmail.errors[404])
  if (verifiedStatuses.includes(row.status)) throw new Forbidden(emailRoutes.resendVerificationEmail.errors[403])
  const knex = app.get('knex')
  const since = new Date(Date.now() - app.get('config').emailResendIntervalSeconds * 1000)
  return perAddress(app, row.email, async () => {
    // Claiming the slot in the database keeps concurrent resends to one e-mail.
    const claimed = await knex('user_emails')
      .where('id', row.id)
      .andWhere((q) => q.whereNull('lastSentAt').orWhere('lastSentAt', '<=', since))
      .update({ lastSentAt: new Date() })
    if (claimed !== 1) throw new Forbidden('The minimum time has not yet elapsed since the last e-mail was sent')
    const { code, stored } = freshCode()
    const updated = await emailsService(app).patch(row.id, { ...stored, updatedAt: new Date() })
    await mailCode(app, row.email, code)
    return emailsEntity.external(updated)
  })
}

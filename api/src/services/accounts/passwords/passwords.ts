import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import {
  resetPasswordPage,
  authRoutes,
  passwordRoutes,
  type AdminChangePassword,
  type ChangePassword,
  type ForgotPassword,
  type ResetPassword,
  type SetPassword
} from '@spinroom/schemas'
import type { AnyService, Application, HookContext } from '../../../declarations.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { serviceAt } from '../../../lib/service-at.ts'
import { spendRateLimit } from '../../../lib/rate-limits.ts'
import { BadRequest, Forbidden, NotAuthenticated, NotFound, TooManyRequests } from '../../../errors.ts'
import { AUTH_PATH } from '../../../auth/authentication.ts'
import { hashPassword, verifyPassword } from '../../../auth/passwords.ts'
import { findUserByEmail, findUserById, usersService } from '../users/entity.ts'
import { revokeTokensNow } from '../users/revocation.ts'
import { closeUserSockets } from '../moderation/sessions.ts'
import {
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_WINDOW_MINUTES,
  RESET_TTL_MINUTES,
  minutesFromNow,
  newCode,
  newLinkToken,
  spendCode
} from '../codes.ts'
import { hashSecret } from '../../../lib/hash.ts'
import { primaryEmailVerified } from '../emails/emails.ts'
import { mailer } from '../outbox/mail.ts'

const CHANGED = { message: 'Password changed' }
const RESET_SENT = { message: 'If an account uses this address, a reset code and link have been sent to it' }
const cannotReset = () => new Forbidden(passwordRoutes.resetPassword.errors[403])

/**
 * Through the users service, so the change drops cached accounts and reaches the user's sockets and admins; in the same
 * write, every token issued until now is revoked, and open sockets are closed. A new password lifts a login lock.
 */
async function storePassword(app: Application, userUuid: string, password: string) {
  const knex = app.get('knex')
  const hash = await hashPassword(password)
  await usersService(app).patch(userUuid, { password: hash, ...revokeTokensNow(), updatedAt: new Date() })
  closeUserSockets(app, userUuid, 'signedOut', { reason: 'Password changed', until: null })
  await knex('login_failures')
    .whereIn('subject', knex('users').select(knex.raw(`'email:' || email`)).where('id', userUuid))
    .delete()
}

/** Makes every outstanding reset code and link of a user unusable. */
const retireResets = (knex: Knex, userUuid: string) =>
  knex('password_resets').where({ userUuid }).whereNull('usedAt').update({ usedAt: new Date(), codeHash: null })

/** Needs a verified sign-up address and the current password. */
export async function changePassword({ app, caller, body }: Call<unknown, unknown, ChangePassword>) {
  if (body.oldPassword === body.newPassword) throw new BadRequest(passwordRoutes.changePassword.errors[400])
  const knex = app.get('knex')
  const user = await findUserById(knex, caller!.id)
  if (!user || !(await primaryEmailVerified(app, user)))
    throw new NotAuthenticated(passwordRoutes.changePassword.errors[401])
  if (!(await verifyPassword(user.password, body.oldPassword))) throw new NotAuthenticated(authRoutes.login.errors[401])
  await storePassword(app, caller!.id, body.newPassword)
  await retireResets(knex, caller!.id)
  return CHANGED
}

/** A new reset for an account (retiring older ones), mailed as a code and a link; none within the resend interval. */
async function issueReset(app: Application, user: { id: string; email: string }) {
  const knex = app.get('knex')
  const since = new Date(Date.now() - app.get('config').emailResendIntervalSeconds * 1000)
  // Within the interval the code already sent stays the one to use: no mail flood.
  if (
    await knex('password_resets')
      .where({ userUuid: user.id })
      .whereNull('usedAt')
      .where('createdAt', '>', since)
      .first('id')
  )
    return
  await retireResets(knex, user.id)
  const code = newCode()
  const token = newLinkToken()
  await knex('password_resets').insert({
    id: randomUUID(),
    userUuid: user.id,
    codeHash: hashSecret(code),
    tokenHash: hashSecret(token),
    codeExpiresAt: minutesFromNow(RESET_TTL_MINUTES),
    createdAt: new Date()
  })
  const link = `${app.get('config').publicUrl}${resetPasswordPage(token)}`
  await mailer(app).send({
    to: user.email,
    subject: 'Reset your spinroom password',
    text: `Your password reset code is ${code}. Or open ${link} to choose a new password. Both expire in ${RESET_TTL_MINUTES} minutes and work once.`
  })
}

/** Mails a six-digit code and a link, both valid once for 30 minutes. */
export async function forgotPassword({ app, body }: Call<unknown, unknown, ForgotPassword>) {
  const user = await findUserByEmail(app.get('knex'), body.email)
  // Issued after answering, so neither the answer nor its timing tells whether the account exists.
  if (user?.email)
    issueReset(app, { id: user.id, email: user.email }).catch((error) =>
      console.error(`password reset of ${user.id} not issued:`, error)
    )
  return RESET_SENT
}

/** The reset a request names: by link token, or by e-mail and code (a wrong code counts against it). */
async function findReset(knex: Knex, body: ResetPassword): Promise<{ id: string; userUuid: string }> {
  if (body.token) {
    const row = await knex('password_resets')
      .where('tokenHash', hashSecret(body.token))
      .whereNull('usedAt')
      .where('codeExpiresAt', '>', new Date())
      .first()
    if (!row) throw cannotReset()
    return row
  }
  if (!body.email)
    throw new BadRequest("Invalid body: 'token' or 'email' is required", {
      errors: [{ field: 'token', message: 'is required' }]
    })
  if (!body.code)
    throw new BadRequest("Invalid body: 'code' is required", { errors: [{ field: 'code', message: 'is required' }] })
  const user = await findUserByEmail(knex, body.email)
  const row =
    user &&
    (await knex('password_resets').where('userUuid', user.id).whereNull('usedAt').orderBy('createdAt', 'desc').first())
  if (!row || !(await spendCode(knex, 'password_resets', row, body.code))) throw cannotReset()
  return row
}

/** A valid code or link sets the password and retires every other code of the user. */
export async function resetPassword({ app, body }: Call<unknown, unknown, ResetPassword>) {
  const knex = app.get('knex')
  const reset = await findReset(knex, body)
  // Conditional on it being unused: of two concurrent resets with one code, one wins.
  if (
    (await knex('password_resets')
      .where({ id: reset.id })
      .whereNull('usedAt')
      .update({ usedAt: new Date(), codeHash: null })) !== 1
  )
    throw cannotReset()
  await retireResets(knex, reset.userUuid)
  await storePassword(app, reset.userUuid, body.newPassword)
  return CHANGED
}

/** A first password for an account that has none. */
export async function setPassword({ app, caller, body }: Call<unknown, unknown, SetPassword>) {
  const user = await findUserById(app.get('knex'), caller!.id)
  if (user?.password) throw new Forbidden('A password is already set; change it with the current one')
  await storePassword(app, caller!.id, body.newPassword)
  return { message: 'Password set' }
}

/** An administrator sets a user's password. */
export async function adminChangePassword({ app, body }: Call<unknown, unknown, AdminChangePassword>) {
  if (!(await findUserById(app.get('knex'), body.userUuid))) throw new NotFound('User not found')
  await storePassword(app, body.userUuid, body.newPassword)
  await retireResets(app.get('knex'), body.userUuid)
  return CHANGED
}

/**
 * Counts a failed login of a subject (an account or an address); the one that reaches its limit within the window locks
 * it.
 */
async function recordLoginFailure(knex: Knex, subject: string, max: number) {
  const now = new Date()
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MINUTES * 60_000)
  const lockedUntil = new Date(now.getTime() + LOGIN_LOCK_MINUTES * 60_000)
  // One upsert, so concurrent failures all count.
  await knex.raw(
    `insert into login_failures (subject, failures, "firstAt") values (?, 1, ?)
     on conflict (subject) do update set
       failures = case when login_failures."firstAt" <= ? then 1 else login_failures.failures + 1 end,
       "firstAt" = case when login_failures."firstAt" <= ? then excluded."firstAt" else login_failures."firstAt" end,
       "lockedUntil" = case when login_failures."firstAt" > ? and login_failures.failures + 1 >= ? then ?::timestamptz else null end`,
    [subject, now, windowStart, windowStart, windowStart, max, lockedUntil]
  )
}

/**
 * Password logins (REST and socket.io) spend the `login` (address) and `loginEmail` limits; those of an account, or
 * from an address, with too many recent failures are refused with 429 for a while.
 */
export function limitFailedLogins(app: Application): void {
  const auth = serviceAt<AnyService>(app, AUTH_PATH)
  const limit = async (context: HookContext, next: () => Promise<void>) => {
    const data = context.data as { strategy?: unknown; email?: unknown } | undefined
    if (data?.strategy !== 'local' || typeof data.email !== 'string') return next()
    if (context.params.provider) {
      const spender = { caller: null, address: context.params.ip, input: data }
      await spendRateLimit(context.app, 'login', spender)
      await spendRateLimit(context.app, 'loginEmail', spender)
    }
    const account = `email:${data.email.trim().toLowerCase()}`
    const address = context.params.ip ? `ip:${context.params.ip}` : undefined
    const knex = context.app.get('knex')
    const records = await knex('login_failures').whereIn('subject', address ? [account, address] : [account])
    if (records.some((r) => r.lockedUntil && new Date(r.lockedUntil) > new Date()))
      throw new TooManyRequests('Too many failed logins, try again later')
    try {
      await next()
    } catch (error) {
      // A right password on a banned account is no guess: only wrong credentials count.
      if ((error as Error).message === authRoutes.login.errors[401]) {
        await recordLoginFailure(knex, account, LOGIN_MAX_FAILURES)
        if (address) await recordLoginFailure(knex, address, LOGIN_MAX_FAILURES_PER_ADDRESS)
      }
      throw error
    }
    // A success clears the account's count; the address keeps its own, or one success would reset a spray.
    if (records.some((r) => r.subject === account)) await knex('login_failures').where({ subject: account }).delete()
  }
  auth.hooks({ around: { create: [limit] } })
}

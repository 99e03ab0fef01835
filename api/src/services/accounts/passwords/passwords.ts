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
import { AUTH_PATH } from '../../../lib/caller.ts'
import { hashPassword, verifyPassword } from '../../../auth/passwords.ts'
import { findUserByEmail, findUserById, usersService } from '../users/entity.ts'
import { revokeTokensNow } from '../users/revocation.ts'
import { closeUserSockets } from '../moderation/sessions.ts'
import { RESET_TTL_MINUTES, minutesFromNow, newCode, newLinkToken, spendCode } from '../codes.ts'
import { hashSecret } from '../../../lib/hash.ts'
import { primaryEmailVerified } from '../emails/emails.ts'
import { mailer } from '../outbox/mail.ts'
import { clearLoginFailures, loginStanding, loginSubjects, recordLoginFailure, recordSignIn } from './login-failures.ts'

const CHANGED = { message: 'Password changed' }
const LOCKED = 'Too many failed logins, try again later'
const RESET_SENT = { message: 'If an account uses this address, a reset code and link have been sent to it' }
const cannotReset = () => new Forbidden(passwordRoutes.resetPassword.errors[403])

/**
 * Through the users service, so the change drops cached accounts and reaches the user's sockets and admins; in the same
 * write, every token issued until now is revoked, and open sockets are closed. A new password lifts the login locks.
 */
async function storePassword(app: Application, userUuid: string, password: string) {
  const knex = app.get('knex')
  const hash = await hashPassword(password)
  await usersService(app).patch(userUuid, { password: hash, ...revokeTokensNow(), updatedAt: new Date() })
  closeUserSockets(app, userUuid, 'signedOut', { reason: 'Password changed', until: null })
  const { email } = (await findUserById(knex, userUuid)) ?? {}
  if (email) await clearLoginFailures(knex, email)
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
      app.get('log').error({ err: error, userUuid: user.id }, 'password reset not issued')
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
 * Password logins (REST and socket.io) spend the `login` limit of their address; one refused by a lock (see
 * login-failures.ts) answers 429 and spends nothing more; the others spend the account's `loginEmail` limit too, but
 * from an address the account signed in from while guesses from elsewhere are counting.
 */
export function limitFailedLogins(app: Application): void {
  const auth = serviceAt<AnyService>(app, AUTH_PATH)
  const limit = async (context: HookContext, next: () => Promise<void>) => {
    const data = context.data as { strategy?: unknown; email?: unknown } | undefined
    if (data?.strategy !== 'local' || typeof data.email !== 'string') return next()
    const spender = { caller: null, address: context.params.ip, input: data }
    if (context.params.provider) await spendRateLimit(context.app, 'login', spender)
    const knex = context.app.get('knex')
    const settings = context.app.get('config').loginLocks
    const subjects = loginSubjects(data.email, context.params.ip)
    const { known, guessed, lockedUntil } = await loginStanding(knex, subjects, settings)
    if (lockedUntil)
      throw new TooManyRequests(LOCKED, { retryAfter: Math.max(1, Math.ceil((lockedUntil - Date.now()) / 1000)) })
    if (context.params.provider && !(known && guessed)) await spendRateLimit(context.app, 'loginEmail', spender)
    try {
      await next()
    } catch (error) {
      // A right password on a banned account is no guess: only wrong credentials count.
      if ((error as Error).message === authRoutes.login.errors[401]) await recordLoginFailure(knex, subjects, settings)
      throw error
    }
    await recordSignIn(knex, subjects)
  }
  auth.hooks({ around: { create: [limit] } })
}

import { randomBytes, randomUUID } from 'node:crypto'
import {
  MAGIC_LINK_SENT,
  magicLinkPage,
  type MagicLink,
  type MagicLinkEmail,
  type ValidateMagicLink
} from '@spinroom/schemas'
import type { Knex } from 'knex'
import type { Application } from '../../../declarations.ts'
import { issueToken } from '../../../auth/authentication.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { hashSecret } from '../../../lib/hash.ts'
import { Forbidden, NotAuthenticated } from '../../../errors.ts'
import { mailer } from '../outbox/mail.ts'
import { assertCanSignIn, findUserByEmail, findUserById, isBanned, type UserRow } from '../users/entity.ts'
import { issuedBeforeRevocation } from '../users/revocation.ts'

const MAGIC_LINK_TTL_MS = 5 * 60_000

/** Stores a new link for a user or a guest; only its hash is kept. */
async function storeLink(knex: Knex, owner: { userUuid: string | null; guest: string | null }): Promise<MagicLink> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + MAGIC_LINK_TTL_MS)
  await knex('magic_links').insert({ id: randomUUID(), tokenHash: hashSecret(token), ...owner, expiresAt })
  return { token, expiresAt: expiresAt.toISOString() }
}

/** A short-lived, single-use token that opens the caller's session elsewhere. */
export async function issueMagicLink({ app, caller }: Call): Promise<MagicLink> {
  if (caller!.type === 'service') throw new Forbidden('Only users and guests can create a magic link')
  return storeLink(app.get('knex'), {
    userUuid: caller!.user?.id ?? null,
    guest: caller!.guest ? JSON.stringify(caller!.guest) : null
  })
}

/** Mails a link to the player's landing route, unless one went to this account within the resend interval. */
async function mailLink(app: Application, user: UserRow & { email: string }) {
  const knex = app.get('knex')
  const since = new Date(Date.now() - app.get('config').emailResendIntervalSeconds * 1000)
  if (
    await knex('magic_links')
      .where({ userUuid: user.id })
      .whereNull('usedAt')
      .where('createdAt', '>', since)
      .first('id')
  )
    return
  const { token } = await storeLink(knex, { userUuid: user.id, guest: null })
  await mailer(app).send({
    to: user.email,
    subject: 'Your spinroom sign-in link',
    text: `Open ${app.get('config').publicUrl}${magicLinkPage(token)} to sign in to spinroom. The link expires in ${MAGIC_LINK_TTL_MS / 60_000} minutes and works once.`
  })
}

/** Mails a sign-in link; the answer and its timing are the same whether or not the address has an account. */
export async function mailMagicLink({ app, body }: Call<unknown, unknown, MagicLinkEmail>) {
  const user = await findUserByEmail(app.get('knex'), body.email)
  if (user?.email && !isBanned(user) && user.status !== 'deactivated')
    mailLink(app, { ...user, email: user.email }).catch((error) =>
      app.get('log').error({ err: error, userUuid: user.id }, 'magic link not mailed')
    )
  return { message: MAGIC_LINK_SENT }
}

/** Exchanges an unused, unexpired token for a session, once. */
export async function validateMagicLink({ app, body }: Call<unknown, unknown, ValidateMagicLink>) {
  const knex = app.get('knex')
  const [link] = await knex('magic_links')
    .where('tokenHash', hashSecret(body.token))
    .whereNull('usedAt')
    .where('expiresAt', '>', knex.fn.now())
    .update({ usedAt: knex.fn.now() })
    .returning('*')
  if (!link) throw new NotAuthenticated('Invalid or expired magic link')
  if (!link.userUuid) return issueToken(app, { type: 'guest', guest: link.guest })
  const user = await findUserById(knex, link.userUuid)
  // A link is a token too: issued before a password change, ban or sign-out everywhere, it is spent for nothing.
  if (!user || issuedBeforeRevocation(user, link.createdAt)) throw new NotAuthenticated('Invalid or expired magic link')
  assertCanSignIn(user)
  return issueToken(app, { type: user.roles.includes('bot') ? 'bot' : 'user', user })
}

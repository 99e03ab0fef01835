import { randomBytes, randomUUID } from 'node:crypto'
import type { MagicLink, ValidateMagicLink } from '@spinroom/schemas'
import { issueToken } from '../../../auth/authentication.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { hashSecret } from '../../../lib/hash.ts'
import { Forbidden, NotAuthenticated } from '../../../errors.ts'
import { assertCanSignIn, findUserById } from '../users/entity.ts'

const MAGIC_LINK_TTL_MS = 5 * 60_000

/** A short-lived, single-use token that opens the caller's session elsewhere. */
export async function issueMagicLink({ app, caller }: Call): Promise<MagicLink> {
  if (caller!.type === 'service') throw new Forbidden('Only users and guests can create a magic link')
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + MAGIC_LINK_TTL_MS)
  await app
    .get('knex')('magic_links')
    .insert({
      id: randomUUID(),
      tokenHash: hashSecret(token),
      userUuid: caller!.user?.id ?? null,
      guest: caller!.guest ? JSON.stringify(caller!.guest) : null,
      expiresAt
    })
  return { token, expiresAt: expiresAt.toISOString() }
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
  if (!user) throw new NotAuthenticated('Invalid or expired magic link')
  assertCanSignIn(user)
  return issueToken(app, { type: user.roles.includes('bot') ? 'bot' : 'user', user })
}

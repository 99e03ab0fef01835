import { randomUUID } from 'node:crypto'
import type { CheckPhoneCode, PhoneWhitelistCreate, SendPhoneCode } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { entityService } from '../../../lib/entity.ts'
import { adminList } from '../../../lib/list.ts'
import { Conflict, NotAuthenticated, NotFound } from '../../../errors.ts'
import { issueToken } from '../../../auth/authentication.ts'
import { assertCanSignIn, createUser, findUserById, type UserRow } from '../users/entity.ts'
import { phoneWhitelistEntity, userIdentitiesEntity } from './entity.ts'
import { acceptedPhone, checkPhoneCode, sendPhoneCode } from './phone-codes.ts'
import { e164, pathPhone } from './phone-rules.ts'

/** A sign-in code to a real mobile (or whitelisted) number. */
export async function sendLoginCode({ app, body }: Call<unknown, unknown, SendPhoneCode>) {
  const phone = await acceptedPhone(app, body.phone)
  return sendPhoneCode(app, { phone, channel: body.channel ?? 'sms', purpose: 'login', caller: null })
}

/** Stores a verified number as an identity of a user (channel sms). */
export const storeIdentity = (app: Application, userUuid: string, phone: string, verifiedAt: Date) =>
  entityService(app, userIdentitiesEntity).create({
    id: randomUUID(),
    userUuid,
    channel: 'sms',
    phone,
    verifiedAt,
    createdAt: new Date()
  })

/**
 * Signs in the account holding the number, creating one (no e-mail, no password) the
 * first time.
 */
export async function verifyLoginCode({ app, body }: Call<unknown, unknown, CheckPhoneCode>) {
  const phone = e164(body.phone)
  const verified = await checkPhoneCode(app, { phone, code: body.code, purpose: 'login', callerUuid: null })
  if (!verified) throw new NotAuthenticated('Incorrect code')
  const knex = app.get('knex')
  const identity = await knex('user_identities').where({ phone }).first('userUuid')
  let user: UserRow | undefined = identity && (await findUserById(knex, identity.userUuid))
  const created = !user
  if (!user) {
    user = await createUser(app, {})
    await storeIdentity(app, user.id, phone, verified.verifiedAt!)
  }
  assertCanSignIn(user)
  return { ...(await issueToken(app, { type: 'user', user })), created }
}

const whitelist = (app: Application) => entityService(app, phoneWhitelistEntity)

/** Lets a number receive codes whatever its classification. */
export async function addToWhitelist({ app, body, caller }: Call<unknown, unknown, PhoneWhitelistCreate>) {
  const phone = e164(body.phone)
  try {
    // Each body field is the column of its name, so a new field needs no line here; these ones are worked out.
    const row = await whitelist(app).create({
      ...body,
      id: randomUUID(),
      phone,
      createdBy: caller?.type === 'user' ? caller.id : null,
      createdAt: new Date()
    })
    return phoneWhitelistEntity.external(row)
  } catch (error) {
    if ((error as { code?: number }).code === 409)
      throw new Conflict('This phone number is already whitelisted', { field: 'phone' })
    throw error
  }
}

async function removeEntry(app: Application, where: { id: string } | { phone: string }) {
  const row: { id: string } | undefined = await app.get('knex')('phone_whitelist').where(where).first('id')
  if (!row) throw new NotFound('Phone number not found in the whitelist')
  return phoneWhitelistEntity.external(await whitelist(app).remove(row.id))
}

export const removeWhitelistedPhone = ({ app, params }: Call<{ phone: string }>) =>
  removeEntry(app, { phone: e164(pathPhone(params.phone), 'path') })

export const removeWhitelistEntry = ({ app, params }: Call<{ id: string }>) => removeEntry(app, { id: params.id })

export const listWhitelist = (call: Call) => adminList(call, phoneWhitelistEntity)

export async function getWhitelistEntry({ app, params }: Call<{ id: string }>) {
  const row = await app.get('knex')('phone_whitelist').where('id', params.id).first()
  if (!row) throw new NotFound('Phone number not found in the whitelist')
  return phoneWhitelistEntity.external(row)
}

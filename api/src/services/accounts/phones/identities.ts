import {
  fraudConstants,
  isAdmin,
  type CheckPhoneCode,
  type IdentityVerified,
  type SendPhoneCode,
  type UserIdentityCreate,
  type UserIdentityFilter
} from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { entityService } from '../../../lib/entity.ts'
import { offsetList } from '../../../lib/list.ts'
import { Conflict, Forbidden, NotFound } from '../../../errors.ts'
import { userIdentitiesEntity } from './entity.ts'
import { acceptedPhone, checkPhoneCode, sendPhoneCode } from './phone-codes.ts'
import { e164 } from './phone-rules.ts'
import { storeIdentity } from './mobile-auth.ts'

/** A code to prove the caller holds a number. */
export async function requestVerification({ app, body, caller }: Call<unknown, unknown, Required<SendPhoneCode>>) {
  const phone = await acceptedPhone(app, body.phone)
  return sendPhoneCode(app, { phone, channel: body.channel, purpose: 'identity', caller: caller! })
}

/** The right code proves possession; its id then stores the identity. */
export async function verifyIdentity({
  app,
  body,
  caller
}: Call<unknown, unknown, CheckPhoneCode>): Promise<IdentityVerified> {
  const phone = e164(body.phone)
  // 403, not 401: the caller's token is fine, the code is not.
  const verified = await checkPhoneCode(app, { phone, code: body.code, purpose: 'identity', callerUuid: caller!.id })
  if (!verified) throw new Forbidden('Phone verification failed, incorrect code')
  return { phone, verified: true, verificationId: verified.id }
}

const taken = () => new Conflict('This phone number belongs to another account', { field: 'phone' })

/**
 * Stores a number the caller verified within the last minutes; a verification is used
 * once.
 */
export async function createIdentity({ app, body, caller }: Call<unknown, unknown, UserIdentityCreate>) {
  const phone = e164(body.phone)
  const knex = app.get('knex')
  const since = new Date(Date.now() - fraudConstants.identityVerificationTtlMinutes * 60_000)
  const existing = await knex('user_identities').where({ phone }).first('userUuid')
  if (existing)
    throw existing.userUuid === caller!.id
      ? new Conflict('This phone number is already stored', { field: 'phone' })
      : taken()
  // Claiming the verification in one conditional update: of two concurrent uses, one wins.
  const claimed = await knex('phone_codes')
    .where({ id: body.verificationId, phone, purpose: 'identity', callerUuid: caller!.id })
    .whereNull('usedAt')
    .where('verifiedAt', '>', since)
    .update({ usedAt: new Date() }, ['verifiedAt'])
  if (claimed.length !== 1) {
    throw new Forbidden(
      `This phone number was not verified by you in the last ${fraudConstants.identityVerificationTtlMinutes} minutes`,
      { field: 'verificationId' }
    )
  }
  try {
    return userIdentitiesEntity.external(await storeIdentity(app, caller!.id, phone, claimed[0].verifiedAt))
  } catch (error) {
    if ((error as { code?: number }).code === 409) throw taken()
    throw error
  }
}

/** Owner of the identities listed: the `userUuid` asked for, else the caller. */
export const identitiesOwner = ({ query, caller }: Call<unknown, UserIdentityFilter>) => query.userUuid ?? caller!.id

/** A user's identities; administrators may list everyone's. */
export function listIdentities(call: Call<unknown, UserIdentityFilter>) {
  const { query, caller } = call
  const userUuid = query.userUuid ?? (isAdmin(caller!.roles) ? undefined : caller!.id)
  const where = Object.fromEntries(
    Object.entries({ id: query.id, userUuid, channel: query.channel }).filter(([, v]) => v !== undefined)
  )
  return offsetList(call as Call<unknown, { limit?: number }>, userIdentitiesEntity, where)
}

/** Owner of the identity in the path, for the `self` check. */
export const identityOwner = async ({ app, params }: Call<{ id: string }>) =>
  (await app.get('knex')('user_identities').where('id', params.id).first('userUuid'))?.userUuid as string | undefined

export async function deleteIdentity({ app, params }: Call<{ id: string }>) {
  if (!(await app.get('knex')('user_identities').where('id', params.id).first('id')))
    throw new NotFound('Identity not found')
  return userIdentitiesEntity.external(await entityService(app, userIdentitiesEntity).remove(params.id))
}

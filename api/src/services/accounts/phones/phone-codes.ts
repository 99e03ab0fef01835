import { randomUUID } from 'node:crypto'
import type { CodeChannel, PhoneCodeSent } from '@spinroom/schemas'
import type { Application, Caller } from '../../../declarations.ts'
import { BadRequest } from '../../../errors.ts'
import { minutesFromNow, newCode, spendCode } from '../codes.ts'
import { hashSecret } from '../../../lib/hash.ts'
import { INVALID_PHONE, fraudConstants } from '@spinroom/schemas'
import { classifyPhone } from './phone-rules.ts'
import { smsSender } from '../outbox/sms.ts'

/** What a code proves: a sign-in by phone, or the possession of a number for an identity. */
export type CodePurpose = 'login' | 'identity'

export interface PhoneCodeRow {
  id: string
  phone: string
  purpose: CodePurpose
  channel: CodeChannel
  callerUuid: string | null
  codeHash: string | null
  codeExpiresAt: Date
  codeAttempts: number
  verifiedAt: Date | null
  usedAt: Date | null
  createdAt: Date
}

/**
 * The E.164 number if it may receive codes: a VALID mobile, or any parseable number on the whitelist; 400 otherwise.
 */
export async function acceptedPhone(app: Application, raw: string): Promise<string> {
  const { phone, status } = classifyPhone(raw)
  if (status === 'VALID') return phone
  const whitelisted =
    status !== 'VALIDATION_ERROR' && (await app.get('knex')('phone_whitelist').where({ phone }).first('id'))
  if (!whitelisted) throw new BadRequest(INVALID_PHONE, { errors: [{ field: 'phone', message: `is ${status}` }] })
  return phone
}

/**
 * Spends the number's hourly codes (and the caller's, for an identity); 429 when one is used up. Answers the refund of
 * what it spent, for a code that could not be delivered.
 */
async function claimCode(app: Application, phone: string, caller: Caller | null): Promise<() => Promise<void>> {
  const limits = app.get('rateLimits')
  const spender = { caller, address: undefined, input: { phone } }
  await limits.spend('codesPerNumber', spender)
  if (!caller) return () => limits.refund('codesPerNumber', spender)
  try {
    await limits.spend('codesPerCaller', spender)
  } catch (error) {
    await limits.refund('codesPerNumber', spender)
    throw error
  }
  return async () => {
    await Promise.all([limits.refund('codesPerNumber', spender), limits.refund('codesPerCaller', spender)])
  }
}

/**
 * Sends a fresh code to a number (earlier codes for the same purpose stop working); a failed delivery leaves no trace.
 */
export async function sendPhoneCode(
  app: Application,
  {
    phone,
    channel,
    purpose,
    caller
  }: { phone: string; channel: CodeChannel; purpose: CodePurpose; caller: Caller | null }
): Promise<PhoneCodeSent> {
  const knex = app.get('knex')
  const code = newCode()
  const id = randomUUID()
  const codeExpiresAt = minutesFromNow(fraudConstants.codeTtlMinutes)
  const sender = smsSender(app)
  const callerUuid = caller?.id ?? null
  const refund = await claimCode(app, phone, caller)
  await knex('phone_codes').insert({
    id,
    phone,
    purpose,
    channel,
    callerUuid,
    codeHash: hashSecret(code),
    codeExpiresAt,
    createdAt: new Date()
  })
  try {
    const text = `Your spinroom code is ${code}. It expires in ${fraudConstants.codeTtlMinutes} minutes. Never share it.`
    await sender.send({ to: phone, channel, text })
  } catch (error) {
    await knex('phone_codes').where('id', id).delete()
    await refund()
    throw error
  }
  const earlier = knex('phone_codes').where({ phone, purpose }).whereNot('id', id).whereNotNull('codeHash')
  await (callerUuid ? earlier.where({ callerUuid }) : earlier).update({ codeHash: null })
  return { phone, channel, expiresAt: codeExpiresAt.toISOString() }
}

/** Spends the live code of a number: the row it verified, or undefined for a wrong, expired, used or burnt code. */
export async function checkPhoneCode(
  app: Application,
  { phone, code, purpose, callerUuid }: { phone: string; code: string; purpose: CodePurpose; callerUuid: string | null }
): Promise<PhoneCodeRow | undefined> {
  const knex = app.get('knex')
  const live = knex<PhoneCodeRow>('phone_codes')
    .where({ phone, purpose })
    .whereNotNull('codeHash')
    .orderBy('createdAt', 'desc')
  const row = await (callerUuid ? live.where({ callerUuid }) : live).first()
  if (!row || !(await spendCode(knex, 'phone_codes', row, code))) return undefined
  const verifiedAt = new Date()
  await knex('phone_codes').where('id', row.id).update({ verifiedAt })
  return { ...row, codeHash: null, verifiedAt }
}

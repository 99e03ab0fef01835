import { randomUUID } from 'node:crypto'
import type { CodeChannel, PhoneCodeSent } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import { BadRequest, TooManyRequests } from '../../../errors.ts'
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

const anHourAgo = () => new Date(Date.now() - 3600_000)

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
 * Holds one of the hour's slots or throws 429: the row is written first and counted, so racing requests never exceed
 * the limit.
 */
async function claimSlot(
  app: Application,
  row: Omit<PhoneCodeRow, 'verifiedAt' | 'usedAt' | 'createdAt' | 'codeAttempts'>
): Promise<void> {
  const knex = app.get('knex')
  await knex('phone_codes').insert({ ...row, createdAt: new Date() })
  const since = anHourAgo()
  const count = async (column: 'phone' | 'callerUuid', value: string) =>
    Number(
      (await knex('phone_codes').where(column, value).andWhere('createdAt', '>', since).count({ n: '*' }).first())?.n ??
        0
    )
  let refusal: string | undefined
  if ((await count('phone', row.phone)) > fraudConstants.codesPerNumberPerHour) {
    refusal = `Too many codes were sent to this number: at most ${fraudConstants.codesPerNumberPerHour} an hour. Try again later.`
  } else if (row.callerUuid && (await count('callerUuid', row.callerUuid)) > fraudConstants.codesPerCallerPerHour) {
    refusal = `Too many codes were requested: at most ${fraudConstants.codesPerCallerPerHour} an hour. Try again later.`
  }
  if (refusal) {
    await knex('phone_codes').where('id', row.id).delete()
    throw new TooManyRequests(refusal, { field: 'phone' })
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
    callerUuid
  }: { phone: string; channel: CodeChannel; purpose: CodePurpose; callerUuid: string | null }
): Promise<PhoneCodeSent> {
  const knex = app.get('knex')
  const code = newCode()
  const id = randomUUID()
  const codeExpiresAt = minutesFromNow(fraudConstants.codeTtlMinutes)
  const sender = smsSender(app)
  await claimSlot(app, { id, phone, purpose, channel, callerUuid, codeHash: hashSecret(code), codeExpiresAt })
  try {
    const text = `Your spinroom code is ${code}. It expires in ${fraudConstants.codeTtlMinutes} minutes. Never share it.`
    await sender.send({ to: phone, channel, text })
  } catch (error) {
    await knex('phone_codes').where('id', id).delete()
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

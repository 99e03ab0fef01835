import { randomUUID } from 'node:crypto'
import type { Call } from '../../../lib/endpoint.ts'
import type { RateLimitSize } from '../../../lib/rate-limit-settings.ts'
import { entityService } from '../../../lib/entity.ts'
import { adminList } from '../../../lib/list.ts'
import { phoneValidationsEntity } from './entity.ts'
import { fraudConstants } from '@spinroom/schemas'
import { classifyPhone, pathPhone } from './phone-rules.ts'

/** Classifies a number and keeps the result for the fraud review. */
export async function validatePhone({ app, params, caller }: Call<{ phone: string }>) {
  const { phone, status, type, country } = classifyPhone(pathPhone(params.phone))
  const row = await entityService(app, phoneValidationsEntity).create({
    id: randomUUID(),
    phone,
    status,
    type,
    country,
    callerUuid: caller?.id ?? null,
    createdAt: new Date()
  })
  return phoneValidationsEntity.external(row)
}

export const listValidations = (call: Call) => adminList(call, phoneValidationsEntity)

/** Forgets every recorded validation. */
export async function clearValidations({ app }: Call) {
  // Counted in SQL: PGlite's driver answers a bare delete with its raw result, not a row count.
  const { rows } = await app
    .get('knex')
    .raw('with gone as (delete from phone_validations returning 1) select count(*)::int as deleted from gone')
  return { deleted: rows[0].deleted as number }
}

const perHour = ({ points, seconds }: RateLimitSize) => Math.floor((points * 3600) / seconds)

/** The seed's constants, with the code limits as this API is configured (`RATE_LIMIT_CODES_PER_*`). */
export const getFraudConstants = async ({ app }: Call) => {
  const { codesPerNumber, codesPerCaller } = app.get('config').rateLimits
  return {
    ...fraudConstants,
    codesPerNumberPerHour: perHour(codesPerNumber),
    codesPerCallerPerHour: perHour(codesPerCaller)
  }
}

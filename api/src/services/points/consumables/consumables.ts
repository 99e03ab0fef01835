import type { ConsumableQueryType } from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { Conflict } from '../../../errors.ts'
import type { ConsumableRow } from './entity.ts'

/** Newest first unless `orderBy` says otherwise; the id breaks ties so pages never overlap. */
export const consumableOrder = ({ orderBy }: ConsumableQueryType): Record<string, 1 | -1> | undefined =>
  orderBy ? { [orderBy.replace(/^-/, '')]: orderBy.startsWith('-') ? -1 : 1, id: 1 } : undefined

/** A bought consumable stays: purchases name it. Its files stay too, other records may use them. */
export async function assertNeverBought({ app }: Call, consumable: ConsumableRow) {
  const [{ n }] = await app
    .get('knex')('consumable_purchases')
    .where('consumableId', consumable.id)
    .count<{ n: number }[]>('* as n')
  if (Number(n) > 0)
    throw new Conflict(
      `Consumable '${consumable.name}' has been bought ${n} time(s) and cannot be deleted: purchase history names it`,
      { purchases: Number(n) }
    )
}

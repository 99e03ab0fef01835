import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import type { ConsumableData, ConsumableFilter, ConsumablePatch, ConsumableQueryType } from '@spinroom/schemas'
import type { Call } from '../../lib/endpoint.ts'
import { entityService, pagination } from '../../lib/entity.ts'
import { planOffsetList, type FeathersQuery } from '../../lib/list-query.ts'
import { Conflict, NotFound } from '../../errors.ts'
import { assertFilesExist } from './consumable-files.ts'
import { consumablesEntity, toConsumable, type ConsumableRow } from './consumable.entity.ts'

const service = (call: Call) => entityService<ConsumableRow>(call.app, consumablesEntity)

/** The list's and the count's conditions. */
function conditions(filter: ConsumableFilter): FeathersQuery {
  const where: FeathersQuery = {}
  if (filter.id) where.id = filter.id
  if (filter.createdBefore) where.createdAt = { $lt: new Date(filter.createdBefore) }
  if (filter.displayType) where.displayType = filter.displayType
  return where
}

/**
 * `GET /api/v1/consumables`: newest first unless `orderBy` says otherwise; the id breaks ties so pages never overlap.
 */
export async function listConsumables(call: Call<unknown, ConsumableQueryType>) {
  const plan = planOffsetList(consumablesEntity, call.query, conditions(call.query))
  const { orderBy } = call.query
  const $sort = orderBy ? { [orderBy.replace(/^-/, '')]: orderBy.startsWith('-') ? -1 : 1, id: 1 } : plan.query.$sort
  const page = (await service(call).find({
    query: { ...plan.query, $sort },
    paginate: pagination
  } as never)) as unknown as { total: number; data: ConsumableRow[] }
  return { data: page.data.map(toConsumable), total: page.total, limit: plan.limit, offset: plan.skip }
}

/** `GET /api/v1/consumables/count`. */
export async function countConsumables(call: Call<unknown, ConsumableFilter>) {
  const page = (await service(call).find({
    query: { ...conditions(call.query), $limit: 0 },
    paginate: pagination
  } as never)) as unknown as { total: number }
  return { count: page.total }
}

async function findConsumable(knex: Knex, id: string): Promise<ConsumableRow> {
  const row: ConsumableRow | undefined = await knex('consumables').where('id', id).first()
  if (!row) throw new NotFound('Consumable not found')
  return row
}

export const getConsumable = async (call: Call<{ id: string }>) =>
  toConsumable(await findConsumable(call.app.get('knex'), call.params.id))

export async function createConsumable(call: Call<unknown, unknown, ConsumableData>) {
  const { imageFileId, fileId } = call.body
  await assertFilesExist(call.app.get('knex'), { imageFileId, fileId })
  const now = new Date()
  const row = await service(call).create({
    description: null,
    imageFileId: null,
    fileId: null,
    ...call.body,
    id: randomUUID(),
    createdAt: now,
    updatedAt: now
  })
  return toConsumable(row)
}

export async function updateConsumable(call: Call<{ id: string }, unknown, ConsumablePatch>) {
  const knex = call.app.get('knex')
  await findConsumable(knex, call.params.id)
  await assertFilesExist(knex, { imageFileId: call.body.imageFileId, fileId: call.body.fileId })
  return toConsumable(await service(call).patch(call.params.id, { ...call.body, updatedAt: new Date() }))
}

/**
 * `DELETE /api/v1/consumables/{id}`: answers the deleted consumable; its files stay, other records may use them. A
 * bought one stays: purchases name it.
 */
export async function deleteConsumable(call: Call<{ id: string }>) {
  const knex = call.app.get('knex')
  const consumable = await findConsumable(knex, call.params.id)
  const [{ n }] = await knex('consumable_purchases')
    .where('consumableId', consumable.id)
    .count<{ n: number }[]>('* as n')
  if (Number(n) > 0)
    throw new Conflict(
      `Consumable '${consumable.name}' has been bought ${n} time(s) and cannot be deleted: purchase history names it`,
      { purchases: Number(n) }
    )
  return toConsumable(await service(call).remove(call.params.id))
}

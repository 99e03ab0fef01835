import type { TObject } from '@sinclair/typebox'
import type { Call } from './endpoint.ts'
import { entityService, pagination, type Entity } from './entity.ts'
import { planAdminList, planOffsetList, planTakeSkipList, type FeathersQuery } from './list-query.ts'

interface Page {
  total: number
  data: Record<string, unknown>[]
}

async function fetchPage(call: Call, entity: Entity, query: FeathersQuery, where: FeathersQuery): Promise<Page> {
  const scoped = Object.keys(where).length
    ? { ...query, $and: [...((query.$and as FeathersQuery[]) ?? []), where] }
    : query
  return entityService(call.app, entity).find({ query: scoped, paginate: pagination })
}

/**
 * An admin list: answers the list-query language with `{ data, count, total, page, pageCount }`,
 * and ra-data-simple-rest with a bare array and `Content-Range`.
 */
export async function adminList(call: Call, entity: Entity, where: FeathersQuery = {}) {
  const range = call.context.params.headers?.range as string | undefined
  const plan = planAdminList(entity, call.query as Record<string, unknown>, range)
  const page = await fetchPage(call, entity, plan.query, where)
  const data = page.data.map(entity.external)
  if (plan.mode === 'simple-rest') {
    const span = data.length ? `${plan.skip}-${plan.skip + data.length - 1}` : '*'
    call.setHeader('Content-Range', `${entity.resource} ${span}/${page.total}`)
    return data
  }
  return {
    data,
    count: data.length,
    total: page.total,
    page: plan.limit ? Math.floor(plan.skip / plan.limit) + 1 : 1,
    pageCount: plan.limit ? Math.ceil(page.total / plan.limit) : 1
  }
}

/** A `limit`/`offset` (or `page`) list: `{ data, total, limit, offset }`. */
export async function offsetList(
  call: Call<unknown, { limit?: number; offset?: number; page?: number }>,
  entity: Entity,
  where: FeathersQuery = {}
) {
  const plan = planOffsetList(entity, call.query)
  const page = await fetchPage(call as Call, entity, plan.query, where)
  return { data: page.data.map(entity.external), total: page.total, limit: plan.limit, offset: plan.skip }
}

/** A `take`/`skip` list: `{ data, total, take, skip }`. */
export async function takeSkipList(
  call: Call<unknown, { take?: number; skip?: number }>,
  entity: Entity,
  where: FeathersQuery = {}
) {
  const plan = planTakeSkipList(entity, call.query)
  const page = await fetchPage(call as Call, entity, plan.query, where)
  return { data: page.data.map(entity.external), total: page.total, take: plan.limit, skip: plan.skip }
}

/** A `$limit`/`$skip` list, Feathers' own paging names: `{ total, limit, skip, data }`. */
export async function feathersList<S extends TObject>(
  call: Call<unknown, { $limit?: number; $skip?: number }>,
  entity: Entity<S>,
  where: FeathersQuery = {}
) {
  const plan = planTakeSkipList(entity, { take: call.query.$limit, skip: call.query.$skip })
  const page = await fetchPage(call as Call, entity, plan.query, where)
  return { total: page.total, limit: plan.limit, skip: plan.skip, data: page.data.map(entity.external) }
}

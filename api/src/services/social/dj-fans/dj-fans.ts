import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import type { Dj, DjFan, DjFanCreate, DjFanPage, DjFanPagingType, MyFollowsQueryType } from '@spinroom/schemas'
import { DJ_FANS_PAGE_SIZE } from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { emitEntityEvent } from '../../../lib/entity.ts'
import { adminList } from '../../../lib/list.ts'
import { BadRequest, Conflict, NotFound } from '../../../errors.ts'
import { assertUser, pageOf, removeRecord, withUser } from '../records.ts'
import { djFansEntity, djsEntity } from './entity.ts'

type Row = Record<string, unknown> & { id: string; djUuid: string; fanUuid: string }

const external = (row: Row) => djFansEntity.external(row) as DjFan
const notFound = () => new NotFound('Fan record not found')

const fans = (knex: Knex) =>
  withUser(withUser(knex('dj_fans as f').select('f.*'), 'f.djUuid', 'dj'), 'f.fanUuid', 'fan')
    .orderBy('f.createdAt', 'desc')
    .orderBy('f.id')

async function findFan(knex: Knex, id: string): Promise<Row> {
  const row: Row | undefined = await fans(knex).where('f.id', id).first()
  if (!row) throw notFound()
  return row
}

/** `{ data, count, total, take, skip }`, 12 a page unless `take` says otherwise. */
async function takeSkip(query: Knex.QueryBuilder, paging: DjFanPagingType): Promise<DjFanPage> {
  const take = paging.take ?? DJ_FANS_PAGE_SIZE
  const skip = paging.skip ?? 0
  const { rows, total } = await pageOf<Row>(query, take, skip)
  return { data: rows.map(external), count: total, total, take, skip }
}

export async function follow(call: Call<unknown, unknown, DjFanCreate>): Promise<DjFan> {
  const knex = call.app.get('knex')
  const fanUuid = call.caller!.id
  const { djUuid } = call.body
  if (djUuid === fanUuid)
    throw new BadRequest("You cannot follow yourself ('djUuid')", { errors: [{ field: 'djUuid', message: 'is you' }] })
  await assertUser(knex, djUuid, 'DJ not found')
  const inserted = await knex('dj_fans')
    .insert({ id: randomUUID(), djUuid, fanUuid })
    .onConflict(['djUuid', 'fanUuid'])
    .ignore()
    .returning('id')
  if (!inserted.length) throw new Conflict('You already follow this DJ')
  const row = await findFan(knex, inserted[0].id)
  emitEntityEvent(call.app, djFansEntity, 'created', row)
  return external(row)
}

export const myFollows = (call: Call<unknown, MyFollowsQueryType>) => {
  const { djUuid } = call.query
  const query = fans(call.app.get('knex'))
    .where('f.fanUuid', call.caller!.id)
    .modify((q) => (djUuid ? q.where('f.djUuid', djUuid) : q))
  return takeSkip(query, call.query)
}

const fansOf = (call: Call<{ id: string }>) => fans(call.app.get('knex')).where('f.djUuid', call.params.id)

export const djFansPage = (call: Call<{ id: string }, DjFanPagingType>) => takeSkip(fansOf(call), call.query)
export const djsFollowed = (call: Call<{ id: string }, DjFanPagingType>) =>
  takeSkip(fans(call.app.get('knex')).where('f.fanUuid', call.params.id), call.query)

/** How many fans a user has as a DJ, and how many DJs they follow. */
export async function fanCount(call: Call<{ id: string }>) {
  const knex = call.app.get('knex')
  const count = async (column: string) =>
    Number((await knex('dj_fans').where(column, call.params.id).count({ n: '*' }))[0].n)
  return { djUuid: call.params.id, count: await count('djUuid'), following: await count('fanUuid') }
}

export const getFan = async (call: Call<{ id: string }>) =>
  external(await findFan(call.app.get('knex'), call.params.id))

export const fanOwner = async (call: Call<{ id: string }>) =>
  (await call.app.get('knex')('dj_fans').where('id', call.params.id).first('fanUuid'))?.fanUuid as string | undefined

export const unfollow = async (call: Call<{ id: string }>) =>
  removeRecord<DjFan>(call.app, djFansEntity, await findFan(call.app.get('knex'), call.params.id))

export const listDjs = (call: Call) => adminList(call, djsEntity)

export async function getDj(call: Call<{ id: string }>): Promise<Dj> {
  const row = await call.app.get('knex')('social_djs').where('id', call.params.id).first()
  if (!row) throw new NotFound('DJ not found')
  return djsEntity.external(row)
}

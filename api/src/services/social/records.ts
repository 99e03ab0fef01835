import type { Knex } from 'knex'
import type { Application } from '../../declarations.ts'
import { emitEntityEvent, type Entity } from '../../lib/entity.ts'
import { NotFound } from '../../errors.ts'

/** Selects the nickname and avatar of the user in `column` as `<prefix>Nickname` and `<prefix>AvatarId`. */
export const withUser = (query: Knex.QueryBuilder, column: string, prefix: string) =>
  query
    .leftJoin(`users as ${prefix}_user`, `${prefix}_user.id`, column)
    .select(`${prefix}_user.nickname as ${prefix}Nickname`, `${prefix}_user.avatarId as ${prefix}AvatarId`)

/** 404 unless the user exists. */
export async function assertUser(knex: Knex, uuid: string, message = 'User not found'): Promise<void> {
  if (!(await knex('users').where('id', uuid).first('id'))) throw new NotFound(message)
}

/** A page of a query's rows and the count of all of them. */
export async function pageOf<T>(query: Knex.QueryBuilder, limit: number, offset: number) {
  const [{ n }] = await query.clone().clearSelect().clearOrder().count({ n: '*' })
  const rows: T[] = limit ? await query.limit(limit).offset(offset) : []
  return { rows, total: Number(n) }
}

interface OffsetQuery {
  limit?: number
  offset?: number
  page?: number
}

/** A `limit`/`offset` (or `page`) list: `{ data, total, limit, offset }`. */
export async function offsetPage<R, T>(query: Knex.QueryBuilder, paging: OffsetQuery, external: (row: R) => T) {
  const limit = paging.limit ?? 50
  const offset = paging.offset ?? (paging.page ? (paging.page - 1) * limit : 0)
  const { rows, total } = await pageOf<R>(query, limit, offset)
  return { data: rows.map(external), total, limit, offset }
}

/** Whether a database error is a unique violation (pg and PGlite alike). */
export const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505'

/** Deletes a record and tells those it concerns; answers it as it was. */
export async function removeRecord<T>(app: Application, entity: Entity, row: { id: string }): Promise<T> {
  await app.get('knex')(entity.table).where('id', row.id).delete()
  emitEntityEvent(app, entity, 'removed', row)
  return entity.external(row) as T
}

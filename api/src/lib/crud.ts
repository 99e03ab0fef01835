import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import type { Application } from '../declarations.ts'
import { NotFound } from '../errors.ts'
import type { Call } from './endpoint.ts'
import { entityService, pagination, type Entity } from './entity.ts'
import { adminList } from './list.ts'
import { planOffsetList, type FeathersQuery } from './list-query.ts'

type Row = { id: string }
type Sort = Record<string, 1 | -1>
type Paging = { limit?: number; offset?: number; page?: number }
type Named = Record<string, string>

export interface CrudSpec<R extends Row, Out, F> {
  entity: Entity
  /** Message of the 404 when no row matches. */
  notFound: string
  /** The path parameter that names a row (default `id`), and the column it matches (default: the same name). */
  param?: string
  column?: string
  /** The shape that leaves the server (default: the entity's external resolver). */
  external?: (row: R) => Out
  /** Conditions of a list and a count, from the query's filters. */
  filter?: (query: F) => FeathersQuery
}

interface Page<R> {
  total: number
  data: R[]
}

/**
 * Handlers of a plain entity: count, lists, get-or-404, create, patch and delete, every write through the entity
 * service so its events fire. Hooks add what differs: defaults and derived fields, checks, clean-up.
 */
export function crud<R extends Row, Out, F = Record<string, unknown>>(spec: CrudSpec<R, Out, F>) {
  const { entity, notFound } = spec
  const param = spec.param ?? 'id'
  const column = spec.column ?? param
  const external = spec.external ?? (entity.external as (row: R) => Out)
  const filter = spec.filter ?? (() => ({}))
  const service = (app: Application) => entityService<R>(app, entity)
  const paged = (app: Application, query: FeathersQuery): Promise<Page<R>> =>
    service(app).find({ query, paginate: pagination })

  /** The row a route names, or the 404. */
  async function find(knex: Knex, value: string): Promise<R> {
    const row: R | undefined = await knex(entity.table).where(column, value).first()
    if (!row) throw new NotFound(notFound)
    return row
  }
  const named = (call: Call<Named>) => find(call.app.get('knex'), call.params[param]!)

  return {
    find,
    /** `{ count }` of the rows the filters select. */
    count: async (call: Call<unknown, F>) => ({
      count: (await paged(call.app, { ...filter(call.query), $limit: 0 })).total
    }),
    /** A `limit`/`offset` page `{ data, total, limit, offset }`; `sort` may replace the entity's default order. */
    list:
      (sort?: (query: F) => Sort | undefined) =>
      async (
        call: Call<unknown, F & Paging>
      ): Promise<{ data: Out[]; total: number; limit: number; offset: number }> => {
        const plan = planOffsetList(entity, call.query, filter(call.query))
        const $sort = sort?.(call.query) ?? plan.query.$sort
        const page = await paged(call.app, { ...plan.query, $sort })
        return { data: page.data.map(external), total: page.total, limit: plan.limit, offset: plan.skip }
      },
    /** The admin list: the list-query language or ra-data-simple-rest. */
    adminList: (call: Call) => adminList(call, entity),
    get: async (call: Call<Named>) => external(await named(call)),
    /** Inserts what `fields` gives (defaults first, then the body), with a new id and timestamps. */
    create:
      <B>(fields: (call: Call<unknown, unknown, B>) => Partial<R> | Promise<Partial<R>>) =>
      async (call: Call<unknown, unknown, B>) => {
        const now = new Date()
        const row = { ...(await fields(call)), id: randomUUID(), createdAt: now, updatedAt: now }
        return external(await service(call.app).create(row))
      },
    /** Patches the named row (404 first) with what `changes` gives, and a new updatedAt. */
    patch:
      <B>(changes: (call: Call<Named, unknown, B>, row: R) => Partial<R> | Promise<Partial<R>>) =>
      async (call: Call<Named, unknown, B>) => {
        const row = await named(call)
        const patch = { ...(await changes(call, row)), updatedAt: new Date() }
        return external(await service(call.app).patch(row.id, patch))
      },
    /** Deletes the named row (404 first) and answers it; `before` may refuse, `after` cleans up. */
    remove:
      (
        hooks: {
          before?(call: Call<Named>, row: R): Promise<void>
          after?(call: Call<Named>, row: R): Promise<void>
        } = {}
      ) =>
      async (call: Call<Named>) => {
        const row = await named(call)
        await hooks.before?.(call, row)
        const removed = await service(call.app).remove(row.id)
        await hooks.after?.(call, row)
        return external(removed)
      }
  }
}

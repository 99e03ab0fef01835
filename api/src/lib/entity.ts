import { KnexService } from '@feathersjs/knex'
import type { Static, TObject } from '@sinclair/typebox'
import type { AnyService, Application, HookContext } from '../declarations.ts'
import { databaseError } from './database-errors.ts'
import { serviceAt, useService } from './service-at.ts'

type Row = Record<string, unknown>

export interface EntityDef<S extends TObject> {
  /** Database table. */
  table: string
  /** Feathers path of the entity service: internal methods only, but its events reach subscribers. */
  path: string
  /** Name shown in Content-Range headers and the API reference. */
  resource: string
  /** The external shape: exactly these properties ever leave the server. */
  schema: S
  /** Fields lists may filter, sort and select on. */
  listFields: readonly string[]
  /** Fields a free-text search looks in. */
  searchFields: readonly string[]
  /** External properties read from a column of another name (`{ songId: 'id' }`). */
  columns?: Partial<Record<keyof Static<S> & string, string>>
  /** jsonb array columns: equality and `$cont` mean "contains". */
  arrayFields?: readonly string[]
  defaultSort?: Record<string, 1 | -1>
  /** Channels that receive this entity's events (may look them up). */
  publish?(
    data: Static<S>,
    app: Application
  ): ReturnType<Application['channel']>[] | Promise<ReturnType<Application['channel']>[]>
}

export interface Entity<S extends TObject = TObject> extends EntityDef<S> {
  /** The external resolver: picks the schema's properties, dates as ISO strings. */
  external(row: Row): Static<S>
}

const toJson = (value: unknown) => (value instanceof Date ? value.toISOString() : value)

/**
 * A resolver that keeps exactly the properties of a schema, dates as ISO strings; `columns` names the column a property
 * is read from when it is not the property's own name.
 */
export function picker<S extends TObject>(schema: S, columns: Record<string, string | undefined> = {}) {
  const keys = Object.keys(schema.properties).map((k) => [k, columns[k] ?? k] as const)
  return (row: Row): Static<S> => {
    const out: Row = {}
    for (const [k, column] of keys) if (column in row) out[k] = toJson(row[column])
    return out as Static<S>
  }
}

export function defineEntity<S extends TObject>(def: EntityDef<S>): Entity<S> {
  return { ...def, external: picker(def.schema, def.columns) }
}

export const pagination = { default: 50, max: 1000 }

/** Registers the knex service of an entity; events carry the external shape and go where `publish` says. */
export function registerEntity<S extends TObject>(app: Application, entity: Entity<S>): void {
  const service = new KnexService({
    Model: app.get('knex'),
    name: entity.table,
    id: 'id',
    paginate: pagination,
    multi: false,
    // Nested conditions ($or of $and groups) come from the list-query language; knexify handles them.
    operators: ['$and', '$or'],
    extendedOperators: { $contains: '@>', $notilike: 'not ilike' }
  })
  useService(app, entity.path, service, { methods: [], events: [] })
  const registered = serviceAt<AnyService>(app, entity.path)
  // Only writes emit events (one row each, multi is off); subscribers get the external shape.
  const dispatchExternal = (context: HookContext) => {
    context.dispatch = entity.external(context.result as Row)
  }
  const explainDatabaseError = (context: HookContext) => {
    context.error = databaseError(context.error, entity.resource) ?? context.error
  }
  registered.hooks({
    after: {
      create: [dispatchExternal],
      update: [dispatchExternal],
      patch: [dispatchExternal],
      remove: [dispatchExternal]
    },
    error: { all: [explainDatabaseError] }
  })
  if (entity.publish) registered.publish(inEmissionOrder((data) => entity.publish!(data as Static<S>, app)))
}

type Publisher<T> = (data: T) => unknown

/**
 * Feathers sends each event once its publisher resolves; chaining them keeps an async publisher from reordering events.
 */
function inEmissionOrder<T>(publish: Publisher<T>): Publisher<T> {
  let previous: Promise<unknown> = Promise.resolve()
  return (data) => {
    const channels = previous.then(() => publish(data))
    previous = channels.catch(() => undefined)
    return channels
  }
}

/**
 * Sends an entity event for a row written with knex (inside a transaction that locks rows, say), after the write
 * committed: the same external shape and channels as a write through the entity service.
 */
export function emitEntityEvent<S extends TObject>(app: Application, entity: Entity<S>, event: EntityEvent, row: Row) {
  serviceAt<{ emit(event: string, data: unknown): void }>(app, entity.path).emit(event, entity.external(row))
}

export type EntityEvent = 'created' | 'patched' | 'removed'

/** The knex service of an entity, for handlers. */
export const entityService = <R = Row>(app: Application, entity: Entity) => serviceAt<KnexService<R>>(app, entity.path)

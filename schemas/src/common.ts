import { Type, type ArrayOptions, type TSchema } from '@sinclair/typebox'

/** A string enum rendered as `{ type: 'string', enum: [...] }` (readable in OpenAPI, typed as a union). */
export const StringEnum = <T extends string>(values: readonly T[], options: Record<string, unknown> = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...options })

export const Uuid = Type.String({ format: 'uuid', description: 'UUID' })
export const Timestamp = Type.String({ format: 'date-time' })
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

export const Timestamps = {
  createdAt: Timestamp,
  updatedAt: Timestamp
}

/** The largest and smallest value of PostgreSQL's `integer`: no integer input may reach a query outside them. */
export const INT_MAX = 2_147_483_647
export const INT_MIN = -2_147_483_648
/** The deepest an input may nest objects and arrays (the outermost counts as one); deeper is a 400. */
export const MAX_NESTING = 64

/** Path parameter `{id}` that is a UUID. */
export const IdParams = Type.Object({ id: Uuid })

/**
 * A list in a query string: the key repeated (`id=a&id=b`), the values comma-separated (`id=a,b`), or both. The API
 * splits every array field of a query on commas before validating it, so an item holds no comma.
 */
export const QueryList = <T extends TSchema>(item: T, options: ArrayOptions & { description: string }) =>
  Type.Array(item, { ...options, description: `${options.description} (repeat the key or separate with commas)` })

/** `limit`/`offset` (and `page`) paging. */
export const OffsetPaging = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: INT_MAX })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: INT_MAX }))
})

/** `take`/`skip` paging (SEO and ranking lists). */
export const TakeSkipPaging = Type.Object({
  take: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: INT_MAX }))
})

/**
 * The admin list-query language written by `@nestjsx/crud-request`'s RequestQueryBuilder, plus ra-data-simple-rest's
 * JSON parameters.
 */
export const AdminListQuery = Type.Object({
  fields: Type.Optional(Type.String({ description: 'comma-separated fields to return' })),
  s: Type.Optional(Type.String({ description: 'search condition, JSON' })),
  filter: Type.Optional(
    Type.Union([Type.String(), Type.Array(Type.String())], {
      description: 'field||$op||value, repeatable; or a JSON object (simple-rest)'
    })
  ),
  or: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])),
  sort: Type.Optional(
    Type.Union([Type.String(), Type.Array(Type.String())], {
      description: 'field,ASC|DESC; or ["field","ASC"] (simple-rest)'
    })
  ),
  join: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])),
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: INT_MAX })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: INT_MAX })),
  cache: Type.Optional(Type.Integer({ minimum: 0, maximum: INT_MAX })),
  range: Type.Optional(Type.String({ description: '[start,end] inclusive, JSON (simple-rest)' }))
})

/** Answer of an admin list in the list-query language. */
export const AdminPage = <T extends TSchema>(item: T) =>
  Type.Object({
    data: Type.Array(item),
    count: Type.Integer(),
    total: Type.Integer(),
    page: Type.Integer(),
    pageCount: Type.Integer()
  })

export const OffsetPage = <T extends TSchema>(item: T) =>
  Type.Object({ data: Type.Array(item), total: Type.Integer(), limit: Type.Integer(), offset: Type.Integer() })

export const TakeSkipPage = <T extends TSchema>(item: T) =>
  Type.Object({ data: Type.Array(item), total: Type.Integer(), take: Type.Integer(), skip: Type.Integer() })

export const Hello = Type.Object({ service: Type.String(), version: Type.String(), message: Type.String() })

/** An http(s) URL: what a client may be handed to load or open (never `javascript:` or `data:`). */
const WEB_URL_PATTERN = '^[hH][tT][tT][pP][sS]?://\\S+$'
export const WebUrl = Type.String({
  format: 'uri',
  pattern: WEB_URL_PATTERN,
  maxLength: 2000,
  description: 'an http(s) URL'
})
const WEB_URL = new RegExp(WEB_URL_PATTERN)
/** Whether a text is an http(s) URL, as `WebUrl` schemas accept. */
export const isWebUrl = (text: string) => WEB_URL.test(text)

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** Whether a text is a UUID (any version), as `Uuid` schemas accept. */
export const isUuid = (text: string) => UUID_PATTERN.test(text)

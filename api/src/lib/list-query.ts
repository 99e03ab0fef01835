import { INT_MAX, isUuid } from '@spinroom/schemas'
import { RequestQueryParser, type SCondition } from '@nestjsx/crud-request'
import type { TObject, TSchema } from '@sinclair/typebox'
import { BadRequest } from '../errors.ts'
import type { Entity } from './entity.ts'
import { boundsOf, refuseDeep } from './validate.ts'

/** A Feathers query for the knex adapter: conditions plus $limit, $skip, $sort, $select. */
export type FeathersQuery = Record<string, unknown>

export interface ListPlan {
  query: FeathersQuery
  /** Simple-rest answers a bare array with Content-Range; the list-query language answers a page object. */
  mode: 'crud' | 'simple-rest'
  limit: number
  skip: number
}

const NUMERIC = new Set(['limit', 'offset', 'page', 'cache'])
/** Operators that compare text (LIKE, case-insensitive equality): the database refuses them on other column types. */
export const TEXT_OPERATORS: ReadonlySet<string> = new Set([
  '$starts',
  '$ends',
  '$cont',
  '$excl',
  '$eqL',
  '$neL',
  '$startsL',
  '$endsL',
  '$contL',
  '$exclL',
  '$inL',
  '$notinL'
])
const DEFAULT_LIMIT = 50
const MAX_LIMIT = 1000

export const escapeLike = (value: unknown) => String(value).replace(/[\\%_]/g, '\\$&')

/** Rows where one of `fields` holds `text` anywhere, in any case (`%` and `_` taken literally). */
export function textSearch(fields: readonly string[], text: unknown): FeathersQuery {
  const like = `%${escapeLike(text)}%`
  return { $or: fields.map((field) => ({ [field]: { $ilike: like } })) }
}

/** An order with the unique id last (ascending unless the order names it), so that pages are stable. */
const withTiebreaker = (sort: Record<string, 1 | -1>): Record<string, 1 | -1> => ({ ...sort, id: sort.id ?? 1 })

/** The JSON-schema types a field accepts, looking through unions (nullable fields), and its numeric member if any. */
function typesOf(schema: TSchema | undefined): { types: string[]; format?: string; numeric?: TSchema } {
  if (!schema) return { types: [] }
  const members = (schema.anyOf as TSchema[] | undefined) ?? [schema]
  const types = members.flatMap((m) => (m.type ? [m.type as string] : []))
  const numeric = members.find((m) => m.type === 'integer' || m.type === 'number')
  return { types, format: members.find((m) => m.format)?.format as string | undefined, numeric }
}

class Fields {
  constructor(private entity: Entity) {}

  check(field: string): string {
    if (!this.entity.listFields.includes(field)) {
      throw new BadRequest(
        `Unknown field '${field}': lists of ${this.entity.resource} accept ${this.entity.listFields.join(', ')}`
      )
    }
    return field
  }

  isArray(field: string) {
    return this.entity.arrayFields?.includes(field) ?? false
  }

  /** The JSON-schema types of a field (of its items for a list field). */
  fieldTypes(field: string) {
    const prop = (this.entity.schema as TObject).properties[field] as TSchema | undefined
    return typesOf(this.isArray(field) ? (prop?.items as TSchema) : prop)
  }

  /** Whether a field is stored as text: a string that is not a uuid or a timestamp. */
  isText(field: string) {
    const { types, format } = this.fieldTypes(field)
    return types.includes('string') && format !== 'uuid' && format !== 'date-time'
  }

  /** Converts a value from a query string to the field's type, refusing what the database would choke on. */
  coerce(field: string, value: unknown): unknown {
    if (value === null) return null
    const { types, format, numeric } = this.fieldTypes(field)
    const invalid = () => new BadRequest(`Invalid value for '${field}': ${JSON.stringify(value)}`)
    if (types.includes('boolean') && !types.includes('string')) {
      if (value === true || value === 'true') return true
      if (value === false || value === 'false') return false
      throw invalid()
    }
    if (numeric && !types.includes('string')) {
      const n = Number(value)
      if (!Number.isFinite(n) || (!types.includes('number') && !Number.isInteger(n))) throw invalid()
      const [min, max] = boundsOf(numeric)
      if (n < min || n > max)
        throw new BadRequest(`Invalid value for '${field}': ${JSON.stringify(value)} is not between ${min} and ${max}`)
      return n
    }
    const text = String(value)
    if (format === 'uuid' && !isUuid(text)) throw invalid()
    if (format === 'date-time') {
      const date = new Date(text)
      if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1 || date.getUTCFullYear() > 9999) throw invalid()
      return date.toISOString()
    }
    return text
  }

  /** One condition `field op value` in Feathers query syntax. */
  condition(field: string, op: string, value: unknown): FeathersQuery {
    this.check(field)
    const v = (x: unknown) => this.coerce(field, x)
    const list = (x: unknown) => (Array.isArray(x) ? x : String(x).split(',')).map(v)
    if (this.isArray(field)) {
      const contains = (x: unknown) => ({ [field]: { $contains: JSON.stringify([v(x)]) } })
      switch (op) {
        case '$eq':
        case '$cont':
          return contains(value)
        case '$in':
          return { $or: list(value).map(contains) }
        default:
          throw new BadRequest(`Operator ${op} does not apply to the list field '${field}'`)
      }
    }
    if (TEXT_OPERATORS.has(op) && !this.isText(field))
      throw new BadRequest(`Invalid filter on '${field}': operator ${op} applies to text fields only`)
    switch (op) {
      case '$eq':
        return { [field]: v(value) }
      case '$ne':
        return { [field]: { $ne: v(value) } }
      case '$gt':
      case '$lt':
      case '$gte':
      case '$lte':
        return { [field]: { [op]: v(value) } }
      case '$starts':
        return { [field]: { $like: `${escapeLike(v(value))}%` } }
      case '$ends':
        return { [field]: { $like: `%${escapeLike(v(value))}` } }
      case '$cont':
        return { [field]: { $like: `%${escapeLike(v(value))}%` } }
      case '$excl':
        return { [field]: { $notlike: `%${escapeLike(v(value))}%` } }
      case '$eqL':
        return { [field]: { $ilike: escapeLike(v(value)) } }
      case '$neL':
        return { [field]: { $notilike: escapeLike(v(value)) } }
      case '$startsL':
        return { [field]: { $ilike: `${escapeLike(v(value))}%` } }
      case '$endsL':
        return { [field]: { $ilike: `%${escapeLike(v(value))}` } }
      case '$contL':
        return { [field]: { $ilike: `%${escapeLike(v(value))}%` } }
      case '$exclL':
        return { [field]: { $notilike: `%${escapeLike(v(value))}%` } }
      case '$in':
        return { [field]: { $in: list(value) } }
      case '$notin':
        return { [field]: { $nin: list(value) } }
      case '$inL':
        return { $or: list(value).map((x) => ({ [field]: { $ilike: escapeLike(x) } })) }
      case '$notinL':
        return { $and: list(value).map((x) => ({ [field]: { $notilike: escapeLike(x) } })) }
      case '$isnull':
        return { [field]: null }
      case '$notnull':
        return { [field]: { $ne: null } }
      case '$between': {
        const [from, to] = list(value)
        if (from === undefined || to === undefined) throw new BadRequest(`$between on '${field}' needs two values`)
        return { [field]: { $gte: from, $lte: to } }
      }
      default:
        throw new BadRequest(`Unknown operator '${op}' on '${field}'`)
    }
  }

  /** Free-text search over the entity's search fields. */
  search(text: unknown): FeathersQuery {
    return textSearch(this.entity.searchFields, text)
  }
}

const and = (parts: FeathersQuery[]): FeathersQuery => (parts.length ? { $and: parts } : {})

function limitOf(raw: unknown): number {
  if (raw === undefined || raw === null || raw === '') return DEFAULT_LIMIT
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 0) throw new BadRequest(`Invalid 'limit': ${JSON.stringify(raw)}`)
  return Math.min(n, MAX_LIMIT)
}

function sortOf(fields: Fields, entries: { field: string; order: string }[], entity: Entity): Record<string, 1 | -1> {
  const sort: Record<string, 1 | -1> = {}
  for (const { field, order } of entries) {
    const o = String(order).toUpperCase()
    if (o !== 'ASC' && o !== 'DESC')
      throw new BadRequest(`Invalid sort order '${order}' for '${field}': use ASC or DESC`)
    sort[fields.check(field)] = o === 'ASC' ? 1 : -1
  }
  return withTiebreaker(entries.length ? sort : (entity.defaultSort ?? {}))
}

function parseJson(name: string, raw: unknown): unknown {
  if (typeof raw !== 'string') return raw
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    throw new BadRequest(`Invalid '${name}': not valid JSON`)
  }
  refuseDeep(parsed, `'${name}'`)
  return parsed
}

const isSimpleRest = (query: Record<string, unknown>, rangeHeader?: string) =>
  query.range !== undefined ||
  !!rangeHeader ||
  (typeof query.filter === 'string' && query.filter.trim().startsWith('{')) ||
  (typeof query.sort === 'string' && query.sort.trim().startsWith('['))

/** ra-data-simple-rest: `filter` ({ q, field, field_gte, ... }), `sort` ([field, order]), `range` ([start, end]). */
function simpleRest(entity: Entity, query: Record<string, unknown>, rangeHeader?: string): ListPlan {
  const fields = new Fields(entity)
  const filter = (parseJson('filter', query.filter ?? '{}') ?? {}) as Record<string, unknown>
  if (typeof filter !== 'object' || Array.isArray(filter))
    throw new BadRequest(`Invalid 'filter': expected a JSON object`)
  const parts: FeathersQuery[] = []
  for (const [name, value] of Object.entries(filter)) {
    if (value === undefined || value === '') continue
    if (name === 'q') {
      parts.push(fields.search(value))
      continue
    }
    const suffix = /^(.*)_(gte|lte|gt|lt|ne|q)$/.exec(name)
    if (suffix && !entity.listFields.includes(name)) {
      const [, field, op] = suffix
      parts.push(fields.condition(field, op === 'q' ? '$contL' : `$${op}`, value))
    } else {
      parts.push(fields.condition(name, Array.isArray(value) ? '$in' : '$eq', value))
    }
  }
  const sortRaw = parseJson('sort', query.sort ?? '[]')
  const sortPairs =
    Array.isArray(sortRaw) && sortRaw.length === 2 ? [{ field: String(sortRaw[0]), order: String(sortRaw[1]) }] : []
  let start = 0
  let end = DEFAULT_LIMIT - 1
  const range =
    query.range !== undefined
      ? parseJson('range', query.range)
      : rangeHeader
        ? rangeHeader.split('=').pop()?.split('-').map(Number)
        : undefined
  if (range !== undefined) {
    if (
      !Array.isArray(range) ||
      range.length !== 2 ||
      !range.every((n) => Number.isInteger(n) && n >= 0 && n <= INT_MAX) ||
      range[1] < range[0]
    ) {
      throw new BadRequest(`Invalid 'range': expected [start, end] with 0 <= start <= end <= ${INT_MAX}`)
    }
    ;[start, end] = range as number[]
  }
  const limit = Math.min(end - start + 1, MAX_LIMIT)
  return {
    mode: 'simple-rest',
    limit,
    skip: start,
    query: { ...and(parts), $sort: sortOf(fields, sortPairs, entity), $limit: limit, $skip: start }
  }
}

function fromSearch(fields: Fields, cond: SCondition): FeathersQuery {
  if (typeof cond !== 'object' || cond === null || Array.isArray(cond))
    throw new BadRequest(`Invalid 's': expected a JSON object`)
  const parts: FeathersQuery[] = []
  for (const [key, value] of Object.entries(cond as Record<string, unknown>)) {
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(value)) throw new BadRequest(`Invalid 's': ${key} takes an array`)
      const nested = value.map((c) => fromSearch(fields, c as SCondition))
      parts.push(key === '$and' ? and(nested) : { $or: nested })
    } else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [op, operand] of Object.entries(value)) parts.push(fields.condition(key, op, operand))
    } else {
      parts.push(fields.condition(key, '$eq', value))
    }
  }
  return and(parts)
}

/**
 * The admin list-query language (RequestQueryBuilder): fields, s, filter, or, sort, join, limit, offset, page, cache.
 */
function crud(entity: Entity, query: Record<string, unknown>): ListPlan {
  const fields = new Fields(entity)
  let parsed
  try {
    // The parser reads query-string text; validation has already turned numbers into numbers.
    // limit, offset, page and cache are integers already (ajv): the parser's number check costs ~25 µs each.
    const text = Object.fromEntries(
      Object.entries(query)
        .filter(([k]) => !NUMERIC.has(k))
        .map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : String(v)])
    )
    parsed = {
      ...RequestQueryParser.create().parseQuery(text),
      limit: query.limit as number | undefined,
      offset: query.offset as number | undefined,
      page: query.page as number | undefined
    }
  } catch (error) {
    throw new BadRequest(`Invalid list query: ${(error as Error).message}`)
  }
  refuseDeep(parsed.search, "'s'")
  for (const join of parsed.join) throw new BadRequest(`Unknown relation '${join.field}' to join on ${entity.resource}`)
  const cond = (f: { field: string; operator: string; value?: unknown }) =>
    fields.condition(f.field, f.operator, f.value)
  let where: FeathersQuery
  if (parsed.search && Object.keys(parsed.search).length) where = fromSearch(fields, parsed.search)
  else if (parsed.filter.length && parsed.or.length)
    where = { $or: [and(parsed.filter.map(cond)), and(parsed.or.map(cond))] }
  else if (parsed.or.length) where = { $or: parsed.or.map(cond) }
  else where = and(parsed.filter.map(cond))
  const limit = limitOf(parsed.limit)
  const skip = parsed.offset !== undefined ? Number(parsed.offset) : parsed.page ? (Number(parsed.page) - 1) * limit : 0
  const select = parsed.fields.length ? { $select: parsed.fields.map((f) => fields.check(f)) } : {}
  return {
    mode: 'crud',
    limit,
    skip,
    query: { ...where, ...select, $sort: sortOf(fields, parsed.sort, entity), $limit: limit, $skip: skip }
  }
}

/** Plans an admin list from either dialect the console or a staff script may send. */
export function planAdminList(entity: Entity, query: Record<string, unknown>, rangeHeader?: string): ListPlan {
  return isSimpleRest(query, rangeHeader) ? simpleRest(entity, query, rangeHeader) : crud(entity, query)
}

/** A page of `limit` rows from `skip`, over a base condition, in the entity's order with a unique tiebreaker. */
const pageOf = (entity: Entity, limit: number, skip: number, where: FeathersQuery) => ({
  limit,
  skip,
  query: { ...where, $sort: withTiebreaker(entity.defaultSort ?? {}), $limit: limit, $skip: skip }
})

/** `limit`/`offset` (or `page`) paging over a base condition. */
export function planOffsetList(
  entity: Entity,
  query: { limit?: number; offset?: number; page?: number },
  where: FeathersQuery = {}
) {
  const limit = limitOf(query.limit)
  return pageOf(entity, limit, query.offset ?? (query.page ? (query.page - 1) * limit : 0), where)
}

/** `take`/`skip` paging over a base condition. */
export const planTakeSkipList = (entity: Entity, query: { take?: number; skip?: number }, where: FeathersQuery = {}) =>
  pageOf(entity, limitOf(query.take), query.skip ?? 0, where)

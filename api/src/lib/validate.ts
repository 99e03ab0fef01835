import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import addFormatsModule from 'ajv-formats'
import type { TSchema } from '@sinclair/typebox'
import { INT_MAX, INT_MIN, MAX_NESTING } from '@spinroom/schemas'
import { BadRequest } from '../errors.ts'

// ajv-formats is CommonJS: its default export reaches ESM without its call signature.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv

// Query strings and path segments arrive as text: coerce them. Bodies are JSON: take them as they are.
// Not strictNumbers: with it, ajv skips the bounds of a value that coercion made Infinity.
// Verbose: a pattern error carries its schema, whose description says in words what the pattern wants.
const options = { useDefaults: true, removeAdditional: true, allErrors: true, strict: false, verbose: true }
const textAjv = addFormats(new Ajv({ ...options, coerceTypes: 'array' }))
const jsonAjv = addFormats(new Ajv({ ...options, coerceTypes: false }))

/**
 * The range an integer or a number takes when its schema names none: PostgreSQL's `integer`, and what a double holds
 * exactly. Text coerced to a number can be Infinity (`1e309`), which only a bound refuses.
 */
const DEFAULT_BOUNDS: Readonly<Record<string, readonly [number, number]>> = {
  integer: [INT_MIN, INT_MAX],
  number: [-Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER]
}
/** Keywords whose values are data, not schemas. */
const DATA_KEYWORDS = new Set(['default', 'examples', 'const', 'enum'])

/** The smallest and largest value a numeric schema accepts, its own bounds or the default ones. */
export function boundsOf(schema: TSchema): readonly [number, number] {
  const [min, max] = DEFAULT_BOUNDS[schema.type as string] ?? [-Infinity, Infinity]
  return [(schema.minimum as number | undefined) ?? min, (schema.maximum as number | undefined) ?? max]
}

// One copy per schema: ajv refuses a second, different schema under an `$id` it has compiled.
const boundedCopies = new WeakMap<object, unknown>()

/** A copy of a schema in which every integer and number without a bound of its own gets the default one. */
function bounded(schema: unknown): unknown {
  if (schema === null || typeof schema !== 'object') return schema
  const known = boundedCopies.get(schema)
  if (known) return known
  if (Array.isArray(schema)) return schema.map(bounded)
  const copy: Record<string, unknown> = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, DATA_KEYWORDS.has(key) ? value : bounded(value)])
  )
  const bounds = typeof copy.type === 'string' ? DEFAULT_BOUNDS[copy.type] : undefined
  if (bounds && copy.exclusiveMinimum === undefined) copy.minimum ??= bounds[0]
  if (bounds && copy.exclusiveMaximum === undefined) copy.maximum ??= bounds[1]
  boundedCopies.set(schema, copy)
  return copy
}

export type Where = 'body' | 'query' | 'path'

export interface FieldError {
  field: string
  message: string
}

/**
 * A validator for one input of an endpoint, compiled on its first use; it throws a 400 naming the failing field(s).
 */
export function compileValidator(schema: TSchema, where: Where, missingMessage?: string) {
  // Not at start: compiling every endpoint's schemas took most of the API's start-up time.
  let validate: ValidateFunction | undefined
  return (value: unknown): unknown => {
    validate ??= (where === 'body' ? jsonAjv : textAjv).compile(bounded(schema) as TSchema)
    const given = value ?? (where === 'body' && schema.type === 'object' ? {} : value)
    const input = where === 'query' ? declaredQuery(schema, given) : given
    if (validate(input)) return input
    const errors = (validate.errors ?? []).map(describe)
    if (missingMessage && validate.errors?.some((e) => e.keyword === 'required')) {
      throw new BadRequest(missingMessage, { errors })
    }
    const first = errors[0]
    throw new BadRequest(
      first ? `Invalid ${where}: ${first.field ? `'${first.field}' ` : ''}${first.message}` : `Invalid ${where}`,
      { errors }
    )
  }
}

/** The items of a query list: text split on commas and trimmed; what is not text (already coerced) stays as it is. */
const listItems = (value: unknown): unknown[] =>
  [value].flat().flatMap((item) => (typeof item === 'string' ? item.split(',').map((part) => part.trim()) : [item]))

/**
 * A query as its route declares it: a key the route does not take is refused by name (a misspelled filter must not
 * answer the whole list), and every list field takes repeated keys and comma-separated values alike.
 */
function declaredQuery(schema: TSchema, value: unknown): unknown {
  if (schema.type !== 'object' || value === null || typeof value !== 'object') return value
  const properties = (schema.properties ?? {}) as Record<string, TSchema>
  const declared = Object.keys(properties)
  const open = schema.additionalProperties !== undefined && schema.additionalProperties !== false
  const query: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    const field = properties[key]
    if (!field && !open) {
      const takes = declared.length ? `it takes ${declared.join(', ')}` : 'it takes no query'
      throw new BadRequest(`Invalid query: '${key}' is not a filter of this route; ${takes}`, {
        errors: [{ field: key, message: 'is not allowed' }]
      })
    }
    query[key] = field?.type === 'array' ? listItems(item).filter((part) => part !== '') : item
  }
  return query
}

const NUL = '\u0000'
const TOO_DEEP = `nested deeper than ${MAX_NESTING} levels`

/**
 * What an input holds that no handler may see: nesting past MAX_NESTING, or a NUL character in a string or key (at its
 * path, `''` for the value itself). Walked with a stack, not recursion, so that no depth can overflow it.
 */
function faultOf(value: unknown): { field: string; message: string } | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 1 }]
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, path, depth } = next
    if (typeof value === 'string') {
      if (value.includes(NUL)) return { field: path, message: 'must not contain a NUL character' }
      continue
    }
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue
    if (depth > MAX_NESTING) return { field: '', message: TOO_DEEP }
    const entries = Object.entries(value)
    // Pushed last to first, so the first field in order is the first named.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!
      const at = path ? `${path}.${key}` : key
      if (key.includes(NUL))
        return { field: at.replaceAll(NUL, '\\u0000'), message: 'must not contain a NUL character' }
      stack.push({ value: item, path: at, depth: depth + 1 })
    }
  }
  return undefined
}

/** Whether a value nests objects and arrays deeper than MAX_NESTING, found without recursion. */
export function nestsTooDeep(value: unknown): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 1 }]
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (next.value === null || typeof next.value !== 'object' || ArrayBuffer.isView(next.value)) continue
    if (next.depth > MAX_NESTING) return true
    for (const item of Object.values(next.value)) stack.push({ value: item, depth: next.depth + 1 })
  }
  return false
}

/** Refuses a value nested deeper than MAX_NESTING, naming what holds it (e.g. `'s'` of a list query). */
export function refuseDeep(value: unknown, what: string) {
  if (nestsTooDeep(value))
    throw new BadRequest(`Invalid ${what}: ${TOO_DEEP}`, { errors: [{ field: '', message: TOO_DEEP }] })
}

/**
 * PostgreSQL stores no NUL character in text or jsonb, and recursive checks overflow on deep values: refuse both in an
 * input, before any schema sees it, naming the field or the depth limit.
 */
export function refuseNul(value: unknown, where: Where) {
  const fault = faultOf(value)
  if (!fault) return
  const { field, message } = fault
  throw new BadRequest(`Invalid ${where}: ${field ? `'${field}' ` : ''}${message}`, { errors: [fault] })
}

/** Path segments reach handlers still percent-encoded (a few decode them): there `%00` is a NUL too. */
export function refuseNulInPath(route: Record<string, unknown>) {
  const decoded = Object.entries(route).map(([k, v]) => [k, typeof v === 'string' ? v.replace(/%00/g, NUL) : v])
  refuseNul(Object.fromEntries(decoded), 'path')
}

function describe(error: ErrorObject): FieldError {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.')
  if (error.keyword === 'required') {
    const missing = String(error.params.missingProperty)
    return { field: path ? `${path}.${missing}` : missing, message: 'is required' }
  }
  if (error.keyword === 'additionalProperties') {
    return {
      field: path ? `${path}.${error.params.additionalProperty}` : String(error.params.additionalProperty),
      message: 'is not allowed'
    }
  }
  if (error.keyword === 'enum') {
    return { field: path, message: `must be one of ${(error.params.allowedValues as unknown[]).join(', ')}` }
  }
  const description = (error.parentSchema as { description?: unknown } | undefined)?.description
  if (error.keyword === 'pattern' && typeof description === 'string')
    return { field: path, message: `must be ${description}` }
  return { field: path, message: error.message ?? 'is invalid' }
}

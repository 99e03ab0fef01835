import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import addFormatsModule from 'ajv-formats'
import type { TSchema } from '@sinclair/typebox'
import { BadRequest } from '../errors.ts'

// ajv-formats is CommonJS: its default export reaches ESM without its call signature.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv

// Query strings and path segments arrive as text: coerce them. Bodies are JSON: take them as they are.
const textAjv = addFormats(
  new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: true, allErrors: true, strict: false })
)
const jsonAjv = addFormats(
  new Ajv({ coerceTypes: false, useDefaults: true, removeAdditional: true, allErrors: true, strict: false })
)

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
    validate ??= (where === 'body' ? jsonAjv : textAjv).compile(schema)
    const input = value ?? (where === 'body' && schema.type === 'object' ? {} : value)
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

const NUL = '\u0000'

/** The path of the first string or key holding a NUL character (`''` for the value itself). */
function nulAt(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path : undefined
  if (value === null || typeof value !== 'object') return undefined
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key
    if (key.includes(NUL)) return at.replaceAll(NUL, '\\u0000')
    const found = nulAt(item, at)
    if (found !== undefined) return found
  }
  return undefined
}

/** PostgreSQL stores no NUL character in text or jsonb: refuse it in any string of an input, naming the field. */
export function refuseNul(value: unknown, where: Where) {
  const field = nulAt(value, '')
  if (field === undefined) return
  const message = 'must not contain a NUL character'
  throw new BadRequest(`Invalid ${where}: ${field ? `'${field}' ` : ''}${message}`, { errors: [{ field, message }] })
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
  return { field: path, message: error.message ?? 'is invalid' }
}

import type { RouteDef } from '@spinroom/schemas'

type TSchema = NonNullable<RouteDef['body']>

type Schema = TSchema & {
  type?: string | string[]
  format?: string
  anyOf?: Schema[]
  allOf?: Schema[]
  properties?: Record<string, Schema>
  required?: string[]
}

/** The properties an object schema declares (through unions and intersections too). */
export function propertiesOf(schema: TSchema | undefined): Record<string, Schema> {
  const s = schema as Schema | undefined
  if (!s) return {}
  const parts = [...(s.anyOf ?? []), ...(s.allOf ?? [])]
  return Object.assign({}, ...parts.map(propertiesOf), s.properties)
}

const variants = (s: Schema): Schema[] => (s.anyOf ? s.anyOf.flatMap(variants) : [s])
const accepts = (s: Schema, type: string) => variants(s).some((v) => v.type === type)
const isInstant = (s: Schema) => variants(s).some((v) => v.format === 'date-time')

/** A form value as the property's schema wants it: instants in ISO, digits as numbers, empty text as null. */
function coerce(s: Schema, value: unknown): unknown {
  if (typeof value !== 'string') return value
  if (value === '') return accepts(s, 'null') ? null : value
  if (isInstant(s)) return new Date(value).toISOString()
  if (accepts(s, 'integer') && /^-?\d+$/.test(value.trim())) return Number(value)
  if (accepts(s, 'number') && !accepts(s, 'string') && !Number.isNaN(Number(value))) return Number(value)
  return value
}

/** The fields of `data` that `schema` declares, coerced to it (an empty optional one left out); the rest stays home. */
export function pickBySchema(schema: TSchema | undefined, data: Record<string, unknown>): Record<string, unknown> {
  const properties = propertiesOf(schema)
  return Object.fromEntries(
    Object.entries(properties)
      .filter(([key, s]) => data[key] !== undefined && (data[key] !== null || accepts(s, 'null')))
      .map(([key, s]) => [key, coerce(s, data[key])])
  )
}

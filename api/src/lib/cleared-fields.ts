import type { TSchema } from '@sinclair/typebox'

/**
 * What a whole body (a create, a replace) writes for each declared field it leaves out: null, where the field takes
 * it. Spread under the body, so that a replace clears what it no longer names and a new nullable field needs no line.
 */
export const clearedFields = (fields: Record<string, TSchema>): Record<string, null> =>
  Object.fromEntries(
    Object.entries(fields)
      // A TypeBox union's members are schemas; Nullable(x) is the union of x and null.
      .filter(([, schema]) => (schema.anyOf as TSchema[] | undefined)?.some((member) => member.type === 'null'))
      .map(([field]) => [field, null])
  )

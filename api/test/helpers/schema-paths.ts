import type { TSchema } from '@sinclair/typebox'

/** Where a value sits in an input: property names, and 0 for an array's items. */
export type Path = (string | number)[]

/**
 * The path of every leaf a schema holds that `accepts` (array items at index 0), looking through unions, a few levels
 * deep; `skipsUnion` leaves out the unions it names.
 */
export function leafPaths(
  schema: TSchema | undefined,
  accepts: (leaf: TSchema) => boolean,
  skipsUnion: (members: TSchema[]) => boolean = () => false,
  at: Path = []
): Path[] {
  if (!schema || at.length > 4) return []
  if (schema.anyOf) {
    const members = schema.anyOf as TSchema[]
    if (skipsUnion(members)) return []
    const all = members.flatMap((m) => leafPaths(m, accepts, skipsUnion, at))
    return [...new Map(all.map((p) => [p.join('.'), p])).values()]
  }
  if (accepts(schema)) return [at]
  if (schema.type === 'array') return leafPaths(schema.items as TSchema, accepts, skipsUnion, [...at, 0])
  if (schema.type === 'object' && schema.properties)
    return Object.entries(schema.properties as Record<string, TSchema>).flatMap(([k, p]) =>
      leafPaths(p, accepts, skipsUnion, [...at, k])
    )
  return []
}

import { maxLength, maxValue, minLength, minValue, number, regex, required, type Validator } from 'react-admin'
import type { RouteDef } from '@spinroom/schemas'
import { propertiesOf } from './schema.ts'

type Rules = {
  type?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  pattern?: string
  anyOf?: Rules[]
}

/** The type, lengths, bounds and pattern of a property, through a nullable union (none for a union of kinds). */
const rulesOf = (s: Rules): Rules => {
  const kinds = s.anyOf?.filter((v) => v.type !== 'null')
  return kinds ? (kinds.length === 1 ? rulesOf(kinds[0]!) : {}) : s
}

/**
 * A form's validators read from a route's body schema, field by field: required, lengths, bounds, pattern (with the
 * form's own message where given), so a form does not restate the schema's rules.
 */
export function schemaValidators(
  schema: RouteDef['body'],
  messages: Record<string, string> = {}
): Record<string, Validator[]> {
  const wanted = new Set((schema as { required?: string[] } | undefined)?.required ?? [])
  return Object.fromEntries(
    Object.entries(propertiesOf(schema)).map(([field, property]) => {
      const r = rulesOf(property as Rules)
      const rules: Validator[] = []
      if (wanted.has(field)) rules.push(required())
      if (r.type === 'integer' || r.type === 'number') rules.push(number())
      if (r.minLength !== undefined && r.minLength > 1) rules.push(minLength(r.minLength))
      if (r.maxLength !== undefined) rules.push(maxLength(r.maxLength))
      if (r.minimum !== undefined) rules.push(minValue(r.minimum))
      if (r.maximum !== undefined) rules.push(maxValue(r.maximum))
      if (r.pattern !== undefined) rules.push(regex(new RegExp(r.pattern), messages[field]))
      return [field, rules]
    })
  )
}

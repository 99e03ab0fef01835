import type { RouteDef } from '@spinroom/schemas'
import { UnsupportedMediaType } from '../errors.ts'

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

/** A form or multipart body is refused (415) on an endpoint that does not declare it, rather than read as JSON. */
export function assertMediaType(row: RouteDef, headers: Record<string, unknown> | undefined) {
  const type = String(headers?.['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase()
  if (row.method === 'GET' || !FORM_TYPES.includes(type) || row.consumes === type) return
  throw new UnsupportedMediaType(`${row.method} ${row.path} takes ${row.consumes ?? 'application/json'}, not ${type}`, {
    expected: row.consumes ?? 'application/json'
  })
}

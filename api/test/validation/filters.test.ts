import { AdminListQuery } from '@spinroom/schemas'
import { CondOperator } from '@nestjsx/crud-request'
import type { TObject, TSchema } from '@sinclair/typebox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEXT_OPERATORS } from '../../src/lib/list-query.ts'
import { registeredRoutes, type Route } from '../../src/lib/register.ts'
import { startServer, type TestServer } from '../helpers/server.ts'

/** A valid value of each non-text kind of field, and one the kind refuses. */
const KINDS = {
  uuid: { valid: '00000000-0000-4000-8000-000000000000', invalid: 'not-a-uuid' },
  'date-time': { valid: '2026-01-01T00:00:00.000Z', invalid: 'not-a-date' },
  integer: { valid: '1', invalid: '1.5' },
  number: { valid: '1', invalid: 'not-a-number' },
  boolean: { valid: 'true', invalid: 'not-a-boolean' }
} as const
type Kind = keyof typeof KINDS

/** The kind of a field of a list's items, looking through nullable unions; undefined for text and the rest. */
function kindOf(schema: TSchema): Kind | undefined {
  const members = (schema.anyOf as TSchema[] | undefined) ?? [schema]
  const types = members.map((m) => m.type as string)
  const format = members.find((m) => m.format)?.format as string | undefined
  if (types.includes('string')) return format === 'uuid' || format === 'date-time' ? format : undefined
  return (['integer', 'number', 'boolean'] as const).find((t) => types.includes(t))
}

let s: TestServer
let admin: string
let roomUuid: string

beforeAll(async () => {
  s = await startServer()
  admin = (await s.signIn(['user', 'admin'])).accessToken
  const room = await s.request('POST', '/api/room-service/rooms/infrastructure', {
    token: admin,
    body: { name: 'Filter test room' }
  })
  roomUuid = room.body.uuid
})
afterAll(() => s.close())

/** The schema of a list's items: its page's `data`, or its bare array (simple-rest), looking through unions. */
function itemOf(result: TSchema | undefined): TObject | undefined {
  if (!result) return undefined
  if (result.anyOf) return (result.anyOf as TSchema[]).map(itemOf).find(Boolean)
  if (result.type === 'array') return result.items as TObject
  return (result.properties?.data as TSchema | undefined)?.items as TObject | undefined
}

/** Every admin list (the list-query language) with the non-text fields of its items. */
function adminLists() {
  return registeredRoutes(s.app)
    .filter((r) => r.row.query === AdminListQuery)
    .map((r) => {
      const fields = Object.entries(itemOf(r.row.result)?.properties ?? {}).flatMap(([name, schema]) => {
        const kind = kindOf(schema)
        return kind ? [{ name, kind }] : []
      })
      return { route: r, fields }
    })
}

const list = (r: Route, query: string) =>
  s.request('GET', `${r.base}${r.row.path.replace(/\{[^}]+\}/g, roomUuid)}?${query}`, { token: admin })

// Sweeps of every admin list's fields, one request after another (over a thousand in the first): about 25 s on a
// 2-core CI machine, so the file's tests are given 2 minutes each. Speed is the benchmarks' to check, not these.
describe('admin list filters on non-text fields', { timeout: 120_000 }, () => {
  it('answers a text operator with a 400 naming the field and the operator, never a 500', async () => {
    const lists = adminLists()
    expect(lists.length).toBeGreaterThanOrEqual(19)
    const failures: string[] = []
    let refused = 0
    for (const { route, fields } of lists) {
      expect(fields.length, route.row.path).toBeGreaterThan(0)
      for (const { name, kind } of fields) {
        const value = encodeURIComponent(KINDS[kind].valid)
        // Every operator of the language: the text ones are refused, the others answer (or name the field).
        for (const op of Object.values(CondOperator)) {
          const res = await list(route, `filter=${name}||${op}||${value}`)
          const label = `${route.row.path} ${name} (${kind}) ${op}: ${res.status} ${res.body.message}`
          const namesField = res.status === 400 && res.body.message.includes(`'${name}'`)
          if (TEXT_OPERATORS.has(op) ? !namesField : res.status !== 200 && !namesField) failures.push(label)
          else if (TEXT_OPERATORS.has(op) && res.body.message.includes(op)) refused++
        }
      }
    }
    expect(failures).toEqual([])
    // Fields a list does not filter on are a 400 "Unknown field" naming them; the others name the operator.
    expect(refused).toBeGreaterThan(200)
    // The text operators are the language's own: none is refused under a name the language does not have.
    expect([...TEXT_OPERATORS].filter((op) => !Object.values<string>(CondOperator).includes(op))).toEqual([])
    expect(TEXT_OPERATORS.size).toBe(12)
  })

  it('answers the same through the search (s) and simple-rest dialects', async () => {
    const failures: string[] = []
    for (const { route, fields } of adminLists()) {
      for (const { name, kind } of fields) {
        const search = encodeURIComponent(JSON.stringify({ [name]: { $cont: KINDS[kind].valid } }))
        const simple = encodeURIComponent(JSON.stringify({ [`${name}_q`]: KINDS[kind].valid }))
        for (const query of [`s=${search}`, `filter=${simple}`]) {
          const res = await list(route, query)
          if (res.status !== 400 || !res.body.message.includes(`'${name}'`))
            failures.push(`${route.row.path} ${query}: ${res.status} ${res.body.message}`)
        }
      }
    }
    expect(failures).toEqual([])
  })

  it('answers a value the field cannot hold with a 400 naming the field', async () => {
    const failures: string[] = []
    for (const { route, fields } of adminLists()) {
      for (const { name, kind } of fields) {
        for (const op of ['$eq', '$gt', '$in']) {
          const res = await list(route, `filter=${name}||${op}||${KINDS[kind].invalid}`)
          if (res.status !== 400 || !res.body.message.includes(`'${name}'`))
            failures.push(`${route.row.path} ${name} ${op}: ${res.status} ${res.body.message}`)
        }
      }
    }
    expect(failures).toEqual([])
  })

  it('searches every admin list by free text (simple-rest q)', async () => {
    for (const { route } of adminLists()) {
      const res = await list(route, `filter=${encodeURIComponent(JSON.stringify({ q: 'x' }))}`)
      expect(res.status, `${route.row.path}: ${res.body.message}`).toBe(200)
    }
  })

  it('still filters with the operators each kind takes', async () => {
    const users = registeredRoutes(s.app).find((r) => r.name === 'listUsers')!
    const since = await list(users, `filter=createdAt||$gte||2000-01-01&filter=email||$contL||SPINROOM`)
    expect(since.status).toBe(200)
    expect(since.body.total).toBeGreaterThan(0)
  })
})

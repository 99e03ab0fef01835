import type { TSchema } from '@sinclair/typebox'
import { AdminListQuery, INT_MAX, liveRoomActions, liveRoomPath } from '@spinroom/schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registeredRoutes, type Route } from '../../src/lib/register.ts'
import { leafPaths, type Path } from '../helpers/schema-paths.ts'
import { startServer, type TestServer, serviceKey } from '../helpers/server.ts'
import { connectSocket, rawCall } from './raw-socket.ts'

const ZERO = '00000000-0000-4000-8000-000000000000'
/** What a hostile caller sends for a number: past every integer column, past every double, or no number at all. */
const HUGE = ['99999999999999999999', '1e20', '1e309', '-1e309']
const TEXT_HUGE = [...HUGE, 'Infinity', '-Infinity', 'NaN', '-99999999999999999999']

const isNumeric = (schema: TSchema) => schema.type === 'integer' || schema.type === 'number'

/**
 * The path of every integer or number a schema holds. `textOnly` leaves out unions that take a string too: from text, a
 * huge number is a fine string there.
 */
const numberPaths = (schema: TSchema | undefined, textOnly = false) =>
  leafPaths(schema, isNumeric, (members) => textOnly && members.some((m) => m.type === 'string'))

/** The JSON of a value holding the number `text` at `path` and nothing else. */
const holding = (path: Path, text: string): string =>
  path.length === 0
    ? text
    : typeof path[0] === 'number'
      ? `[${holding(path.slice(1), text)}]`
      : `{${JSON.stringify(path[0])}:${holding(path.slice(1), text)}}`

let s: TestServer
let admin: string
let service: Record<string, string>

beforeAll(async () => {
  s = await startServer()
  admin = (await s.signIn(['user', 'admin'])).accessToken
  service = await serviceKey(s, admin)
})
afterAll(() => s.close())

/** A placeholder's value that passes its schema: a small integer where it takes one, a UUID or a short name. */
const filler = (r: Route) => (name: string) => {
  const schema = (r.row.params as TSchema | undefined)?.properties?.[name] as TSchema | undefined
  if (schema && numberPaths(schema).length) return '1'
  if (!schema || schema.format === 'uuid') return ZERO
  return ['a1', '1'].find((text) => !schema.pattern || new RegExp(schema.pattern as string).test(text)) ?? ZERO
}
const urlOf = (r: Route, fill: (name: string) => string) =>
  `${r.base}${r.row.path === '/' ? '/' : r.row.path.replace(/\{([^}]+)\}/g, (_m, name: string) => fill(name))}`
/** A caller that passes the route's access level (the one bot route is left to its 403). */
const as = (r: Route) => (r.row.access === 'service' ? { headers: service } : { token: admin })
const routes = () => registeredRoutes(s.app).filter((r) => r.row.access !== 'bot')

/** Whether an answer is a 4xx that names `field`, in its message or its list of errors. */
const namesField = (res: { status: number; body: any }, field: string) =>
  res.status >= 400 &&
  res.status < 500 &&
  (String(res.body?.message).includes(`'${field}'`) ||
    (Array.isArray(res.body?.errors) && res.body.errors.some((e: { field?: string }) => e.field === field)))

describe('a number past what the database holds is a 4xx naming the field, never a 500', () => {
  it('in every integer and number of every JSON body schema', async () => {
    const failures: string[] = []
    let checked = 0
    for (const r of routes().filter((r) => r.row.body && !r.row.consumes)) {
      for (const path of numberPaths(r.row.body as TSchema)) {
        const field = path.join('.')
        for (const huge of HUGE) {
          const res = await s.request(r.row.method, urlOf(r, filler(r)), { ...as(r), body: holding(path, huge) })
          checked++
          if (!namesField(res, field))
            failures.push(`${r.row.method} ${r.row.path} ${field}=${huge}: ${res.status} ${res.body?.message}`)
        }
      }
    }
    expect(failures).toEqual([])
    expect(checked).toBeGreaterThan(50)
  })

  it('in every integer and number of every query and path parameter', async () => {
    const failures: string[] = []
    let checked = 0
    for (const r of routes()) {
      const body = ['GET', 'DELETE'].includes(r.row.method) || r.row.consumes ? undefined : {}
      const send = (url: string) => s.request(r.row.method, url, { ...as(r), body })
      const query = ((r.row.query as TSchema | undefined)?.properties ?? {}) as Record<string, TSchema>
      const params = ((r.row.params as TSchema | undefined)?.properties ?? {}) as Record<string, TSchema>
      const inputs = [
        ...Object.entries(query).map(([name, schema]) => ({
          name,
          schema,
          url: (value: string) => `${urlOf(r, filler(r))}?${name}=${value}`
        })),
        ...[...r.row.path.matchAll(/\{([^}]+)\}/g)]
          .filter(([, name]) => params[name!])
          .map(([, name]) => ({
            name: name!,
            schema: params[name!]!,
            url: (value: string) => urlOf(r, (n) => (n === name ? value : filler(r)(n)))
          }))
      ]
      for (const { name, schema, url } of inputs.filter((input) => numberPaths(input.schema).length)) {
        // A union that takes a string too may read a huge number as a name (a slug): there it must only never fail.
        const strict = numberPaths(schema, true).length > 0
        for (const huge of TEXT_HUGE) {
          const res = await send(url(huge))
          checked++
          if (strict ? !namesField(res, name) : res.status >= 500)
            failures.push(`${r.row.method} ${r.row.path} ${name}=${huge}: ${res.status} ${res.body?.message}`)
        }
        // The largest value taken still answers: a page that far is empty, not a failure.
        const largest = await send(url(String(INT_MAX)))
        if (largest.status >= 500) failures.push(`${r.row.method} ${r.row.path} ${name}=${INT_MAX}: ${largest.status}`)
      }
    }
    expect(failures).toEqual([])
    expect(checked).toBeGreaterThan(100)
  })

  it('in every numeric field of every admin list filter, and in its range', async () => {
    const failures: string[] = []
    // A list under another record (a room's) answers 404 for the placeholder's record first.
    const lists = routes().filter((r) => r.row.query === AdminListQuery && !r.row.path.includes('{'))
    expect(lists.length).toBeGreaterThan(10)
    const huge = '99999999999999999999'
    for (const r of lists) {
      const list = (q: string, headers: Record<string, string> = {}) =>
        s.request('GET', `${urlOf(r, filler(r))}?${q}`, { ...as(r), headers: { ...as(r).headers, ...headers } })
      const item = ((r.row.result as TSchema | undefined)?.properties?.data?.items ?? {}) as TSchema
      const fields = Object.entries((item.properties ?? {}) as Record<string, TSchema>)
        .filter(([, p]) => numberPaths(p, true).length)
        .map(([name]) => name)
      for (const field of fields) {
        const queries = [
          `filter=${field}||$eq||${huge}`,
          `filter=${field}||$gte||-${huge}`,
          `s=${encodeURIComponent(`{"${field}":{"$lt":1e400}}`)}`,
          `filter=${encodeURIComponent(`{"${field}":${huge}}`)}`
        ]
        for (const q of queries) {
          const res = await list(q)
          if (!namesField(res, field)) failures.push(`${r.row.path}?${q}: ${res.status} ${res.body?.message}`)
        }
      }
      for (const [q, headers] of [
        [`range=[${huge},${huge}]`, {}],
        ['range=[0,1e400]', {}],
        ['', { range: `items=${huge}-${huge}` }]
      ] as const) {
        const res = await list(q, headers)
        if (res.status !== 400 || !String(res.body?.message).startsWith("Invalid 'range'"))
          failures.push(`${r.row.path}?${q} ${JSON.stringify(headers)}: ${res.status} ${res.body?.message}`)
      }
    }
    expect(failures).toEqual([])
  })

  it('in every integer and number of every live room action over socket.io', async () => {
    const socket = await connectSocket(s.url)
    const failures: string[] = []
    let checked = 0
    for (const [name, { input }] of Object.entries(liveRoomActions)) {
      for (const path of numberPaths(input)) {
        const field = path.join('.')
        for (const huge of HUGE) {
          const error = await rawCall(socket, name, liveRoomPath, `${holding(path, huge)},{}`)
          checked++
          const named = error?.message.includes(`'${field}'`) || error?.errors?.some((e) => e.field === field)
          if (error?.code !== 400 || !named) failures.push(`${name} ${field}=${huge}: ${error?.code} ${error?.message}`)
        }
      }
    }
    socket.close()
    expect(failures).toEqual([])
    expect(checked).toBeGreaterThan(0)
  })

  it('says the bound: a huge skip on the public season ranking', async () => {
    const res = await s.request('GET', '/api/merch-service/points/season-ranking?skip=99999999999999999999')
    expect(res).toMatchObject({ status: 400, body: { message: "Invalid query: 'skip' must be <= 2147483647" } })
    const infinite = await s.request('GET', '/api/merch-service/points/season-ranking?skip=1e309')
    expect(infinite).toMatchObject({ status: 400, body: { message: "Invalid query: 'skip' must be <= 2147483647" } })
    const negative = await s.request('GET', '/api/merch-service/points/season-ranking?skip=-1')
    expect(negative).toMatchObject({ status: 400, body: { message: "Invalid query: 'skip' must be >= 0" } })
    const zero = await s.request('GET', '/api/merch-service/points/all-seasons-ranking?skip=-0')
    expect(zero).toMatchObject({ status: 200, body: { skip: 0 } })
  })
})

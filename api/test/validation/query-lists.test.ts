import type { TObject, TSchema } from '@sinclair/typebox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registeredRoutes, type Route } from '../../src/lib/register.ts'
import { compileValidator } from '../../src/lib/validate.ts'
import { startServer, type TestServer } from '../helpers/server.ts'
import { catalogue, P } from '../playlists/helpers.ts'

const A = '00000000-0000-4000-8000-00000000000a'
const B = '00000000-0000-4000-8000-00000000000b'
const C = '00000000-0000-4000-8000-00000000000c'

let s: TestServer
let admin: string

beforeAll(async () => {
  s = await startServer()
  admin = (await s.member(['user', 'admin'])).token
})
afterAll(() => s.close())

const withQuery = (): (Route & { query: TObject })[] =>
  registeredRoutes(s.app).flatMap((r) => (r.row.query ? [{ ...r, query: r.row.query as TObject }] : []))

/** Three valid items of a list's item schema, or undefined where the test has none to offer. */
function itemsOf(item: TSchema): [string, string, string] | undefined {
  if (item.format === 'uuid') return [A, B, C]
  const values = item.enum as string[] | undefined
  if (values && values.length >= 3) return [values[0]!, values[1]!, values[2]!]
  if (item.pattern === '^\\d{1,18}$') return ['1', '2', '3']
  return undefined
}

describe('a query parameter a route does not declare is refused by name', () => {
  it('answers every route that declares its query with a 400 naming an unknown filter', () => {
    const routes = withQuery()
    expect(routes.length).toBeGreaterThan(100)
    for (const r of routes) {
      const check = compileValidator(r.query, 'query')
      let error: { code?: number; message?: string; errors?: unknown } | undefined
      try {
        check({ colour: 'red' })
      } catch (e) {
        error = e as typeof error
      }
      const where = `${r.row.method} ${r.base}${r.row.path}`
      expect(error?.code, where).toBe(400)
      expect(error?.message, where).toContain("Invalid query: 'colour' is not a filter of this route; it takes ")
      expect(error?.errors, where).toEqual([{ field: 'colour', message: 'is not allowed' }])
    }
  })

  it('refuses a misspelled filter over REST instead of answering the whole list, and writes nothing', async () => {
    const favorites = await s.request('GET', '/api/room-service/api/v1/room-favorites?roomUuidIN=' + A, {
      token: admin
    })
    expect(favorites.status).toBe(400)
    expect(favorites.body.message).toBe(
      "Invalid query: 'roomUuidIN' is not a filter of this route; it takes limit, roomUuidIn, userUuid"
    )
    const songs = await s.request('GET', `${P}/api/v1/songs?trackname=x`, { token: admin })
    expect(songs.status).toBe(400)
    expect(songs.body.message).toContain("'trackname' is not a filter of this route")
    const users = await s.request('GET', '/api/user-service/admin/users?filters=email||$eq||x', { token: admin })
    expect(users.status).toBe(400)
    expect(users.body.message).toContain("'filters' is not a filter of this route")
  })
})

describe('an id list takes repeated keys and comma-separated values alike', () => {
  it('reads every list field of every route the same way, whichever form it comes in', () => {
    const checked: string[] = []
    for (const r of withQuery()) {
      for (const [name, field] of Object.entries(r.query.properties as Record<string, TSchema>)) {
        if (field.type !== 'array') continue
        const items = itemsOf(field.items as TSchema)
        expect(items, `${r.row.path} ${name}`).toBeDefined()
        const [a, b, c] = items!
        const check = compileValidator(r.query, 'query')
        const forms = [`${a},${b},${c}`, [a, b, c], [a, `${b}, ${c}`], [`${a},`, `${b},${c}`]]
        for (const form of forms)
          expect((check({ [name]: form }) as Record<string, unknown>)[name], `${r.row.path} ${name}`).toEqual([a, b, c])
        checked.push(name)
      }
    }
    expect(new Set(checked)).toEqual(
      new Set(['users', 'providers', 'ids', 'uuids', 'roomUuidIn', 'id', 'idNot', 'idIn'])
    )
  })

  it('filters songs and genres by ids given either way over REST', async () => {
    const one = await catalogue(s, { trackName: 'One', artistName: 'Lists', genre: 'Listcore' })
    const two = await catalogue(s, { trackName: 'Two', artistName: 'Lists', genre: 'Listwave' })
    await catalogue(s, { trackName: 'Three', artistName: 'Lists' })
    const names = async (query: string) => {
      const res = await s.request('GET', `${P}/api/v1/songs?${query}`, { token: admin })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return res.body.data.map((x: { trackName: string }) => x.trackName)
    }
    expect(await names(`id=${one.id},${two.id}`)).toEqual(['One', 'Two'])
    expect(await names(`id=${one.id}&id=${two.id}`)).toEqual(['One', 'Two'])
    expect(await names(`artistName=lists&idNot=${one.id},${two.id}`)).toEqual(['Three'])
    const genres = await s.request('GET', `${P}/api/v1/genres?prefix=List`, { token: admin })
    const ids = genres.body.data.map((g: { genreId: string }) => g.genreId)
    expect(ids).toHaveLength(2)
    const byIds = await s.request('GET', `${P}/api/v1/genres?idIn=${ids.join(',')}`, { token: admin })
    expect(byIds.body.data.map((g: { name: string }) => g.name)).toEqual(['Listcore', 'Listwave'])
    const bad = await s.request('GET', `${P}/api/v1/genres?idIn=${ids[0]},nope`, { token: admin })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain("'idIn.1'")
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HookContext } from '../../src/declarations.ts'
import { crud } from '../../src/lib/crud.ts'
import type { Call } from '../../src/lib/endpoint.ts'
import { serviceAt } from '../../src/lib/service-at.ts'
import { tokenBundlesEntity, type TokenBundleRow } from '../../src/services/points/token-bundles/entity.ts'
import { startServer, type TestServer } from '../helpers/server.ts'

let s: TestServer
beforeAll(async () => {
  s = await startServer()
})
afterAll(() => s.close())

type Filter = { productId?: string; name?: string }
const bundles = () =>
  crud<TokenBundleRow, { id: string; productId: string; name: string }, Filter>({
    entity: tokenBundlesEntity,
    notFound: 'No such bundle',
    param: 'productId',
    external: ({ id, productId, name }) => ({ id, productId, name }),
    filter: ({ name }) => (name ? { name } : {})
  })

function call<P = Record<string, string>, Q = Record<string, unknown>, B = unknown>(
  parts: { params?: P; query?: Q; body?: B } = {}
): Call<P, Q, B> {
  return {
    app: s.app,
    params: (parts.params ?? {}) as P,
    query: (parts.query ?? {}) as Q,
    body: parts.body as B,
    caller: null,
    files: {},
    context: { params: {} } as HookContext,
    setHeader() {}
  }
}

/** The events an entity's service emits while `run` runs. */
async function eventsDuring(run: () => Promise<unknown>) {
  const events: [string, unknown][] = []
  const service = serviceAt<{ on(e: string, f: (d: unknown) => void): void; removeAllListeners(e: string): void }>(
    s.app,
    tokenBundlesEntity.path
  )
  for (const e of ['created', 'patched', 'removed']) service.on(e, (data) => events.push([e, data]))
  try {
    await run()
  } finally {
    for (const e of ['created', 'patched', 'removed']) service.removeAllListeners(e)
  }
  return events
}

const fields = (productId: string, name: string) => () => ({
  productId,
  name,
  tokens: 10,
  price: 100,
  currency: 'usd',
  thumbnailFileId: null
})

describe('crud', () => {
  it('creates through the entity service (an event), with an id and timestamps, answering the external shape', async () => {
    let created: unknown
    const events = await eventsDuring(async () => {
      created = await bundles().create(fields('crud-a', 'Crud A'))(call())
    })
    expect(created).toEqual({ id: expect.any(String), productId: 'crud-a', name: 'Crud A' })
    const row = await s.knex('token_bundles').where('productId', 'crud-a').first()
    expect(row.createdAt).toBeInstanceOf(Date)
    expect(row.updatedAt).toEqual(row.createdAt)
    expect(events.map(([e]) => e)).toEqual(['created'])
  })

  it('gets the row its route parameter names by the declared column, or the 404 with the declared message', async () => {
    expect(await bundles().get(call({ params: { productId: 'crud-a' } }))).toMatchObject({ name: 'Crud A' })
    await expect(bundles().get(call({ params: { productId: 'nope' } }))).rejects.toMatchObject({
      code: 404,
      message: 'No such bundle'
    })
  })

  it('patches what the hook gives and a new updatedAt, after the 404 check, with a patched event', async () => {
    const before = await s.knex('token_bundles').where('productId', 'crud-a').first()
    let seen: TokenBundleRow | undefined
    const patch = bundles().patch<{ name: string }>(({ body }, row) => {
      seen = row
      return { name: body.name }
    })
    const events = await eventsDuring(() => patch(call({ params: { productId: 'crud-a' }, body: { name: 'Renamed' } })))
    expect(seen?.id).toBe(before.id)
    const after = await s.knex('token_bundles').where('id', before.id).first()
    expect(after.name).toBe('Renamed')
    expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime())
    expect(events).toEqual([['patched', expect.objectContaining({ name: 'Renamed' })]])
    await expect(patch(call({ params: { productId: 'nope' }, body: { name: 'x' } }))).rejects.toMatchObject({
      code: 404
    })
  })

  it('counts and lists with the filter, the paging shape and an optional order', async () => {
    await bundles().create(fields('crud-b', 'Renamed'))(call())
    await bundles().create(fields('crud-c', 'Other'))(call())
    expect(await bundles().count(call({ query: { name: 'Renamed' } }))).toEqual({ count: 2 })
    const page = await bundles().list((q) => (q.name ? { productId: -1 } : undefined))(
      call({ query: { name: 'Renamed', limit: 1, offset: 0 } })
    )
    expect(page).toEqual({ data: [expect.objectContaining({ productId: 'crud-b' })], total: 2, limit: 1, offset: 0 })
  })

  it('removes after `before` passes, runs `after`, answers the removed row, and a refusal writes nothing', async () => {
    const refused = bundles().remove({
      before: async () => {
        throw new Error('refused')
      }
    })
    await expect(refused(call({ params: { productId: 'crud-c' } }))).rejects.toThrow('refused')
    expect(await s.knex('token_bundles').where('productId', 'crud-c').first()).toBeDefined()
    const cleaned: string[] = []
    const remove = bundles().remove({ after: async (_call, row) => void cleaned.push(row.productId) })
    let removed: unknown
    const events = await eventsDuring(async () => {
      removed = await remove(call({ params: { productId: 'crud-c' } }))
    })
    expect(removed).toMatchObject({ productId: 'crud-c' })
    expect(cleaned).toEqual(['crud-c'])
    expect(events.map(([e]) => e)).toEqual(['removed'])
    expect(await s.knex('token_bundles').where('productId', 'crud-c').first()).toBeUndefined()
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { startServer, type TestServer } from '../helpers/server.ts'

const M = '/api/merch-service/api/v1'
const UNKNOWN = '00000000-0000-4000-8000-000000000000'
let s: TestServer
let admin: string
let user: string
let n = 0

beforeAll(async () => {
  s = await startServer()
  admin = (await s.signIn(['user', 'admin'])).accessToken
  user = (await s.signIn(['user'])).accessToken
})
afterAll(() => s.close())

const create = (body: Record<string, unknown> = {}) =>
  s.request('POST', `${M}/token-bundles`, {
    token: admin,
    body: { productId: `tokens-${++n}`, name: `Pack ${n}`, tokens: 100, price: 499, ...body }
  })
const bundleCount = async () => Number((await s.knex('token_bundles').count({ n: '*' }))[0].n)

async function thumbnail(token: string | undefined, id: string, bytes: Buffer, field = 'thumbnail') {
  const form = new FormData()
  form.set(field, new Blob([new Uint8Array(bytes)]), 'thumb.png')
  const res = await fetch(`${s.url}${M}/token-bundles/${id}/thumbnail`, {
    method: 'PATCH',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {}
  })
  return { status: res.status, body: await res.json() }
}

describe('token bundles', () => {
  it('creates a bundle (currency usd by default), reads and updates it', async () => {
    const created = await create({ productId: 'com.spinroom.tokens.500', name: 'Handful', tokens: 500, price: 999 })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      productId: 'com.spinroom.tokens.500',
      name: 'Handful',
      tokens: 500,
      price: 999,
      currency: 'usd',
      thumbnailFileId: null,
      thumbnailUrl: null
    })
    const id = created.body.id
    expect((await s.request('GET', `${M}/token-bundles/${id}`, { token: user })).body).toEqual(created.body)
    const patched = await s.request('PATCH', `${M}/token-bundles/${id}`, {
      token: admin,
      body: { price: 899, currency: 'EUR' }
    })
    expect(patched.status).toBe(200)
    expect(patched.body).toMatchObject({ id, tokens: 500, price: 899, currency: 'eur' })
  })

  it('answers 409 for a productId in use and 400 naming the field, writing nothing', async () => {
    await create({ productId: 'taken' })
    const before = await bundleCount()
    const dup = await create({ productId: 'taken' })
    expect(dup.status).toBe(409)
    const cases: [Record<string, unknown>, string][] = [
      [{ productId: undefined }, "'productId'"],
      [{ tokens: 0 }, "'tokens'"],
      [{ tokens: 2.5 }, "'tokens'"],
      [{ price: -1 }, "'price'"],
      [{ currency: 'dollars' }, "'currency'"]
    ]
    for (const [body, field] of cases) {
      const res = await create(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.message, JSON.stringify(body)).toContain(field)
    }
    const id = (await s.knex('token_bundles').where('productId', 'taken').first()).id
    const bad = await s.request('PATCH', `${M}/token-bundles/${id}`, { token: admin, body: { tokens: -5 } })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain("'tokens'")
    expect(await bundleCount()).toBe(before)
    expect((await s.request('GET', `${M}/token-bundles/${id}`, { token: user })).body.tokens).toBe(100)
  })

  it('guards every endpoint: 401 anonymous, 403 for a plain user on admin ones', async () => {
    const id = (await create()).body.id
    const admins: [string, string, unknown][] = [
      ['POST', `${M}/token-bundles`, { productId: 'p', name: 'n', tokens: 1, price: 0 }],
      ['PATCH', `${M}/token-bundles/${id}`, { price: 1 }],
      ['POST', `${M}/token-bundles/${id}`, {}],
      ['PATCH', `${M}/token-bundles/${id}/thumbnail`, {}]
    ]
    for (const [method, path, body] of admins) {
      expect((await s.request(method, path, { body })).status, `${method} ${path}`).toBe(401)
      expect((await s.request(method, path, { token: user, body })).status, `${method} ${path}`).toBe(403)
    }
    for (const path of [`${M}/token-bundles`, `${M}/token-bundles/count`, `${M}/token-bundles/${id}`]) {
      expect((await s.request('GET', path)).status, path).toBe(401)
    }
    expect((await s.request('GET', `${M}/token-bundles/${id}`, { token: user })).status).toBe(200)
  })

  it('answers 404 for unknown ids', async () => {
    expect((await s.request('GET', `${M}/token-bundles/${UNKNOWN}`, { token: user })).status).toBe(404)
    expect(
      (await s.request('PATCH', `${M}/token-bundles/${UNKNOWN}`, { token: admin, body: { price: 1 } })).status
    ).toBe(404)
    expect((await s.request('POST', `${M}/token-bundles/${UNKNOWN}`, { token: admin })).status).toBe(404)
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    expect((await thumbnail(admin, UNKNOWN, png)).status).toBe(404)
  })

  it('deletes by POST, answering the deleted bundle', async () => {
    const id = (await create()).body.id
    const deleted = await s.request('POST', `${M}/token-bundles/${id}`, { token: admin })
    expect(deleted.status).toBe(200)
    expect(deleted.body).toMatchObject({ id, tokens: 100 })
    expect((await s.request('GET', `${M}/token-bundles/${id}`, { token: user })).status).toBe(404)
    expect((await s.request('POST', `${M}/token-bundles/${id}`, { token: admin })).status).toBe(404)
  })

  it('stores an uploaded thumbnail as a 512 px WebP, replacing the previous one', async () => {
    const id = (await create()).body.id
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#ff8800' } })
      .png()
      .toBuffer()
    const first = await thumbnail(admin, id, png)
    expect(first.status).toBe(200)
    expect(first.body.thumbnailUrl).toBe(`/api/merch-service/api/v1/consumables/files/${first.body.thumbnailFileId}`)
    const image = await fetch(`${s.url}${first.body.thumbnailUrl}`)
    expect(image.headers.get('content-type')).toBe('image/webp')
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 512,
      height: 512
    })
    expect((await s.request('GET', `${M}/token-bundles/${id}`, { token: user })).body.thumbnailUrl).toBe(
      first.body.thumbnailUrl
    )

    const second = await thumbnail(admin, id, png)
    expect(second.body.thumbnailFileId).not.toBe(first.body.thumbnailFileId)
    expect((await fetch(`${s.url}${first.body.thumbnailUrl}`)).status).toBe(404)

    const notImage = await thumbnail(admin, id, Buffer.from('plain text, not a picture'))
    expect(notImage.status).toBe(400)
    expect(notImage.body.message).toContain("'thumbnail'")
    const lottie = await thumbnail(
      admin,
      id,
      Buffer.from(JSON.stringify({ fr: 30, ip: 0, op: 60, w: 1, h: 1, layers: [] }))
    )
    expect(lottie.status).toBe(400)
    const wrongField = await thumbnail(admin, id, png, 'file')
    expect(wrongField.status).toBe(400)
    expect(wrongField.body.message).toContain("'thumbnail'")
    expect((await s.request('GET', `${M}/token-bundles/${id}`, { token: user })).body.thumbnailFileId).toBe(
      second.body.thumbnailFileId
    )

    await s.request('POST', `${M}/token-bundles/${id}`, { token: admin })
    expect((await fetch(`${s.url}${second.body.thumbnailUrl}`)).status).toBe(404)
  })

  it('lists with id, productId, offset and limit, cheapest first, and counts with the same filters', async () => {
    await s.knex('token_bundles').delete()
    const made = [
      await create({ productId: 'big', price: 2999 }),
      await create({ productId: 'small', price: 199 }),
      await create({ productId: 'mid', price: 999 })
    ].map((r) => r.body)
    const list = (q: string) => s.request('GET', `${M}/token-bundles${q}`, { token: user })
    const all = await list('')
    expect(all.body).toMatchObject({ total: 3, limit: 50, offset: 0 })
    expect(all.body.data.map((b: { productId: string }) => b.productId)).toEqual(['small', 'mid', 'big'])
    const page = await list('?offset=1&limit=1')
    expect(page.body).toMatchObject({ total: 3, limit: 1, offset: 1, data: [{ productId: 'mid' }] })
    expect((await list('?productId=big')).body).toMatchObject({ total: 1, data: [{ id: made[0].id }] })
    expect((await list(`?id=${made[1].id}`)).body).toMatchObject({ total: 1, data: [{ productId: 'small' }] })
    expect((await list('?id=nope')).status).toBe(400)

    const counted = (q: string) => s.request('GET', `${M}/token-bundles/count${q}`, { token: user })
    expect((await counted('')).body).toEqual({ count: 3 })
    expect((await counted('?productId=mid')).body).toEqual({ count: 1 })
    expect((await counted('?productId=none')).body).toEqual({ count: 0 })
  })
})

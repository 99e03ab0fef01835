import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { startServer, type TestServer } from '../helpers/server.ts'

const M = '/api/merch-service/api/v1'
const UNKNOWN = '00000000-0000-4000-8000-000000000000'
let s: TestServer
let admin: string
let user: string
let png: Buffer

beforeAll(async () => {
  s = await startServer()
  admin = (await s.signIn(['user', 'admin'])).accessToken
  user = (await s.signIn(['user'])).accessToken
  png = await sharp({ create: { width: 64, height: 32, channels: 4, background: '#33aa77' } })
    .png()
    .toBuffer()
})
afterAll(() => s.close())

async function upload(token: string | undefined, bytes: Buffer, filename = 'sticker.bin') {
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(bytes)]), filename)
  const res = await fetch(`${s.url}${M}/consumables/files`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {}
  })
  return { status: res.status, body: await res.json() }
}

const create = (body: Record<string, unknown>, token = admin) => s.request('POST', `${M}/consumables`, { token, body })
const count = async () => Number((await s.knex('consumables').count({ n: '*' }))[0].n)

describe('consumable files', () => {
  it('stores an image sniffed from its content and serves it back with a long cache', async () => {
    const res = await upload(admin, png, 'looks-like.gif')
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      contentType: 'image/png',
      size: png.length,
      url: `${M.replace('/api/v1', '')}/api/v1/consumables/files/${res.body.id}`
    })
    const file = await fetch(`${s.url}${res.body.url}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(file.headers.get('cache-control')).toContain('max-age=31536000')
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true)
  })

  it('accepts a Lottie animation as JSON', async () => {
    const lottie = Buffer.from(JSON.stringify({ v: '5.7.4', fr: 30, ip: 0, op: 60, w: 100, h: 100, layers: [] }))
    const res = await upload(admin, lottie, 'party.json')
    expect(res.status).toBe(201)
    expect(res.body.contentType).toBe('application/json')
    const file = await fetch(`${s.url}${res.body.url}`)
    expect(file.headers.get('content-type')).toContain('application/json')
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('refuses what is neither an image nor a Lottie animation, whatever its name, and files over 5 MB', async () => {
    const before = Number((await s.knex('consumable_files').count({ n: '*' }))[0].n)
    const text = await upload(admin, Buffer.from('<html><script>alert(1)</script></html>'), 'cat.png')
    expect(text.status).toBe(400)
    expect(text.body.message).toContain("'file'")
    const svg = await upload(
      admin,
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'
      ),
      'x.png'
    )
    expect(svg.status).toBe(400)
    const json = await upload(admin, Buffer.from('{"hello":"world"}'), 'x.json')
    expect(json.status).toBe(400)
    const big = await upload(admin, Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]))
    expect(big.status).toBe(400)
    expect(big.body.message).toContain('5 MB')
    const none = await s.request('POST', `${M}/consumables/files`, { token: admin, body: {} })
    expect(none.status).toBe(400)
    expect(none.body.message).toContain("'file'")
    expect(Number((await s.knex('consumable_files').count({ n: '*' }))[0].n)).toBe(before)
  })

  it('guards the upload and answers 404 for an unknown file', async () => {
    expect((await upload(undefined, png)).status).toBe(401)
    expect((await upload(user, png)).status).toBe(403)
    expect((await s.request('GET', `${M}/consumables/files/${UNKNOWN}`)).status).toBe(404)
    expect((await s.request('GET', `${M}/consumables/files/not-a-uuid`)).status).toBe(400)
  })
})

describe('consumables', () => {
  it('creates, reads, updates and deletes a consumable with its files', async () => {
    const image = (await upload(admin, png)).body
    const created = await create({
      name: 'Confetti',
      description: 'A burst',
      tokenCost: 5,
      displayType: 'cover',
      imageFileId: image.id
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      name: 'Confetti',
      description: 'A burst',
      tokenCost: 5,
      displayType: 'cover',
      imageFileId: image.id,
      imageUrl: image.url,
      fileId: null,
      fileUrl: null
    })
    const id = created.body.id
    expect((await s.request('GET', `${M}/consumables/${id}`, { token: user })).body).toEqual(created.body)

    const patched = await s.request('PATCH', `${M}/consumables/${id}`, {
      token: admin,
      body: { tokenCost: 7, displayType: 'small', imageFileId: null }
    })
    expect(patched.status).toBe(200)
    expect(patched.body).toMatchObject({
      id,
      name: 'Confetti',
      tokenCost: 7,
      displayType: 'small',
      imageFileId: null,
      imageUrl: null
    })

    const removed = await s.request('DELETE', `${M}/consumables/${id}`, { token: admin })
    expect(removed.status).toBe(200)
    expect(removed.body).toMatchObject({ id, tokenCost: 7 })
    expect((await s.request('GET', `${M}/consumables/${id}`, { token: user })).status).toBe(404)
    // The file outlives the consumable: other records may show it.
    expect((await fetch(`${s.url}${image.url}`)).status).toBe(200)
  })

  it('answers 400 naming the field, writing nothing', async () => {
    const before = await count()
    const cases: [Record<string, unknown>, string][] = [
      [{ tokenCost: 1, displayType: 'cover' }, "'name'"],
      [{ name: 'x', tokenCost: -1, displayType: 'cover' }, "'tokenCost'"],
      [{ name: 'x', tokenCost: 1.5, displayType: 'cover' }, "'tokenCost'"],
      [{ name: 'x', tokenCost: 1, displayType: 'banner' }, "'displayType'"],
      [{ name: 'x', tokenCost: 1, displayType: 'cover', imageFileId: UNKNOWN }, "'imageFileId'"],
      [{ name: 'x', tokenCost: 1, displayType: 'cover', fileId: 'nope' }, "'fileId'"]
    ]
    for (const [body, field] of cases) {
      const res = await create(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.message, JSON.stringify(body)).toContain(field)
    }
    const id = (await create({ name: 'Keep', tokenCost: 1, displayType: 'small' })).body.id
    const bad = await s.request('PATCH', `${M}/consumables/${id}`, { token: admin, body: { tokenCost: -3 } })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain("'tokenCost'")
    expect((await s.request('GET', `${M}/consumables/${id}`)).status).toBe(401)
    expect((await s.request('GET', `${M}/consumables/${id}`, { token: user })).body.tokenCost).toBe(1)
    expect(await count()).toBe(before + 1)
    await s.request('DELETE', `${M}/consumables/${id}`, { token: admin })
  })

  it('guards writes: 401 anonymous, 403 for a plain user; reads need a caller', async () => {
    const id = (await create({ name: 'Guarded', tokenCost: 1, displayType: 'small' })).body.id
    expect(
      (await s.request('POST', `${M}/consumables`, { body: { name: 'x', tokenCost: 1, displayType: 'cover' } })).status
    ).toBe(401)
    expect((await create({ name: 'x', tokenCost: 1, displayType: 'cover' }, user)).status).toBe(403)
    expect((await s.request('PATCH', `${M}/consumables/${id}`, { body: { tokenCost: 2 } })).status).toBe(401)
    expect((await s.request('PATCH', `${M}/consumables/${id}`, { token: user, body: { tokenCost: 2 } })).status).toBe(
      403
    )
    expect((await s.request('DELETE', `${M}/consumables/${id}`)).status).toBe(401)
    expect((await s.request('DELETE', `${M}/consumables/${id}`, { token: user })).status).toBe(403)
    expect((await s.request('GET', `${M}/consumables`)).status).toBe(401)
    expect((await s.request('GET', `${M}/consumables/count`)).status).toBe(401)
    await s.request('DELETE', `${M}/consumables/${id}`, { token: admin })
  })

  it('answers 404 for unknown ids', async () => {
    expect((await s.request('GET', `${M}/consumables/${UNKNOWN}`, { token: user })).status).toBe(404)
    expect(
      (await s.request('PATCH', `${M}/consumables/${UNKNOWN}`, { token: admin, body: { tokenCost: 1 } })).status
    ).toBe(404)
    expect((await s.request('DELETE', `${M}/consumables/${UNKNOWN}`, { token: admin })).status).toBe(404)
  })

  it('lists with id, createdBefore, orderBy, offset and limit, and counts with the same filters', async () => {
    await s.knex('consumables').delete()
    const made = []
    for (const [i, cost] of [30, 10, 20].entries()) {
      const res = await create({ name: `Item ${i}`, tokenCost: cost, displayType: 'small' })
      made.push(res.body)
      await s
        .knex('consumables')
        .where('id', res.body.id)
        .update({ createdAt: new Date(Date.UTC(2026, 0, i + 1)) })
    }
    const list = (q: string) => s.request('GET', `${M}/consumables${q}`, { token: user })

    const all = await list('')
    expect(all.body).toMatchObject({ total: 3, limit: 50, offset: 0 })
    expect(all.body.data.map((c: { name: string }) => c.name)).toEqual(['Item 2', 'Item 1', 'Item 0'])

    expect((await list('?orderBy=tokenCost')).body.data.map((c: { tokenCost: number }) => c.tokenCost)).toEqual([
      10, 20, 30
    ])
    expect((await list('?orderBy=-tokenCost')).body.data.map((c: { tokenCost: number }) => c.tokenCost)).toEqual([
      30, 20, 10
    ])
    expect((await list('?orderBy=createdAt')).body.data.map((c: { name: string }) => c.name)).toEqual([
      'Item 0',
      'Item 1',
      'Item 2'
    ])
    const badOrder = await list('?orderBy=password')
    expect(badOrder.status).toBe(400)
    expect(badOrder.body.message).toContain("'orderBy'")

    const page = await list('?orderBy=name&offset=1&limit=1')
    expect(page.body).toMatchObject({ total: 3, limit: 1, offset: 1 })
    expect(page.body.data.map((c: { name: string }) => c.name)).toEqual(['Item 1'])

    const before = await list(`?createdBefore=${encodeURIComponent('2026-01-02T12:00:00Z')}&orderBy=name`)
    expect(before.body.data.map((c: { name: string }) => c.name)).toEqual(['Item 0', 'Item 1'])
    expect((await list(`?id=${made[1].id}`)).body).toMatchObject({ total: 1, data: [{ id: made[1].id }] })
    expect((await list('?createdBefore=yesterday')).status).toBe(400)
    expect((await list('?limit=-1')).status).toBe(400)

    const counted = (q: string) => s.request('GET', `${M}/consumables/count${q}`, { token: user })
    expect((await counted('')).body).toEqual({ count: 3 })
    expect((await counted(`?createdBefore=${encodeURIComponent('2026-01-02T12:00:00Z')}`)).body).toEqual({ count: 2 })
    expect((await counted(`?id=${made[0].id}`)).body).toEqual({ count: 1 })
    expect((await counted(`?id=${UNKNOWN}`)).body).toEqual({ count: 0 })
  })

  it('filters the list and the count by displayType', async () => {
    await s.knex('consumables').delete()
    for (const [name, displayType] of [
      ['Wide', 'cover'],
      ['Tiny', 'small'],
      ['Tinier', 'small']
    ])
      await create({ name, tokenCost: 1, displayType })
    const smalls = await s.request('GET', `${M}/consumables?displayType=small&orderBy=name`, { token: user })
    expect(smalls.body.data.map((c: { name: string }) => c.name)).toEqual(['Tinier', 'Tiny'])
    expect((await s.request('GET', `${M}/consumables/count?displayType=cover`, { token: user })).body).toEqual({
      count: 1
    })
    const bad = await s.request('GET', `${M}/consumables?displayType=huge`, { token: user })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain("'displayType'")
  })
})

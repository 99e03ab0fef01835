import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { seedDemoData } from '../../src/demo/seed.ts'
import { demoConsumable } from '../../src/demo/store.ts'
import { startServer, type TestServer } from '../helpers/server.ts'

const M = '/api/merch-service/api/v1'
let s: TestServer
let token: string

beforeAll(async () => {
  s = await startServer()
  await seedDemoData(s.app)
  token = (
    await s.request('POST', '/api/user-service/auth/login', {
      body: { email: 'ana@spinroom.test', password: 'spinroom-user' }
    })
  ).body.accessToken
})
afterAll(() => s.close())

const download = async (url: string) => {
  const res = await fetch(s.url + url)
  return { type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) }
}

describe('demo store', () => {
  it('has covers and smalls with drawn images, one with a Lottie animation', async () => {
    const list = await s.request('GET', `${M}/consumables?orderBy=tokenCost&limit=20`, { token })
    expect(list.body.total).toBe(5)
    expect(list.body.data.map((c: any) => [c.name, c.displayType, c.tokenCost])).toEqual([
      ['Heart', 'small', 5],
      ['Fire', 'small', 10],
      ['Bouncing Note', 'small', 25],
      ['Gold Star Cover', 'cover', 120],
      ['Midnight Vinyl Cover', 'cover', 150]
    ])
    for (const c of list.body.data) {
      const image = await download(c.imageUrl)
      expect(image.type).toBe('image/png')
      const { width, height } = await sharp(image.bytes).metadata()
      expect([width, height], c.name).toEqual(c.displayType === 'cover' ? [1024, 576] : [256, 256])
    }
    const note = list.body.data.find((c: any) => c.name === 'Bouncing Note')
    const lottie = await download(note.fileUrl)
    expect(lottie.type).toBe('application/json')
    expect(JSON.parse(lottie.bytes.toString())).toMatchObject({
      fr: 30,
      ip: 0,
      op: 60,
      w: 200,
      h: 200,
      layers: [expect.objectContaining({ ty: 4 })]
    })
    expect(list.body.data.filter((c: any) => c.fileUrl)).toHaveLength(1)
  })

  it('has three token bundles with store product ids, prices and 512 px WebP thumbnails', async () => {
    const list = await s.request('GET', `${M}/token-bundles`, { token })
    expect(list.body.data.map((b: any) => [b.productId, b.name, b.tokens, b.price, b.currency])).toEqual([
      ['com.spinroom.tokens.100', 'Starter Stack', 100, 99, 'usd'],
      ['com.spinroom.tokens.550', 'Crate Digger', 550, 499, 'usd'],
      ['com.spinroom.tokens.1200', 'Headliner', 1200, 999, 'usd']
    ])
    for (const b of list.body.data) {
      const thumb = await download(b.thumbnailUrl)
      expect(thumb.type).toBe('image/webp')
      expect(await sharp(thumb.bytes).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 })
    }
  })

  it('finds a demo consumable by name for other demo data', async () => {
    expect(await demoConsumable(s.app, 'Fire')).toMatchObject({ name: 'Fire', displayType: 'small', tokenCost: 10 })
    await expect(demoConsumable(s.app, 'Nothing')).rejects.toThrow("No demo consumable is named 'Nothing'")
  })
})

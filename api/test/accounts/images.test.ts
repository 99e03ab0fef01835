import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { startServer, type TestServer } from '../helpers/server.ts'

const U = '/api/user-service'
let s: TestServer
let png: Buffer

beforeAll(async () => {
  s = await startServer()
  png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#ff8800' } })
    .png()
    .toBuffer()
})
afterAll(() => s.close())

async function upload(token: string | undefined, kind: string | undefined, bytes?: Buffer, filename = 'photo.png') {
  const form = new FormData()
  if (kind !== undefined) form.set('kind', kind)
  if (bytes) form.set('image', new Blob([new Uint8Array(bytes)]), filename)
  const res = await fetch(`${s.url}${U}/users/images`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {}
  })
  return { status: res.status, body: await res.json() }
}

describe('user images', () => {
  it('resizes an upload to every size as WebP, sniffing the type from the content', async () => {
    const user = await s.signIn()
    const res = await upload(user.accessToken, 'profilePicture', png, 'looks-like.jpg')
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      kind: 'profilePicture',
      sourceFormat: 'png',
      userUuid: user.user!.id,
      width: 1024,
      height: 1024
    })
    for (const size of [128, 256, 500, 1024]) {
      const image = await fetch(`${s.url}${res.body.urls[size]}`)
      expect(image.headers.get('content-type')).toBe('image/webp')
      const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata()
      expect(meta).toMatchObject({ format: 'webp', width: size, height: size })
    }
    const cover = await upload(user.accessToken, 'coverPicture', png)
    expect(cover.body).toMatchObject({ kind: 'coverPicture', width: 600, height: 400 })
    const small = await fetch(`${s.url}${cover.body.urls[256]}`)
    expect(await sharp(Buffer.from(await small.arrayBuffer())).metadata()).toMatchObject({ width: 256, height: 171 })
    // No size named: the medium copy (seed 002, "Image sizes").
    const unsized = await fetch(`${s.url}${cover.body.urls[256].replace(/\?size=256$/, '')}`)
    expect(await sharp(Buffer.from(await unsized.arrayBuffer())).metadata()).toMatchObject({ width: 256, height: 171 })
  })

  it('replaces the previous picture of the same kind', async () => {
    const user = await s.signIn()
    const first = await upload(user.accessToken, 'profilePicture', png)
    const second = await upload(user.accessToken, 'profilePicture', png)
    expect((await fetch(`${s.url}${first.body.urls[128]}`)).status).toBe(404)
    expect((await fetch(`${s.url}${second.body.urls[128]}`)).status).toBe(200)
    expect(await s.knex('user_images').where('userUuid', user.user!.id).count('id as n').first()).toEqual({ n: 1 })
  })

  it('refuses a missing file, a non-image, an unknown kind and anonymous uploads, writing nothing', async () => {
    const user = await s.signIn()
    const cases = [
      [await upload(user.accessToken, 'profilePicture'), "'image' is required"],
      [
        await upload(user.accessToken, 'profilePicture', Buffer.from('not an image at all'), 'x.png'),
        "'image' is not an image"
      ],
      [await upload(user.accessToken, 'banner', png), "'kind'"]
    ] as const
    for (const [res, message] of cases) {
      expect(res.status).toBe(400)
      expect(res.body.message).toContain(message)
    }
    expect((await upload(undefined, 'profilePicture', png)).status).toBe(401)
    expect(await s.knex('user_images').where('userUuid', user.user!.id).first()).toBeUndefined()
  })

  it("lets the owner or an admin delete an image, and answers others with 'Unauthorized to delete'", async () => {
    const [owner, other, admin] = [await s.signIn(), await s.signIn(), await s.signIn(['user', 'admin'])]
    const image = (await upload(owner.accessToken, 'coverPicture', png)).body
    const refused = await s.request('DELETE', `${U}/users/images/${image.id}`, { token: other.accessToken })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('Unauthorized to delete')
    expect((await s.request('DELETE', `${U}/users/images/${image.id}`, { token: owner.accessToken })).status).toBe(200)
    expect((await s.request('DELETE', `${U}/users/images/${image.id}`, { token: owner.accessToken })).status).toBe(404)
    const again = (await upload(owner.accessToken, 'coverPicture', png)).body
    expect((await s.request('DELETE', `${U}/users/images/${again.id}`, { token: admin.accessToken })).status).toBe(200)
    expect((await fetch(`${s.url}${again.urls[128]}`)).status).toBe(404)
  })

  it('refuses a size it does not make', async () => {
    const user = await s.signIn()
    const image = (await upload(user.accessToken, 'profilePicture', png)).body
    const res = await s.request('GET', `${U}/users/images/${image.id}?size=300`)
    expect(res.status).toBe(400)
    expect(res.body.message).toContain("'size'")
  })
})

describe('cover picture on the profile', () => {
  it('points the public profile at the newest cover picture, and clears it when that picture is deleted', async () => {
    const user = await s.signIn()
    const cover = (await upload(user.accessToken, 'coverPicture', png)).body
    const profile = await s.request('GET', `${U}/profile/${user.user!.id}`, { token: user.accessToken })
    expect(profile.body.coverPicture).toBe(cover.urls[1024])
    await s.request('DELETE', `${U}/users/images/${cover.id}`, { token: user.accessToken })
    expect(
      (await s.request('GET', `${U}/profile/${user.user!.id}`, { token: user.accessToken })).body.coverPicture
    ).toBeNull()
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { startServer, type TestServer } from '../helpers/server.ts'
import { R, createRoom, insertRole } from './helpers.ts'

let s: TestServer
let owner: { token: string; id: string }
let other: { token: string; id: string }
let roomMod: { token: string; id: string }
let globalMod: { token: string; id: string }
let room: any

beforeAll(async () => {
  s = await startServer()
  owner = await s.member()
  other = await s.member()
  roomMod = await s.member()
  globalMod = await s.member(['user', 'globalModerator'])
  room = await createRoom(s, owner.token, { name: 'Poster Room' })
  await insertRole(s, room.id, roomMod.id, 'moderator')
})
afterAll(() => s.close())

async function upload(token: string, bytes: Buffer, key = room.id) {
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(bytes)]), 'poster.png')
  const res = await fetch(`${s.url}${R}/rooms/${key}/poster`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` }
  })
  return { status: res.status, body: await res.json() }
}

describe('room posters', () => {
  it('stores a poster as WebP within 1600×1600, serves it, replaces and removes it', async () => {
    const png = await sharp({ create: { width: 3200, height: 800, channels: 3, background: '#aa3377' } })
      .png()
      .toBuffer()
    const first = await upload(owner.token, png)
    expect(first.status).toBe(200)
    expect(first.body.posterUrl).toMatch(/^\/api\/merch-service\/api\/v1\/consumables\/files\/[0-9a-f-]{36}$/)
    const served = await fetch(`${s.url}${first.body.posterUrl}`)
    expect(served.headers.get('content-type')).toBe('image/webp')
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 400])
    const firstFile = (await s.knex('rooms').where('id', room.id).first()).posterFileId
    const second = await upload(
      owner.token,
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .jpeg()
        .toBuffer(),
      room.slug
    )
    expect(second.body.posterUrl).not.toBe(first.body.posterUrl)
    expect(await s.knex('consumable_files').where('id', firstFile).first()).toBeUndefined()
    const removed = await s.request('DELETE', `${R}/rooms/${room.id}/poster`, { token: owner.token })
    expect(removed.body.posterUrl).toBeNull()
    expect((await fetch(`${s.url}${second.body.posterUrl}`)).status).toBe(404)
  })

  it('refuses what is not an image, a missing file, and another user', async () => {
    const text = await upload(owner.token, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))
    expect(text.status).toBe(400)
    expect(text.body.message).toContain("'file'")
    const none = await fetch(`${s.url}${R}/rooms/${room.id}/poster`, {
      method: 'POST',
      body: new FormData(),
      headers: { authorization: `Bearer ${owner.token}` }
    })
    expect(none.status).toBe(400)
    expect(
      (
        await upload(
          other.token,
          await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
            .png()
            .toBuffer()
        )
      ).status
    ).toBe(403)
    expect((await s.knex('rooms').where('id', room.id).first()).posterFileId).toBeNull()
  })
})

describe('external URL', () => {
  it('sets an http(s) URL, clears it with null, and refuses anything else', async () => {
    const set = await s.request('POST', `${R}/rooms/${room.id}/externalUrl`, {
      token: owner.token,
      body: { externalUrl: 'https://example.org/live' }
    })
    expect(set.status).toBe(200)
    expect(set.body.externalUrl).toBe('https://example.org/live')
    for (const externalUrl of ['ftp://example.org', 'javascript:alert(1)', 'not a url']) {
      const bad = await s.request('POST', `${R}/rooms/${room.id}/externalUrl`, {
        token: owner.token,
        body: { externalUrl }
      })
      expect(bad.status).toBe(400)
      expect(bad.body.message).toContain("'externalUrl'")
    }
    expect(
      (
        await s.request('POST', `${R}/rooms/${room.id}/externalUrl`, {
          token: other.token,
          body: { externalUrl: null }
        })
      ).status
    ).toBe(403)
    expect(
      (
        await s.request('POST', `${R}/rooms/${room.id}/externalUrl`, {
          token: owner.token,
          body: { externalUrl: null }
        })
      ).body.externalUrl
    ).toBeNull()
  })
})

describe('pinned messages', () => {
  const pin = (token: string, pinnedMessages: unknown[]) =>
    s.request('POST', `${R}/rooms/${room.id}/pinned-messages`, { token, body: { pinnedMessages } })

  it("lets the room's owner and moderators and global moderators replace the list, keeping who pinned a message", async () => {
    const first = await pin(roomMod.token, [{ id: 'm1', message: 'Welcome!' }])
    expect(first.status).toBe(200)
    expect(first.body.pinnedMessages).toMatchObject([{ id: 'm1', message: 'Welcome!', userUuid: roomMod.id }])
    const second = await pin(globalMod.token, [
      { id: 'm1', message: 'Welcome!' },
      { id: 'm2', message: 'Be kind' }
    ])
    expect(second.body.pinnedMessages).toMatchObject([
      { id: 'm1', userUuid: roomMod.id, pinnedAt: first.body.pinnedMessages[0].pinnedAt },
      { id: 'm2', userUuid: globalMod.id }
    ])
    const byOwner = await pin(owner.token, [{ id: 'm2', message: 'Be kind' }])
    expect(byOwner.body.pinnedMessages.map((m: any) => m.id)).toEqual(['m2'])
    const stored = (await s.knex('rooms').where('id', room.id).first()).pinnedMessages
    expect(stored).toMatchObject([{ id: 'm2', message: 'Be kind', userUuid: globalMod.id }])
  })

  it('refuses other users, more than 5 messages and a repeated id, changing nothing', async () => {
    const refused = await pin(other.token, [])
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('Only moderators of this room may pin messages')
    const six = await pin(
      owner.token,
      Array.from({ length: 6 }, (_, i) => ({ id: `x${i}`, message: 'hi' }))
    )
    expect(six.status).toBe(400)
    expect(six.body.message).toContain("'pinnedMessages'")
    const twice = await pin(owner.token, [
      { id: 'a', message: 'one' },
      { id: 'a', message: 'two' }
    ])
    expect(twice.status).toBe(400)
    expect(twice.body.message).toContain("'pinnedMessages'")
    expect((await s.knex('rooms').where('id', room.id).first()).pinnedMessages.map((m: any) => m.id)).toEqual(['m2'])
  })
})

import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { CHAT_IMAGE_MAX_BYTES, type ChatMessage } from '@spinroom/schemas'
import type { TestServer } from '../helpers/server.ts'
import { LiveClient, createRoom, withLiveServer } from './live-client.ts'

let s: TestServer

withLiveServer((server) => (s = server))

const P = '/api/playlist-service'
/** A real 1×1 png. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60)])
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(40)])

/** A room with two listeners in it: the one who writes and one who reads. */
async function twoInRoom(names: [string, string]) {
  const room = await createRoom(s.knex)
  const writer = await s.signIn(['user'], names[0])
  const sender = await LiveClient.signIn(s.url, writer)
  const reader = await LiveClient.signIn(s.url, await s.signIn(['user'], names[1]))
  await sender.join(room.uuid)
  await reader.join(room.uuid)
  return { room, sender, reader, token: writer.accessToken }
}

/** What the reader received, and the room's history as the reader reads it, for one message. */
async function seenBy(reader: LiveClient, uuid: string) {
  const started = Date.now()
  let received: ChatMessage | undefined
  while (!received && Date.now() - started < 5000) {
    const params = reader.stateless.map((m) => (m.name === 'chatMessage' ? (m.params as ChatMessage) : null))
    received = params.find((m) => m?.uuid === uuid) ?? undefined
    await new Promise((r) => setTimeout(r, 10))
  }
  const history = await reader.call('chatHistory', {})
  return { received, stored: history.find((m) => m.uuid === uuid) }
}

describe('chat message fields of seed 002 §3', () => {
  it("reportIdentifier: the sender's, else the message's uuid", async () => {
    const { sender, reader } = await twoInRoom(['reporter', 'reportreader'])
    const named = await sender.call('sendChatMessage', { uuid: randomUUID(), message: 'hi', reportIdentifier: 'r-1' })
    expect(named.reportIdentifier).toBe('r-1')
    expect((await seenBy(reader, named.uuid)).received?.reportIdentifier).toBe('r-1')
    const plain = await sender.call('sendChatMessage', { uuid: randomUUID(), message: 'again' })
    expect(plain.reportIdentifier).toBe(plain.uuid)
    expect((await seenBy(reader, plain.uuid)).stored?.reportIdentifier).toBe(plain.uuid)
  })

  it('imageBase64: a png, jpeg, gif or webp is kept and sent on as the data URL of its real type', async () => {
    const { sender, reader } = await twoInRoom(['imager64', 'imagereader'])
    const alone = await sender.call('sendChatMessage', {
      uuid: randomUUID(),
      imageBase64: `data:image/png;base64,${PNG}`
    })
    expect(alone).toMatchObject({ message: null, imageBase64: `data:image/png;base64,${PNG}` })
    const seen = await seenBy(reader, alone.uuid)
    expect(seen.received?.imageBase64).toBe(`data:image/png;base64,${PNG}`)
    expect(seen.stored?.imageBase64).toBe(`data:image/png;base64,${PNG}`)
    const typed = [
      [GIF, 'image/gif'],
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp']
    ] as const
    for (const [bytes, type] of typed) {
      const sent = await sender.call('sendChatMessage', { uuid: randomUUID(), imageBase64: bytes.toString('base64') })
      expect(sent.imageBase64, type).toBe(`data:${type};base64,${bytes.toString('base64')}`)
    }
  })

  it('imageBase64: anything but real image bytes within the limit is a 400 naming the field, and nothing is kept', async () => {
    const { room, sender } = await twoInRoom(['badimager', 'badimagereader'])
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>').toString('base64')
    const html = Buffer.from('<script>alert(1)</script>').toString('base64')
    const huge = Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.alloc(CHAT_IMAGE_MAX_BYTES)]).toString('base64')
    const refused = [
      [`data:image/svg+xml;base64,${svg}`, 'is not an image of png, jpeg, gif, webp'],
      [`data:image/png;base64,${html}`, 'is not an image of png, jpeg, gif, webp'],
      [`data:image/jpeg;base64,${PNG}`, 'says image/jpeg but holds image/png'],
      ['not base64 at all!', 'is not base64'],
      [huge.slice(0, Math.ceil(CHAT_IMAGE_MAX_BYTES / 3) * 4 + 8), `is larger than ${CHAT_IMAGE_MAX_BYTES} bytes`],
      [huge, 'must NOT have more than']
    ]
    for (const [imageBase64, why] of refused)
      await expect(sender.call('sendChatMessage', { uuid: randomUUID(), imageBase64 }), why).rejects.toMatchObject({
        code: 400,
        message: expect.stringContaining(`'imageBase64' ${why}`)
      })
    expect(await s.knex('room_chat_messages').where({ roomId: room.id })).toEqual([])
  })

  it('playlist: a shared crate becomes a card filled from the crate itself', async () => {
    const { sender, reader, token } = await twoInRoom(['sharer', 'sharereader'])
    const crate = (await s.request('POST', `${P}/crate`, { token, body: { crateName: 'Late night' } })).body
    const art = 'https://img.test/late.png'
    const songs = [{ trackName: 'Slow', artistName: 'Band', duration: 200, thumbnails: { spotify: art } }]
    expect((await s.request('POST', `${P}/crate/${crate.crateUuid}/songs`, { token, body: { songs } })).status).toBe(
      200
    )
    // The card's other fields are the crate's own, whatever the sender says.
    const claimed = { crateUuid: crate.crateUuid, crateName: 'Not this', totalSongs: 99, isCurrentUserPlaylist: false }
    const sent = await sender.call('sendChatMessage', { uuid: randomUUID(), playlist: claimed })
    const card = {
      crateName: 'Late night',
      crateUuid: crate.crateUuid,
      provider: null,
      thumbnails: [art],
      userUuid: sender.uuid,
      totalSongs: 1,
      isCurrentUserPlaylist: true
    }
    expect(sent).toMatchObject({ message: null, playlist: card })
    const seen = await seenBy(reader, sent.uuid)
    expect(seen.received?.playlist).toEqual(card)
    expect(seen.stored?.playlist).toEqual(card)
    const reshared = await reader.call('sendChatMessage', { uuid: randomUUID(), message: 'nice', playlist: claimed })
    expect(reshared.playlist).toEqual({ ...card, isCurrentUserPlaylist: false })
  })

  it("playlist: the queue, likes or a crate that does not exist is a 400 naming 'playlist.crateUuid'", async () => {
    const { room, sender, token } = await twoInRoom(['queuesharer', 'queuereader'])
    const queue = (await s.request('GET', `${P}/crate/special/queue`, { token })).body
    for (const crateUuid of [queue.crateUuid, randomUUID()])
      await expect(
        sender.call('sendChatMessage', { uuid: randomUUID(), playlist: { crateUuid } })
      ).rejects.toMatchObject({
        code: 400,
        message: "Invalid body: 'playlist.crateUuid' is not a crate others can open"
      })
    expect(await s.knex('room_chat_messages').where({ roomId: room.id })).toEqual([])
  })
})

describe('pictures in chat are limited apart from text', () => {
  it('refuses the sixth picture in a minute with 429 chatImage, and still takes text', async () => {
    const { sender } = await twoInRoom(['picflooder', 'picreader'])
    const picture = () => sender.call('sendChatMessage', { uuid: randomUUID(), imageBase64: PNG })
    for (let i = 0; i < 5; i++) await picture()
    await expect(picture()).rejects.toMatchObject({ code: 429, data: { limit: 'chatImage' } })
    await sender.call('sendChatMessage', { uuid: randomUUID(), message: 'words still go' })
    const history = await sender.call('chatHistory', {})
    expect(history.filter((message) => message.imageBase64)).toHaveLength(5)
    expect(history).toHaveLength(6)
  })
})

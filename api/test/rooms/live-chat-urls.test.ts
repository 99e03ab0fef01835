import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { TestServer } from '../helpers/server.ts'
import { LiveClient, createRoom, withLiveServer } from './live-client.ts'

let s: TestServer

withLiveServer((server) => (s = server))

describe('chat image and media URLs', () => {
  it('takes only http(s) URLs: javascript:, data: and other schemes are a 400 naming the field', async () => {
    const room = await createRoom(s.knex)
    const chatter = await LiveClient.signIn(s.url, await s.signIn(['user'], 'imager'))
    await chatter.join(room.uuid)
    const refused = [
      { imageUrls: ['javascript:alert(1)'], field: 'imageUrls.0' },
      { imageUrls: ['https://img.test/a.png', 'JavaScript:alert(1)//https://x'], field: 'imageUrls.1' },
      { imageUrls: ['data:image/png;base64,AAAA'], field: 'imageUrls.0' },
      { media: [{ url: 'javascript:alert(1)' }], field: 'media.0.url' },
      { media: [{ url: 'ftp://files.test/a.mp4' }], field: 'media.0.url' }
    ]
    for (const { field, ...input } of refused) {
      await expect(chatter.call('sendChatMessage', { uuid: randomUUID(), ...input }), field).rejects.toMatchObject({
        code: 400,
        message: expect.stringContaining(`'${field}'`)
      })
    }
    expect(await s.knex('room_chat_messages').where({ roomId: room.id })).toEqual([])
    const sent = await chatter.call('sendChatMessage', {
      uuid: randomUUID(),
      imageUrls: ['HTTPS://img.test/a.png', 'http://img.test/b.gif'],
      media: [{ url: 'https://video.test/c.mp4', type: 'video' }]
    })
    expect(sent).toMatchObject({
      imageUrls: ['HTTPS://img.test/a.png', 'http://img.test/b.gif'],
      media: [{ url: 'https://video.test/c.mp4', type: 'video' }]
    })
  })
})

import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '@spinroom/schemas'
import { runBot } from '../../../examples/bot.ts'
import type { TestServer } from '../helpers/server.ts'
import { sleep } from '../helpers/wait.ts'
import { LiveClient, createRoom, song, withLiveServer } from '../rooms/live-client.ts'

let s: TestServer
withLiveServer((server) => (s = server))

describe('examples/bot.ts', { timeout: 60_000 }, () => {
  it('joins the room, likes the song that plays and answers /ping', async () => {
    const room = await createRoom(s.knex)
    const bot = await runBot({ url: s.url, token: (await s.member(['user', 'bot'], 'bot')).token, roomUuid: room.uuid })
    try {
      expect(bot.room.state).toMatchObject({ status: 'joined', roomUuid: room.uuid })
      const dj = await LiveClient.signIn(s.url, await s.signIn(['user'], 'dj'))
      await dj.join(room.uuid)
      await dj.call('addDj', { song: song('liked', 30) })
      await dj.until((state) => state.voteCounts.likes === 1)

      const ping = await dj.call('sendChatMessage', { uuid: crypto.randomUUID(), message: '/ping' })
      const pong = async () => {
        for (let tries = 0; tries < 500; tries++) {
          const found = dj.stateless.find(
            (m) => m.name === 'chatMessage' && (m.params as ChatMessage).message === 'pong'
          )
          if (found) return found.params as ChatMessage
          await sleep(10)
        }
      }
      expect(await pong()).toMatchObject({ userUuid: bot.room.state.live!.allUsers[0].uuid, replies: [ping.uuid] })
    } finally {
      bot.stop()
    }
  })
})

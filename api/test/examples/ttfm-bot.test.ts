import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '@spinroom/schemas'
import { runTtfmBot } from '../../../examples/ttfm-bot.ts'
import type { TestServer } from '../helpers/server.ts'
import { sleep } from '../helpers/wait.ts'
import { LiveClient, createRoom, song, withLiveServer } from '../rooms/live-client.ts'

let s: TestServer
withLiveServer((server) => (s = server))

describe('examples/ttfm-bot.ts', { timeout: 60_000 }, () => {
  it('a Turntable LIVE bot pointed at Spinroom joins, welcomes a newcomer in the chat and likes the song', async () => {
    const room = await createRoom(s.knex)
    const account = await s.member(['user', 'bot'], 'ttfmbot')
    const bot = await runTtfmBot({ url: s.url, token: account.token, roomUuid: room.uuid })
    try {
      expect(bot.state().allUsers.map((u) => u.uuid)).toEqual([account.id])
      const newcomer = await s.signIn(['user'], 'newcomer')
      const dj = await LiveClient.signIn(s.url, newcomer)
      await dj.join(room.uuid)
      const welcome = async () => {
        for (let tries = 0; tries < 500; tries++) {
          const found = dj.stateless.find((m) => m.name === 'chatMessage')
          if (found) return found.params as ChatMessage
          await sleep(10)
        }
      }
      expect(await welcome()).toMatchObject({
        userUuid: account.id,
        message: `Welcome, ${newcomer.user!.nickname}!`
      })
      await dj.call('addDj', { song: song('liked by the bot', 30) })
      await dj.until((state) => state.voteCounts.likes === 1)
      const mine = await s.request('GET', `/api/room-service/rooms/room-state/${room.slug}`, { token: account.token })
      expect(bot.state()).toEqual(mine.body.state)
    } finally {
      bot.stop()
    }
  })
})

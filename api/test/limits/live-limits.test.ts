import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { TestServer } from '../helpers/server.ts'
import { rateLimitSettings } from '../../src/lib/rate-limit-settings.ts'
import { LiveClient, createRoom, song, withLiveServer } from '../rooms/live-client.ts'

let s: TestServer
withLiveServer((server) => (s = server), {
  liveGraceMs: 300,
  maxReactionsPerMessage: 2,
  rateLimits: rateLimitSettings({
    RATE_LIMIT_CHAT: '3/60s',
    RATE_LIMIT_VOTE: '3/60s',
    RATE_LIMIT_ANIMATION: '3/1m',
    RATE_LIMIT_REACTION: '4/60s'
  })
})

/** A room with a listener in it and `count` members, all joined. */
async function roomWith(count: number) {
  const room = await createRoom(s.knex)
  const clients = []
  for (let i = 0; i <= count; i++) {
    const client = await LiveClient.signIn(s.url, await s.signIn(['user'], `flood${i}`))
    await client.join(room.uuid)
    clients.push(client)
  }
  const [listener, ...members] = clients
  return { room, listener, members }
}

type Refusal = { code: number; message: string; data: { retryAfter: number } }

const tally = (outcomes: PromiseSettledResult<unknown>[]) => ({
  accepted: outcomes.filter((o) => o.status === 'fulfilled').length,
  refused: outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as Refusal] : []))
})
const settled = async (call: Promise<unknown>) => (await Promise.allSettled([call]))[0]

/** Fires `count` calls at once: how many were answered, and the errors of the others. */
const flood = async (count: number, call: () => Promise<unknown>) =>
  tally(await Promise.allSettled(Array.from({ length: count }, call)))

const expectRefusals = (refused: Refusal[], what: string) => {
  for (const error of refused) {
    expect(error.code).toBe(429)
    expect(error.message).toMatch(new RegExp(`^Too many ${what}: at most \\d+ every 60 s\\. Try again in \\d+ s\\.$`))
    expect(error.data.retryAfter).toBeGreaterThan(0)
    expect(error.data.retryAfter).toBeLessThanOrEqual(60)
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300))

describe('rate limits on live actions (per user and room)', () => {
  it('accepts the first chat messages of a flood, refuses the rest with 429 and broadcasts only the accepted', async () => {
    const { room, listener, members } = await roomWith(2)
    const [chatter, other] = members
    const { accepted, refused } = await flood(10, () =>
      chatter.call('sendChatMessage', { uuid: randomUUID(), message: 'spam' })
    )
    expect(accepted).toBe(3)
    expect(refused).toHaveLength(7)
    expectRefusals(refused, 'chat messages')
    // Another user in the same room has a count of their own.
    await other.call('sendChatMessage', { uuid: randomUUID(), message: 'hello' })
    await settle()
    const heard = listener.stateless.filter((m) => m.name === 'chatMessage')
    expect(heard.filter((m) => (m.params as { userUuid: string }).userUuid === chatter.uuid)).toHaveLength(3)
    expect(heard).toHaveLength(4)
    expect(await s.knex('room_chat_messages').where({ roomId: room.id, userUuid: chatter.uuid })).toHaveLength(3)

    // And in another room the same user starts afresh.
    const elsewhere = await createRoom(s.knex)
    await chatter.join(elsewhere.uuid)
    await chatter.call('sendChatMessage', { uuid: randomUUID(), message: 'fresh' })
  })

  it('refuses votes over the limit and changes nothing for them', async () => {
    const { listener, members } = await roomWith(2)
    const [dj, voter] = members
    await dj.call('addDj', { song: song('long one', 120) })
    await voter.until((st) => st.nowPlaying !== null)
    const before = listener.stateful.filter((m) => m.name === 'votedOnSong').length
    // One after the other, so that each accepted vote changes the vote before it.
    const outcomes = []
    for (let i = 0; i < 9; i++)
      outcomes.push(await settled(voter.call('voteOnSong', { songVotes: { like: i % 2 === 0 } })))
    const { accepted, refused } = tally(outcomes)
    expect(accepted).toBe(3)
    expectRefusals(refused, 'votes')
    expect(refused).toHaveLength(6)
    await settle()
    expect(listener.stateful.filter((m) => m.name === 'votedOnSong').length - before).toBe(3)
  })

  it('refuses animations over the limit and broadcasts none of them', async () => {
    const { listener, members } = await roomWith(1)
    const { accepted, refused } = await flood(8, () => members[0].call('playOneTimeAnimation', { animation: 'jump' }))
    expect(accepted).toBe(3)
    expectRefusals(refused, 'animations')
    await settle()
    expect(listener.stateless.filter((m) => m.name === 'playedOneTimeAnimation')).toHaveLength(3)
  })

  it('refuses reactions over the limit, and a user holds at most the cap of distinct reactions on one message', async () => {
    const { listener, members } = await roomWith(2)
    const [author, fan] = members
    const message = await author.call('sendChatMessage', { uuid: randomUUID(), message: 'react to me' })
    await fan.call('reactToChatMessage', { uuid: message.uuid, emoji: '👍' })
    await fan.call('reactToChatMessage', { uuid: message.uuid, emoji: '❤️' })
    await expect(fan.call('reactToChatMessage', { uuid: message.uuid, emoji: '😂' })).rejects.toMatchObject({
      code: 400,
      message: 'You can react to one message with at most 2 emoji; remove one first'
    })
    // Taking one back makes room for another.
    await fan.call('reactToChatMessage', { uuid: message.uuid, emoji: '👍' })
    const { message: stored } = await s.knex('room_chat_messages').where({ uuid: message.uuid }).first()
    expect(Object.keys((typeof stored === 'string' ? JSON.parse(stored) : stored).reactions)).toEqual(['❤️'])

    const before = listener.stateless.filter((m) => m.name === 'updatedChatMessage').length
    const { accepted, refused } = await flood(7, () =>
      author.call('reactToChatMessage', { uuid: message.uuid, emoji: '🔥' })
    )
    expect(accepted).toBe(4)
    expectRefusals(refused, 'reactions')
    expect(refused).toHaveLength(3)
    await settle()
    expect(listener.stateless.filter((m) => m.name === 'updatedChatMessage').length - before).toBe(4)
  })
})

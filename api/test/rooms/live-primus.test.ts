import { afterAll, describe, expect, it } from 'vitest'
import type { TestServer } from '../helpers/server.ts'
import { hashPassword } from '../../src/auth/passwords.ts'
import { eventually, sleep } from '../helpers/wait.ts'
import { liveTransportsOf } from '../../src/services/rooms/live/sockets.ts'
import { LiveClient, createRoom, grantRole, song, withLiveServer } from './live-client.ts'
import { TtfmBot, closeTtfmBots } from './ttfm-bot.ts'

const R = '/api/room-service'
let s: TestServer

// A reconnect takes a second or two: the bots keep their place meanwhile, as on a real server (20 s).
withLiveServer((server) => (s = server), { liveGraceMs: 10_000 })
afterAll(closeTtfmBots)

/** Closes the bot's WebSocket under it, as a network drop would: its Primus client reconnects by itself. */
const dropConnection = (bot: TtfmBot) =>
  (bot.client as unknown as { connection: { socket: { close(): void } } }).connection.socket.close()

/** Three accounts named from `stem`: a room moderator, in the room on socket.io; a bot; a player. */
async function cast(room: { id: number; uuid: string }, stem: string) {
  const [mod, bot, ana] = await Promise.all(['mod', 'bot', 'ana'].map((who) => s.signIn(['user'], `${stem}-${who}`)))
  await grantRole(s.knex, room.id, mod.user!.id, 'moderator')
  const m = await LiveClient.signIn(s.url, mod)
  await m.join(room.uuid)
  return { mod, bot, ana, m }
}

/** The room's state as REST answers it now: what a fresh join's state and its `updatedUserData` add up to. */
async function freshState(slug: string, token: string) {
  const rest = await s.request('GET', `${R}/rooms/room-state/${slug}`, { token })
  expect(rest.status).toBe(200)
  return rest.body.state
}

describe('ttfm-socket bots over Primus', { timeout: 60_000 }, () => {
  it('an unmodified ttfm-socket bot joins, DJs, votes, animates, is refused and kicked, beside socket.io players', async () => {
    const room = await createRoom(s.knex, { numberOfDjs: 2 })
    const { mod, bot, ana, m } = await cast(room, 'primus')

    // The join: the state without allUserData, then updatedUserData fills it; its own userJoined never comes.
    const b = await TtfmBot.join(s.url, bot.accessToken, room.uuid)
    expect(b.state!.allUserData).toEqual({})
    expect(b.state!.allUsers.map((u) => u.uuid)).toEqual([mod.user!.id, bot.user!.id])
    await b.until((st) => Object.keys(st.allUserData).length === 2)
    await m.until((st) => st.allUsers.some((u) => u.uuid === bot.user!.id))

    // A socket.io player joins: the bot sees userJoined.
    const a = await LiveClient.signIn(s.url, ana)
    await a.join(room.uuid)
    await b.message('userJoined')
    await b.until((st) => st.allUsers.some((u) => u.uuid === ana.user!.id) && !!st.allUserData[ana.user!.id])
    expect(b.count('userJoined')).toBe(1)

    // The bot takes a seat with its song: addedDj and playedSong reach it and the players.
    await b.action('addDj', { song: song('bot-song', 30) })
    await b.message('addedDj')
    await b.message('playedSong')
    await b.until((st) => st.nowPlaying?.song.trackName === 'bot-song')
    await a.until((st) => st.nowPlaying?.song.trackName === 'bot-song')

    // Votes go both ways.
    await a.call('voteOnSong', { songVotes: { like: true } })
    await b.until((st) => st.voteCounts.likes === 1)
    await b.action('voteOnSong', { songVotes: { star: true } })
    await a.until((st) => st.voteCounts.stars === 1)
    await b.until((st) => st.voteCounts.stars === 1 && st.allUserData[bot.user!.id]?.songVotes.star === true)

    // An animation reaches the socket.io players, and the bot hears a player's.
    await b.action('playOneTimeAnimation', { animation: 'emoji', emoji: '🔥' })
    expect((await a.message('playedOneTimeAnimation')).params).toEqual({
      userUuid: bot.user!.id,
      animation: 'emoji',
      emoji: '🔥'
    })
    await a.call('playOneTimeAnimation', { animation: 'jump' })
    const jump = await b.message('playedOneTimeAnimation', (msg) => msg.params?.userUuid === ana.user!.id)
    expect(jump.params).toEqual({ userUuid: ana.user!.id, animation: 'jump' })

    // A refusal is an error the bot can read; so is a malformed call.
    await expect(b.action('kickUserFromRoom', { userUuid: ana.user!.id })).rejects.toBe(
      'Only moderators of this room may do this'
    )
    await expect(b.action('voteOnSong', { songVotes: { like: 'yes' } })).rejects.toMatch(/songVotes\.like/)
    await expect(b.action('danceOnTable')).rejects.toMatch(/^Unknown action 'danceOnTable'/)

    // Every patch applied, none twice: the bot's state is the room's.
    expect(b.problems).toEqual([])
    expect(b.state).toEqual(await freshState(room.slug, mod.accessToken))

    // Kicked: kickedFromRoom, then its socket closes and it does not come back.
    await m.call('kickUserFromRoom', { userUuid: bot.user!.id })
    await b.message('kickedFromRoom')
    await b.event('disconnected')
    await m.until((st) => !st.allUsers.some((u) => u.uuid === bot.user!.id))
    await sleep(1500)
    expect(b.events).not.toContain('reconnect')
    expect(b.events.filter((e) => e === 'connected')).toHaveLength(1)
  })

  it('a bot whose connection drops reconnects, is taken back into its room without a joinRoom, and carries on', async () => {
    // A room with a password: the bot gives it once, and is taken back in without it.
    const room = await createRoom(s.knex, { passwordHash: await hashPassword('open sesame') })
    const { mod, bot, ana, m } = await cast(room, 'resume')
    const listening = await TtfmBot.join(s.url, bot.accessToken, room.uuid, 'open sesame')
    await listening.until((st) => !!st.allUserData[bot.user!.id])

    // Its network drops; while it is away a player joins and votes on nothing (no song), and the room changes.
    dropConnection(listening)
    await listening.event('reconnect')
    const a = await LiveClient.signIn(s.url, ana)
    await a.join(room.uuid, { password: 'open sesame' })
    await a.call('addDj', { song: song('while-away', 30) })
    // Back, it sends nothing: after a moment it is taken back in, its whole state replaced.
    await listening.until((st) => st.nowPlaying?.song.trackName === 'while-away', 8000)
    await a.call('voteOnSong', { songVotes: { like: true } })
    await listening.until((st) => st.voteCounts.likes === 1)
    expect(listening.problems).toEqual([])
    expect(listening.state).toEqual(await freshState(room.slug, mod.accessToken))
    // Never out of the room for the others: it kept its place through the grace period.
    expect(m.stateful.filter((msg) => msg.name === 'userLeft')).toEqual([])

    // Dropped again, its first call after the reconnect names the room: it is taken back in before that call runs.
    dropConnection(listening)
    await eventually(
      async () => listening.events.filter((e) => e === 'reconnect').length,
      (n) => n === 2
    )
    await listening.action('voteOnSong', { songVotes: { star: true } })
    await a.until((st) => st.voteCounts.stars === 1)
    await listening.until((st) => st.voteCounts.stars === 1)
    expect(listening.problems).toEqual([])
    expect(listening.state).toEqual(await freshState(room.slug, mod.accessToken))

    // leaveRoom: out of the room at once, and not taken back on the next reconnect.
    await listening.action('leaveRoom')
    await m.until((st) => !st.allUsers.some((u) => u.uuid === bot.user!.id))
    const reconnects = listening.events.filter((e) => e === 'reconnect').length
    dropConnection(listening)
    await eventually(
      async () => listening.events.filter((e) => e === 'reconnect').length,
      (n) => n > reconnects
    )
    await sleep(1500)
    expect((await freshState(room.slug, mod.accessToken)).allUsers.map((u: { uuid: string }) => u.uuid)).not.toContain(
      bot.user!.id
    )
  })

  it('a bot banned while its connection was down is told roomReset when it comes back, not taken in', async () => {
    const room = await createRoom(s.knex)
    const [mod, bot] = await Promise.all([s.signIn(['user'], 'reset-mod'), s.signIn(['user'], 'reset-bot')])
    await grantRole(s.knex, room.id, mod.user!.id, 'moderator')
    const b = await TtfmBot.join(s.url, bot.accessToken, room.uuid)
    await b.until((st) => !!st.allUserData[bot.user!.id])
    // The ban lands as the connection dies: its kick is written to the dying connection or to none, and is lost.
    dropConnection(b)
    const banned = await s.request('POST', `${R}/roomUserRoles/${room.id}`, {
      token: mod.accessToken,
      body: { userUuid: bot.user!.id, role: 'banned' }
    })
    expect(banned.status).toBe(201)
    await b.message('roomReset', () => true, 15_000)
    const state = await freshState(room.slug, mod.accessToken)
    expect(state.allUsers.map((u: { uuid: string }) => u.uuid)).not.toContain(bot.user!.id)
    await expect(b.client.joinRoom(bot.accessToken, { roomUuid: room.uuid })).rejects.toMatch(/banned/i)
  })

  it('a bot that missed a message (lost with a process) gets the whole state instead of a patch it cannot apply', async () => {
    const room = await createRoom(s.knex)
    const { bot, ana, m, mod } = await cast(room, 'gap')
    const b = await TtfmBot.join(s.url, bot.accessToken, room.uuid)
    await b.until((st) => !!st.allUserData[bot.user!.id])
    // A message numbered past the next one reaches this process alone, as when the one before it died with a process.
    const { seq } = (await s.request('GET', `${R}/rooms/room-state/${room.slug}`, { token: mod.accessToken })).body
    const hub = liveTransportsOf(s.app)[0]
    const lost = [{ op: 'add', path: '/nowhere/at/all', value: 1 }]
    hub.deliver({
      roomUuid: room.uuid,
      first: seq + 2,
      last: seq + 2,
      messages: [
        {
          kind: 'stateful',
          body: { roomUuid: room.uuid, seq: seq + 2, name: 'userJoined', statePatch: lost, sentAt: Date.now() }
        }
      ]
    })
    await b.message('updatedUserData', (msg) => msg.statePatch?.[0]?.path === '')
    const a = await LiveClient.signIn(s.url, ana)
    await a.join(room.uuid)
    await b.until((st) => !!st.allUserData[ana.user!.id])
    expect(b.problems).toEqual([])
    expect(b.state).toEqual(await freshState(room.slug, mod.accessToken))
    expect(m.problems).toEqual([])
  })

  it('serves Primus only under /primus: a plain GET is told to upgrade, the spec names the protocol', async () => {
    expect((await fetch(`${s.url}/primus`)).status).toBe(426)
    expect(await (await fetch(`${s.url}/primus/spec`)).json()).toMatchObject({
      pathname: '/primus',
      transformer: 'websockets',
      pingInterval: 30_000
    })
    expect((await s.request('GET', '/api/user-service/auth/pub-key')).status).toBe(200)
  })

  it("a fresh bot with the same token joins the room it asks for, not the one its token's last connection was in", async () => {
    const [first, second] = [await createRoom(s.knex), await createRoom(s.knex)]
    const bot = await s.signIn(['user'], 'fresh-bot')
    const old = await TtfmBot.join(s.url, bot.accessToken, first.uuid)
    old.client.disconnect()
    const fresh = await TtfmBot.join(s.url, bot.accessToken, second.uuid)
    await fresh.until((st) => !!st.allUserData[bot.user!.id])
    await sleep(1500)
    expect(fresh.messages.map((m) => m.name)).toEqual(['updatedUserData'])
    expect(fresh.problems).toEqual([])
    expect(await s.knex('primus_resumes').whereIn('roomUuid', [first.uuid, second.uuid]).pluck('roomUuid')).toEqual([
      second.uuid
    ])
  })

  it("signing out everywhere closes the bot's connection for good, and its token is refused after", async () => {
    const room = await createRoom(s.knex)
    const bot = await s.signIn(['user'], 'signed-out-bot')
    const b = await TtfmBot.join(s.url, bot.accessToken, room.uuid)
    expect(
      (await s.request('POST', '/api/user-service/auth/sign-out-everywhere', { token: bot.accessToken })).status
    ).toBe(200)
    await b.event('disconnected')
    await sleep(1500)
    expect(b.events).not.toContain('reconnect')
    await expect(TtfmBot.join(s.url, bot.accessToken, room.uuid)).rejects.toBe('Access token revoked')
  })

  it('refuses what no input may hold: a NUL, a deep nesting, a flood', async () => {
    const room = await createRoom(s.knex)
    const bot = await s.signIn(['user'], 'hostile-bot')
    const b = await TtfmBot.join(s.url, bot.accessToken, room.uuid)
    await expect(b.action('playOneTimeAnimation', { animation: 'emoji', emoji: 'a\u0000' })).rejects.toMatch(
      /^Invalid body: 'emoji' .*NUL/
    )
    const refused = await Promise.allSettled(
      Array.from({ length: 80 }, () => b.action('voteOnSong', { songVotes: { like: true } }))
    )
    const reasons = refused.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []))
    expect(reasons.some((r) => /^Too many/.test(r))).toBe(true)
    let deep: unknown = 1
    for (let i = 0; i < 200; i++) deep = [deep]
    b.action('voteOnSong', { songVotes: deep }).catch(() => undefined)
    await b.event('disconnected')
  })

  it('refuses a bad token with an error the bot can read', async () => {
    const room = await createRoom(s.knex)
    await expect(TtfmBot.join(s.url, 'not-a-token', room.uuid)).rejects.toMatch(/^Not authenticated|jwt|token/i)
  })
})

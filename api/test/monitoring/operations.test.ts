import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routes } from '@spinroom/schemas'
import { startServer, type TestServer } from '../helpers/server.ts'
import { LiveClient, closeClients, createRoom, song } from '../rooms/live-client.ts'
import { TtfmBot, closeTtfmBots } from '../rooms/ttfm-bot.ts'

const OPERATIONS = `${routes.playlists.operationsSummary.base}${routes.playlists.operationsSummary.path}`

let s: TestServer
beforeAll(async () => {
  s = await startServer({ log: 'info', config: { liveGraceMs: 300 } })
})
afterAll(async () => {
  closeClients()
  closeTtfmBots()
  await s.close()
})

const summary = async (token: string) => {
  const res = await s.request('GET', OPERATIONS, { token })
  expect(res.status).toBe(200)
  return res.body
}
const metric = async (pattern: RegExp) => {
  const text = (await s.request('GET', '/metrics')).body as string
  return Number(pattern.exec(text)?.[1])
}

/** An upload waiting for a moderator, written as the upload route leaves it once its file is in. */
const waitingUpload = async (userId: string) =>
  s.knex('uploaded_songs').insert({
    id: randomUUID(),
    userId,
    status: 'VERIFICATION_POSTPONED',
    originalName: 'night.mp3',
    mimeType: 'audio/mpeg',
    codec: 'mp3',
    sizeBytes: 1000,
    duration: 60,
    trackName: 'Night',
    artistName: 'Owl',
    fileKey: `uploads/${randomUUID()}`
  })

describe('GET /info-admin/operations', { timeout: 60_000 }, () => {
  it('gives moderators and admins the live rooms by name, uploads waiting, jobs, error rate and providers', async () => {
    const moderator = await s.signIn(['user', 'moderator'], 'nightmod')
    const admin = await s.signIn(['user', 'admin'], 'nightadmin')
    const quiet = await summary(moderator.accessToken)
    expect(quiet.live).toEqual({ rooms: 0, listeners: 0, busiest: [] })

    const room = await createRoom(s.knex, { name: 'Night Owls' })
    const dj = await LiveClient.signIn(s.url, await s.signIn(['user'], 'owldj'))
    const listener = await LiveClient.signIn(s.url, await s.signIn(['user'], 'owlear'))
    for (const client of [dj, listener]) await client.join(room.uuid)
    await dj.call('addDj', { song: song('moonlight', 600) })
    await listener.until((state) => state.nowPlaying?.song.trackName === 'moonlight')
    await waitingUpload(moderator.user!.id)
    // One failure masked as a 500, in the window of this process.
    expect((await s.request('POST', '/api/merch-service/sentry-testing', { token: admin.accessToken })).status).toBe(
      500
    )

    for (const token of [moderator.accessToken, admin.accessToken]) {
      const night = await summary(token)
      expect(night.live).toEqual({
        rooms: 1,
        listeners: 2,
        busiest: [{ name: 'Night Owls', slug: room.slug, listeners: 2 }]
      })
      expect(night.uploadsAwaitingModeration).toBe(1)
      expect(night.sockets).toEqual({ socketio: 2, primus: 0 })
      expect(night.jobs).toContainEqual({
        queue: 'song-transcode',
        queued: expect.any(Number),
        active: expect.any(Number),
        failed: expect.any(Number)
      })
      expect(night.requests.windowSeconds).toBe(300)
      expect(night.requests.errors).toBeGreaterThanOrEqual(1)
      expect(night.requests.errorRate).toBeCloseTo(night.requests.errors / night.requests.requests)
      expect(night.providers.length).toBeGreaterThan(0)
      for (const provider of night.providers) expect(provider).toMatchObject({ name: expect.any(String) })
    }
    // The same numbers as /metrics.
    expect(await metric(/^spinroom_live_rooms (\S+)$/m)).toBe(1)
    expect(await metric(/^spinroom_live_listeners (\S+)$/m)).toBe(2)
    expect(await metric(/^spinroom_uploads_awaiting_moderation (\S+)$/m)).toBe(1)
    expect(await metric(/^spinroom_songs_played_total (\S+)$/m)).toBeGreaterThanOrEqual(1)
    expect(await metric(/^spinroom_live_actions_total\{action="joinRoom"\} (\S+)$/m)).toBe(2)
    expect(await metric(/^spinroom_live_actions_total\{action="addDj"\} (\S+)$/m)).toBe(1)
    // A signed-in socket's disconnect names its user.
    listener.socket.close()
    await expect
      .poll(() => s.log.lines.find((line) => line.msg === 'socket disconnected' && line.user === listener.uuid))
      .toMatchObject({ transport: 'socketio', reason: expect.any(String), socketId: expect.any(String) })
  })

  it('counts and logs a refused live action with its name, status, message and user', async () => {
    const room = await createRoom(s.knex, { name: 'Refusals' })
    const dj = await LiveClient.signIn(s.url, await s.signIn(['user'], 'refdj'))
    const listener = await LiveClient.signIn(s.url, await s.signIn(['user'], 'refear'))
    for (const client of [dj, listener]) await client.join(room.uuid)
    await dj.call('addDj', { song: song('long', 600) })
    await listener.until((state) => state.nowPlaying?.song.trackName === 'long')
    await expect(listener.call('skipSong')).rejects.toMatchObject({ code: 403 })
    expect(await metric(/^spinroom_live_action_refusals_total\{action="skipSong",status="403"\} (\S+)$/m)).toBe(1)
    expect(s.log.lines).toContainEqual(
      expect.objectContaining({
        msg: 'live action refused',
        action: 'skipSong',
        status: 403,
        message: 'Only the playing DJ or a moderator may skip this song',
        user: listener.uuid,
        transport: 'socketio'
      })
    )
  })
})

describe('client mistakes in the live room', { timeout: 60_000 }, () => {
  it('are logged as warnings, never errors: a vote before joining is refused 403 "Join the room first"', async () => {
    const room = await createRoom(s.knex, { name: 'Mistakes' })
    const dj = await LiveClient.signIn(s.url, await s.signIn(['user'], 'mistakedj'))
    await dj.join(room.uuid)
    await dj.call('addDj', { song: song('on air', 600) })
    await dj.until((state) => state.nowPlaying?.song.trackName === 'on air')
    const outsider = await LiveClient.signIn(s.url, await s.signIn(['user'], 'outsider'))
    outsider.roomUuid = room.uuid
    await expect(outsider.call('voteOnSong', { songVotes: { like: true } })).rejects.toMatchObject({
      code: 403,
      message: 'Join the room first'
    })
    const mentions = s.log.lines.filter((line) => JSON.stringify(line).includes('Join the room first'))
    expect(mentions).toEqual([
      expect.objectContaining({ level: 40, msg: 'live action refused', action: 'voteOnSong', status: 403 })
    ])
  })
})

describe('Primus connections (ttfm-socket bots)', { timeout: 60_000 }, () => {
  it('are counted apart from socket.io and logged as they connect and disconnect', async () => {
    const room = await createRoom(s.knex, { name: 'Bots Only' })
    const owner = await s.signIn(['user'], 'botowner')
    const bot = await TtfmBot.join(s.url, owner.accessToken, room.uuid)
    expect(await metric(/^spinroom_sockets_connected\{transport="primus"\} (\S+)$/m)).toBe(1)
    expect(s.log.lines).toContainEqual(
      expect.objectContaining({ msg: 'socket connected', transport: 'primus', user: owner.user!.id })
    )
    bot.client.disconnect()
    await expect.poll(() => metric(/^spinroom_sockets_connected\{transport="primus"\} (\S+)$/m)).toBe(0)
    expect(s.log.lines).toContainEqual(
      expect.objectContaining({ msg: 'socket disconnected', transport: 'primus', user: owner.user!.id })
    )
  })
})

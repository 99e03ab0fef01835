import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSocketClient } from '@spinroom/client'
import { eventually } from '../helpers/wait.ts'
import { startServer, type TestServer } from '../helpers/server.ts'
import type { MusicProviderStandIn } from './stand-ins/music-providers.ts'
import { importsSettled, startProviderStandIn } from './stand-ins/setup.ts'

const P = '/api/playlist-service'
const NO_PROVIDER = 'Sorry, this song does not have any supported music providers to import from.'
const NOT_IN_CATALOG = "Sorry, this song is not in our catalog and can't be imported."
let bare: TestServer
let s: TestServer
let stand: MusicProviderStandIn
let user: { token: string; id: string }
const songCount = async () => Number((await s.knex('songs').count('* as n'))[0].n)
const crateCount = async () => Number((await s.knex('crates').count('* as n'))[0].n)
const settle = () => importsSettled(s)

beforeAll(async () => {
  const started = await startProviderStandIn()
  stand = started.stand
  // One after the other: each starts its own database and job queue.
  bare = await startServer()
  s = await startServer({ config: { providers: started.settings } })
  user = await s.member()
})
afterAll(async () => {
  await Promise.all([bare.close(), s.close()])
  await stand.close()
})

describe('POST /api/v1/track-import', () => {
  it('imports a Spotify track, finding it on seven-digital, which comes first in the import preference', async () => {
    const res = await s.request('POST', `${P}/api/v1/track-import`, {
      token: user.token,
      body: { musicProvider: 'spotify', providerId: '4uLU6hMCjMI75M1A2tKUQC' }
    })
    expect(res.status).toBe(201)
    expect(res.body.importedFrom).toBe('sevenDigital')
    expect(res.body.song).toMatchObject({
      trackName: 'Night Owl',
      musicProviders: { spotify: '4uLU6hMCjMI75M1A2tKUQC', sevenDigital: '7001' }
    })
    const rows = await s.knex('songs').where({ isrc: 'GBAYE0601498' })
    expect(rows.map((r) => r.id)).toEqual([res.body.song.songId])
    const again = await s.request('POST', `${P}/api/v1/track-import`, {
      token: user.token,
      body: { musicProvider: 'sevenDigital', providerId: '7001' }
    })
    expect(again.body.song.songId).toBe(res.body.song.songId)
  })

  it('imports from Apple Music, with the ids of seven-digital and Spotify found by ISRC', async () => {
    const res = await s.request('POST', `${P}/api/v1/track-import`, {
      token: user.token,
      body: { musicProvider: 'apple', providerId: '1440857782' }
    })
    expect(res.status).toBe(201)
    expect(res.body.song.musicProviders).toEqual({
      apple: '1440857782',
      sevenDigital: '7002',
      spotify: '0VjIjW4GlUZAMYd2vXMi3b'
    })
  })

  it('imports an uploaded song the catalogue has', async () => {
    await s.knex('songs').insert({
      id: '5a0c7a43-0a43-4a4e-9d0e-8e0d0f1a2b3c',
      shortId: 'upl-imp',
      trackName: 'Demo Take',
      artistName: 'Home Band',
      duration: 120,
      musicProviders: JSON.stringify({ uploadService: 'upload-42' })
    })
    const res = await s.request('POST', `${P}/api/v1/track-import`, {
      token: user.token,
      body: { musicProvider: 'uploadService', providerId: 'upload-42' }
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ importedFrom: 'uploadService', song: { songShortId: 'upl-imp' } })
  })

  it('answers the seed’s two messages, verbatim, and writes nothing', async () => {
    const before = await songCount()
    for (const musicProvider of ['youtube', 'audius', 'napster', 'deezer']) {
      const res = await s.request('POST', `${P}/api/v1/track-import`, {
        token: user.token,
        body: { musicProvider, providerId: 'dQw4w9WgXcQ' }
      })
      expect([res.status, res.body.message]).toEqual([400, NO_PROVIDER])
    }
    for (const [musicProvider, providerId] of [
      ['spotify', '0000000000000000000000'],
      ['sevenDigital', '99999'],
      ['soundCloudPublic', '5'],
      ['uploadService', 'upload-404']
    ]) {
      const res = await s.request('POST', `${P}/api/v1/track-import`, {
        token: user.token,
        body: { musicProvider, providerId }
      })
      expect([res.status, res.body.message]).toEqual([404, NOT_IN_CATALOG])
    }
    expect(await songCount()).toBe(before)
  })

  it('validates the body, needs a user, and names unconfigured providers', async () => {
    const bad = await s.request('POST', `${P}/api/v1/track-import`, {
      token: user.token,
      body: { musicProvider: 'vinyl', providerId: '1' }
    })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('musicProvider')
    const missing = await s.request('POST', `${P}/api/v1/track-import`, {
      token: user.token,
      body: { musicProvider: 'spotify' }
    })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toContain('providerId')
    const anonymous = await s.request('POST', `${P}/api/v1/track-import`, {
      body: { musicProvider: 'spotify', providerId: '4uLU6hMCjMI75M1A2tKUQC' }
    })
    expect(anonymous.status).toBe(401)
    const unconfigured = await bare.request('POST', `${P}/api/v1/track-import`, {
      token: (await bare.member()).token,
      body: { musicProvider: 'sevenDigital', providerId: '7001' }
    })
    // A listener reads plain words; the settings are for staff (and the log).
    expect([unconfigured.status, unconfigured.body.message, unconfigured.body.data]).toEqual([
      503,
      "seven-digital isn't set up on this server yet",
      { provider: 'sevenDigital', reason: 'notConfigured' }
    ])
    const staff = await bare.request('POST', `${P}/api/v1/track-import`, {
      token: (await bare.member(['moderator'])).token,
      body: { musicProvider: 'sevenDigital', providerId: '7001' }
    })
    expect([staff.status, staff.body.message, staff.body.data]).toEqual([
      503,
      'seven-digital is not configured: set SEVEN_DIGITAL_CONSUMER_KEY and SEVEN_DIGITAL_CONSUMER_SECRET',
      {
        provider: 'sevenDigital',
        reason: 'notConfigured',
        missing: ['SEVEN_DIGITAL_CONSUMER_KEY', 'SEVEN_DIGITAL_CONSUMER_SECRET']
      }
    ])
  })
})

describe('POST /crate/import', () => {
  it('creates the crate IN_PROGRESS at once, then fills it in the playlist’s order and marks it COMPLETE', async () => {
    const res = await s.request('POST', `${P}/crate/import`, {
      token: user.token,
      body: { musicProvider: 'spotify', playlistId: '37i9dQZF1DXcBWIGoYBM5M' }
    })
    expect(res.status).toBe(202)
    expect(res.body).toMatchObject({
      crateName: 'New Playlist #1',
      userUuid: user.id,
      importStatus: 'IN_PROGRESS',
      importSource: { musicProvider: 'spotify', playlistId: '37i9dQZF1DXcBWIGoYBM5M', country: 'us' }
    })
    const row = await s.knex('crates').where({ id: res.body.crateUuid }).first()
    expect(row.importStatus).toBe('IN_PROGRESS')
    await settle()
    const done = await s.knex('crates').where({ id: res.body.crateUuid }).first()
    expect(done).toMatchObject({ importStatus: 'COMPLETE', songCount: 3, userId: user.id })
    // What the client polls: the crate itself.
    const polled = await s.request('GET', `${P}/crate/${res.body.crateUuid}`, { token: user.token })
    expect(polled.body).toMatchObject({ importStatus: 'COMPLETE', crateSongsNumber: 3, crateName: 'New Playlist #1' })
    const entries = await s
      .knex('crate_songs')
      .join('songs', 'songs.id', 'crate_songs.songId')
      .where({ crateId: res.body.crateUuid })
      .orderBy('rank')
      .select('trackName', 'status')
    expect(entries).toEqual([
      { trackName: 'Night Owl', status: 'SUCCESS' },
      { trackName: 'Harbour Lights', status: 'SUCCESS' },
      { trackName: 'Long Way Home', status: 'SUCCESS' }
    ])
    // The songs the catalogue had already are the ones the crate points at.
    const night = await s.knex('songs').where({ isrc: 'GBAYE0601498' })
    expect(night).toHaveLength(1)
  })

  it('drops duplicates by the song-equality rules and names crates with the lowest unused number', async () => {
    const named = await s.request('POST', `${P}/crate/import`, {
      token: user.token,
      body: { musicProvider: 'apple', playlistId: 'pl.u-stand-in', crateName: '  Road trip ', country: 'GB' }
    })
    expect(named.body.crateName).toBe('Road trip')
    const unnamed = await s.request('POST', `${P}/crate/import`, {
      token: user.token,
      body: { musicProvider: 'apple', playlistId: 'pl.u-stand-in' }
    })
    expect(unnamed.body.crateName).toBe('New Playlist #2')
    await settle()
    const crate = await s.knex('crates').where({ id: named.body.crateUuid }).first()
    expect(crate).toMatchObject({ importStatus: 'COMPLETE', songCount: 2 })
    expect(crate.importSource).toMatchObject({ skipped: 1, country: 'gb' })
    expect(stand.calls.some((c) => c.startsWith('GET /apple/v1/catalog/gb/playlists/pl.u-stand-in/tracks'))).toBe(true)
  })

  it('marks the crate FAILED with the reason when the playlist cannot be read', async () => {
    const res = await s.request('POST', `${P}/crate/import`, {
      token: user.token,
      body: { musicProvider: 'spotify', playlistId: 'nope' }
    })
    expect(res.status).toBe(202)
    await settle()
    const crate = await s.knex('crates').where({ id: res.body.crateUuid }).first()
    expect(crate.importStatus).toBe('FAILED')
    expect(crate.importSource.error).toBe('Spotify has no playlist nope')
    expect(await s.knex('crate_songs').where({ crateId: res.body.crateUuid })).toEqual([])
    stand.refuse('spotify', 500)
    try {
      const refused = await s.request('POST', `${P}/crate/import`, {
        token: user.token,
        body: { musicProvider: 'spotify', playlistId: '37i9dQZF1DXcBWIGoYBM5M' }
      })
      await settle()
      const failed = await s.knex('crates').where({ id: refused.body.crateUuid }).first()
      expect(failed.importStatus).toBe('FAILED')
      expect(failed.importSource.error).toContain('Spotify refused to list the playlist (500')
    } finally {
      stand.refuse('spotify', 0)
    }
  })

  it('validates the body and names unconfigured providers, creating no crate', async () => {
    const before = await crateCount()
    for (const body of [
      { musicProvider: 'spotify' },
      { musicProvider: 'youtube', playlistId: 'x' },
      { musicProvider: 'spotify', playlistId: 'a/b' },
      { musicProvider: 'spotify', playlistId: 'x', crateName: 'bad\u0000name' }
    ]) {
      const res = await s.request('POST', `${P}/crate/import`, { token: user.token, body })
      expect(res.status).toBe(400)
    }
    expect(await crateCount()).toBe(before)
    const unconfigured = await bare.request('POST', `${P}/crate/import`, {
      token: (await bare.member()).token,
      body: { musicProvider: 'spotify', playlistId: 'x' }
    })
    expect([unconfigured.status, unconfigured.body.message, unconfigured.body.data]).toEqual([
      503,
      "Spotify isn't set up on this server yet",
      { provider: 'spotify', reason: 'notConfigured' }
    ])
    expect(Number((await bare.knex('crates').count('* as n'))[0].n)).toBe(0)
  })
})

describe('GET /crate/imports', () => {
  it('lists imported crates with their owners’ nicknames, filtered by status, for admins', async () => {
    const owner = await s.member(['user'], 'importer')
    const nickname = (await s.knex('users').where({ id: owner.id }).first()).nickname
    const admin = await s.member(['admin'])
    const release = stand.stall('spotify')
    const started = await s.request('POST', `${P}/crate/import`, {
      token: owner.token,
      body: { musicProvider: 'spotify', playlistId: '37i9dQZF1DXcBWIGoYBM5M', crateName: 'Watched' }
    })
    const running = await s.request('GET', `${P}/crate/imports?importStatus=IN_PROGRESS`, { token: admin.token })
    const polled = await s.request('GET', `${P}/crate/${started.body.crateUuid}`, { token: owner.token })
    release()
    expect(polled.body).toMatchObject({ importStatus: 'IN_PROGRESS', crateSongsNumber: 0 })
    expect(running.status).toBe(200)
    expect(running.body.data).toContainEqual(
      expect.objectContaining({
        id: started.body.crateUuid,
        crateName: 'Watched',
        ownerNickname: nickname,
        importStatus: 'IN_PROGRESS',
        crateSongsNumber: 0
      })
    )
    await settle()
    const all = await s.request('GET', `${P}/crate/imports?limit=2&offset=0`, { token: admin.token })
    const imported = Number((await s.knex('crates').whereNotNull('importStatus').count('* as n'))[0].n)
    expect(imported).toBeGreaterThan(2)
    expect(all.body).toMatchObject({ limit: 2, offset: 0, total: imported })
    expect(all.body.data).toHaveLength(2)
    expect(all.body.data[0]).toMatchObject({
      id: started.body.crateUuid,
      importStatus: 'COMPLETE',
      crateSongsNumber: 3
    })
    const failed = await s.request('GET', `${P}/crate/imports?importStatus=FAILED`, { token: admin.token })
    expect(failed.body.data.map((c: { importStatus: string }) => c.importStatus)).toEqual(['FAILED', 'FAILED'])
    expect((await s.request('GET', `${P}/crate/imports`, { token: owner.token })).status).toBe(403)
    expect((await s.request('GET', `${P}/crate/imports?importStatus=DONE`, { token: admin.token })).status).toBe(400)
  })
})

describe('crate import events', () => {
  it("announces the new crate and its completion on the owner's channel", async () => {
    const owner = await s.member()
    const client = createSocketClient({
      url: s.url,
      io: { transports: ['websocket'], forceNew: true, reconnection: false }
    })
    try {
      await client.authenticate(owner.token)
      type CrateEvent = { crateUuid: string; importStatus: string; crateSongsNumber: number }
      const events: { event: string; data: CrateEvent }[] = []
      for (const event of ['created', 'patched'])
        client.socket.on(`api/playlist-service/crate-records ${event}`, (data: CrateEvent) => {
          events.push({ event, data })
        })
      const res = await s.request('POST', `${P}/crate/import`, {
        token: owner.token,
        body: { musicProvider: 'spotify', playlistId: '37i9dQZF1DXcBWIGoYBM5M' }
      })
      await settle()
      const seen = await eventually(
        async () => events.filter((e) => e.data.crateUuid === res.body.crateUuid),
        (mine) => mine.length >= 2
      )
      expect(seen.map((e) => [e.event, e.data.importStatus, e.data.crateSongsNumber])).toEqual([
        ['created', 'IN_PROGRESS', 0],
        ['patched', 'COMPLETE', 3]
      ])
    } finally {
      client.socket.close()
    }
  })
})

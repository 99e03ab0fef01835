import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuthResult, SongData } from '@spinroom/schemas'
import type { Application } from '../../src/declarations.ts'
import { demoAccounts } from '../../src/demo/seed.ts'
import { demoTunes } from '../../src/demo/songs.ts'
import { demoDjRoom, demoDjs } from '../../src/demo/djs/roster.ts'
import { seedDemoDjs } from '../../src/demo/djs/seed.ts'
import { createUser } from '../../src/services/accounts/users/entity.ts'
import { dropUser } from '../../src/services/rooms/live/presence.ts'
import { mutateRoom } from '../../src/services/rooms/live/store.ts'
import { testDatabase } from '../helpers/database.ts'
import { startProcess } from '../helpers/server.ts'
import { sleep } from '../helpers/wait.ts'
import { closeClients, LiveClient } from '../rooms/live-client.ts'

/** A song this long keeps the rotation quick (the demo songs last a minute). */
const SONG_SECONDS = 1.5
const titles = demoTunes.map((tune) => tune.title)
const admin = demoAccounts.find((account) => account.roles.includes('admin'))!
/**
 * The demo tunes as catalogue songs, short; the whole demo (synthesised and uploaded songs) is seeded in
 * api/test/playlists/crates-demo.test.ts.
 */
const demoSongs: SongData[] = demoTunes.map((tune, i) => ({
  trackName: tune.title,
  artistName: tune.artist,
  duration: SONG_SECONDS,
  musicProviders: { youtube: `demo-tune-${i}` }
}))
const nicknames = demoDjs.map((dj) => dj.nickname)

let knex: Knex
let drop: () => Promise<void>
let roomUuid: string
let botIds: string[]

/** The API as `npm start` runs it over the demo database: demo data on or off (DEMO_DATA). */
const start = (demoData: boolean) => startProcess(knex, { demoData, liveGraceMs: 300, liveProcessTimeoutMs: 600 })

const stop = async (app: Application) => {
  closeClients()
  await app.teardown()
}

const signIn = async (url: string, email: string, password: string): Promise<AuthResult> =>
  (
    await fetch(`${url}/api/user-service/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password })
    })
  ).json() as Promise<AuthResult>

/** A guest listening in the demo room. */
async function listen(url: string): Promise<LiveClient> {
  const listener = await LiveClient.signIn(url, 'guest')
  await listener.join(roomUuid)
  return listener
}

const playingDemoSong = (listener: LiveClient) =>
  listener.until(
    (state) =>
      state.djs.length === 2 &&
      state.djs.every((dj) => botIds.includes(dj.uuid)) &&
      !!state.nowPlaying &&
      titles.includes(state.nowPlaying.song.trackName),
    15_000
  )

beforeAll(async () => {
  ;({ knex, drop } = await testDatabase())
  const { app } = await start(false)
  await seedDemoDjs(app, await createUser(app, admin), demoSongs)
  await app.teardown()
  roomUuid = (await knex('rooms').where('slug', demoDjRoom.slug).first('uuid')).uuid
  botIds = await knex('users').whereIn('nickname', nicknames).pluck('id')
})
afterAll(() => drop())

describe('demo DJs', () => {
  it('are two seeded bots with pictures and every demo song queued, in a promoted public room', async () => {
    const bots = await knex('users')
      .join('bots', 'bots.userUuid', 'users.id')
      .join('user_images as i', 'i.userUuid', 'users.id')
      .where('i.kind', 'profilePicture')
      .whereIn('users.nickname', nicknames)
      .select('users.nickname', 'users.roles', 'users.firstName')
    expect(bots.map((bot) => [bot.nickname, bot.roles]).sort()).toEqual(
      nicknames.map((nickname) => [nickname, ['bot']]).sort()
    )
    const queues = await Promise.all(
      botIds.map((id) =>
        knex('crate_songs as cs')
          .join('crates as c', 'c.id', 'cs.crateId')
          .join('songs as s', 's.id', 'cs.songId')
          .where({ 'c.userId': id, 'c.special': 'queue' })
          .orderBy('cs.rank')
          .pluck('s.trackName')
      )
    )
    for (const queue of queues) expect([...queue].sort()).toEqual([...titles].sort())
    expect(queues[0]).not.toEqual(queues[1])
    expect(await knex('rooms').where('uuid', roomUuid).first()).toMatchObject({
      type: 'PUBLIC',
      promoted: true,
      isLive: true,
      name: demoDjRoom.name
    })
  })

  it('play the demo songs in rotation as soon as the API listens, come back after a room reset, a kick and a restart', async () => {
    let { app, url } = await start(true)
    try {
      const listener = await listen(url)
      const first = await playingDemoSong(listener)
      const firstDj = first.djs[0].uuid
      const firstSong = first.nowPlaying!.song.crateSongUuid
      const next = await listener.until(
        (state) => !!state.nowPlaying && state.nowPlaying.song.crateSongUuid !== firstSong,
        10_000
      )
      expect(next.djs[0].uuid).not.toBe(firstDj)
      expect(titles).toContain(next.nowPlaying!.song.trackName)

      // The room is reset on the server (its users dropped, `roomReset` sent): the bots rejoin and take seats again.
      const roomId: number = (await knex('rooms').where('uuid', roomUuid).first('id')).id
      await mutateRoom(app, roomId, async (m) => {
        for (const uuid of botIds) await dropUser(m, uuid)
        m.stateless('roomReset', {})
      })
      await listener.until((state) => state.djs.length === 0)
      await playingDemoSong(listener)

      // A moderator kicks one of them for a moment: it leaves the stage, then takes a seat again.
      const moderator = await LiveClient.signIn(url, await signIn(url, admin.email, admin.password))
      await moderator.join(roomUuid)
      const kicked = botIds[0]
      await moderator.call('kickUserFromRoom', {
        userUuid: kicked,
        expirationTime: new Date(Date.now() + 1000).toISOString()
      })
      await listener.until((state) => !state.djs.some((dj) => dj.uuid === kicked))
      await listener.until((state) => state.djs.some((dj) => dj.uuid === kicked), 10_000)

      // The API restarts: the bots start again with it.
      await stop(app)
      ;({ app, url } = await start(true))
      await playingDemoSong(await listen(url))
    } finally {
      await stop(app)
    }
  })

  it('stay away with DEMO_DATA=false', async () => {
    const { app, url } = await start(false)
    try {
      const listener = await listen(url)
      // The last run's bots were cut off with it: they leave once its process counts as gone and their grace ends.
      await listener.until((state) => state.djs.length === 0 && !state.nowPlaying, 10_000)
      await sleep(1500)
      expect(listener.state!.djs).toEqual([])
      expect(listener.state!.allUsers.map((user) => user.uuid)).toEqual([listener.uuid])
    } finally {
      await stop(app)
    }
  })
})

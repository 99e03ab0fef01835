import { describe, expect, it } from 'vitest'
import type { TestServer } from '../helpers/server.ts'
import { eventually } from '../helpers/wait.ts'
import { LiveClient, createRoom, song, withLiveServer } from './live-client.ts'

const P = '/api/playlist-service'
let s: TestServer

withLiveServer((server) => (s = server), { liveGraceMs: 20_000 })

const member = async (nickname: string) => {
  const auth = await s.signIn(['user'], nickname)
  return { client: await LiveClient.signIn(s.url, auth), token: auth.accessToken }
}

/** Puts songs of `seconds` each in the user's queue through the API; answers the entries. */
async function queueSongs(token: string, names: string[], seconds = 1) {
  const res = await s.request('POST', `${P}/crate/special/queue/songs`, {
    token,
    body: { songs: names.map((trackName) => ({ trackName, artistName: 'Queue Band', duration: seconds })) }
  })
  expect(res.status).toBe(200)
  return res.body.added as { crateSongUuid: string; trackName: string }[]
}

const queueOrder = async (token: string) =>
  (await s.request('GET', `${P}/crate/special/queue/songs`, { token })).body.data.map((e: any) => e.trackName)

const playedNames = (roomId: number) =>
  s
    .knex('room_plays')
    .where({ roomId })
    .orderBy('id')
    .then((rows) => rows.map((r) => r.song.trackName))

describe('the live room plays a DJ’s queue', { timeout: 60_000 }, () => {
  it('takes the head of the queue when the client names no next song, and keeps on after the DJ drops', async () => {
    const room = await createRoom(s.knex)
    const dj = await member('queuedj')
    const listener = await member('queuefan')
    const entries = [...(await queueSongs(dj.token, ['q-one'])), ...(await queueSongs(dj.token, ['q-two'], 3))]
    await dj.client.join(room.uuid)
    await listener.client.join(room.uuid)
    await dj.client.call('addDj', {})
    const first = await listener.client.until((st) => st.nowPlaying !== null)
    expect(first.nowPlaying!.song).toMatchObject({ trackName: 'q-one', crateSongUuid: entries[0].crateSongUuid })
    expect(first.djs.map((d) => d.uuid)).toEqual([dj.client.uuid])

    // The DJ's client drops: within the grace period the server plays on from the queue.
    dj.client.socket.close()
    await listener.client.until((st) => st.nowPlaying?.song.trackName === 'q-two')
    // A played song goes to the end of the queue, in the change that starts the next one.
    expect(await queueOrder(dj.token)).toEqual(['q-two', 'q-one'])
    await listener.client.until((st) => st.nowPlaying?.song.trackName === 'q-one', 8000)
    const plays = await eventually(
      () => playedNames(room.id),
      (p) => p.length >= 2
    )
    expect(plays.slice(0, 2)).toEqual(['q-one', 'q-two'])
    expect((await queueOrder(dj.token)).sort()).toEqual(['q-one', 'q-two'])
    expect(listener.client.state!.djs.map((d) => d.uuid)).toEqual([dj.client.uuid])
    expect(listener.client.problems).toEqual([])
  })

  it("puts the catalogue's explicit flag on stage, for a queue's head and for a song the client named", async () => {
    const room = await createRoom(s.knex)
    const dj = await member('rudedj')
    const listener = await member('rudefan')
    await queueSongs(dj.token, ['rude-head'])
    const rude = await s.knex('songs').where({ trackName: 'rude-head' }).first('id')
    await s.knex('songs').where({ id: rude.id }).update({ explicit: true })
    await dj.client.join(room.uuid)
    await listener.client.join(room.uuid)
    await dj.client.call('addDj', {})
    const head = await listener.client.until((st) => st.nowPlaying?.song.trackName === 'rude-head')
    expect(head.nowPlaying!.song.explicit).toBe(true)

    // The client says the song is clean; the catalogue, which knows it, says otherwise.
    await dj.client.call('updateNextSong', { song: { ...song('rude-named', 1), songId: rude.id, explicit: false } })
    const named = await listener.client.until((st) => st.nowPlaying?.song.trackName === 'rude-named', 8000)
    expect(named.nowPlaying!.song.explicit).toBe(true)
  })

  it('plays the song the client named first, then the queue; a DJ with neither waits seated', async () => {
    const room = await createRoom(s.knex)
    const dj = await member('namedj')
    const listener = await member('namefan')
    await dj.client.join(room.uuid)
    await listener.client.join(room.uuid)
    await dj.client.call('addDj', {})
    await new Promise((r) => setTimeout(r, 300))
    expect(listener.client.state).toMatchObject({ nowPlaying: null })
    expect(listener.client.state!.djs.map((d) => d.uuid)).toEqual([dj.client.uuid])

    await queueSongs(dj.token, ['from-queue'])
    await dj.client.call('updateNextSong', { song: song('named', 1) })
    await listener.client.until((st) => st.nowPlaying?.song.trackName === 'named')
    await listener.client.until((st) => st.nowPlaying?.song.trackName === 'from-queue')
    expect(await queueOrder(dj.token)).toEqual(['from-queue'])
    expect(listener.client.problems).toEqual([])
  })
})

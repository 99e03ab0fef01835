import { randomUUID } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSocketClient, type SocketClient } from '@spinroom/client'
import { InsufficientStorage } from '../../src/errors.ts'
import { localStorage } from '../../src/lib/storage/local.ts'
import { needing } from '../helpers/needs.ts'
import { startServer, type TestServer } from '../helpers/server.ts'
import { mountSmallDisk, smallDiskMissing, type SmallDisk } from '../helpers/small-disk.ts'
import { createRoom } from '../rooms/live-client.ts'
import { U, songRow, tune, upload, uploader } from '../songs/helpers.ts'

const skipped = needing(smallDiskMissing())
const FULL = 'The media disk is full: uploads are refused until space is freed'
const MB = 1024 * 1024

let disk: SmallDisk
let s: TestServer
let client: SocketClient | undefined

beforeAll(async () => {
  if (skipped.skip) return
  disk = mountSmallDisk(16)
  s = await startServer({
    config: {
      mediaDir: join(disk.dir, 'media'),
      mediaMinFreeMb: 2,
      providers: { TRANSCODE_DISK_RETRY_SECONDS: '1' }
    }
  })
}, 180_000)

afterAll(async () => {
  if (skipped.skip) return
  client?.close()
  await s.close()
  disk.unmount()
})

/** The files under the media folder, the filler aside. */
const mediaFiles = async () =>
  (await readdir(join(disk.dir, 'media'), { recursive: true }).catch(() => [] as string[])).filter(
    (name) => !name.endsWith('/') && /\.|original|hls/.test(name)
  )

describe('the media disk fills up', { timeout: 120_000, ...skipped }, () => {
  it('refuses uploads at once with 507 and keeps nothing, while rooms, chat and the database carry on', async () => {
    const dj = await uploader(s, 'full-disk')
    const song = await tune(3, { title: 'Too Late', artist: 'The Full Disk' })
    const before = await mediaFiles()
    await disk.fill(1 * MB)

    const refused = await upload(s, dj.token, song, 'late.mp3')
    expect(refused.status).toBe(507)
    expect(refused.body).toMatchObject({ code: 507, className: 'insufficient-storage', message: FULL })
    expect(await s.knex('uploaded_songs').where('userId', dj.id)).toEqual([])
    expect(await mediaFiles()).toEqual(before)
    // The metrics show it beside the reserve, for the SpinroomMediaDiskLow alert.
    const metrics = (await s.request('GET', '/metrics')).body as string
    const gauge = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(metrics)?.[1])
    expect(gauge('spinroom_media_free_bytes')).toBeLessThan(2 * MB)
    expect(gauge('spinroom_media_reserve_bytes')).toBe(2 * MB)

    // Refused before the body is read: a file that is no audio gets the same answer, not a 400 about its content.
    await disk.empty()
    const big = Buffer.alloc(Math.floor((await disk.free()) - 1 * MB), 7)
    const tooBig = await upload(s, dj.token, big, 'huge.mp3')
    expect(tooBig.status).toBe(507)
    expect(tooBig.body.message).toBe(FULL)
    await disk.fill(1 * MB)

    // The room plays on and the database takes writes.
    const room = await createRoom(s.knex)
    client = createSocketClient({ url: s.url, io: { transports: ['websocket'], forceNew: true } })
    await client.authenticate(dj.token)
    expect((await client.live.joinRoom({ roomUuid: room.uuid })).roomUuid).toBe(room.uuid)
    const chat = await client.live.sendChatMessage({ roomUuid: room.uuid, uuid: randomUUID(), message: 'still here' })
    expect(chat).toMatchObject({ message: 'still here' })
    const crate = await s.request('POST', '/api/playlist-service/crate', {
      token: dj.token,
      body: { crateName: 'written while full' }
    })
    expect(crate.status).toBe(201)

    // Space freed: the same upload is taken.
    await disk.empty()
    const taken = await upload(s, dj.token, song, 'late.mp3')
    expect(taken.status).toBe(201)
  })

  it('a transcode that finds the disk full waits, says why, and carries on by itself once space is freed', async () => {
    const dj = await uploader(s, 'waiting')
    const taken = await upload(s, dj.token, await tune(3, {}, 660), 'untagged.mp3')
    expect(taken.status).toBe(201)
    expect(taken.body.status).toBe('MISSING_METADATA')
    const id = taken.body.id

    await disk.fill(1 * MB)
    const tagged = await s.request('POST', `${U}/metadata`, {
      token: dj.token,
      body: { songId: id, trackName: 'Patient Song', artistName: 'The Waiters' }
    })
    expect(tagged.status).toBe(200)
    const waiting = await songRow(s, id, (row) => row.error === FULL)
    expect(waiting).toMatchObject({ status: 'VERIFICATION_POSTPONED', hlsPrefix: null })
    // Its original is kept while it waits.
    expect(await mediaFiles()).toContain(`songs/${id}/original`)

    await disk.empty()
    const done = await songRow(s, id, (row) => row.hlsPrefix !== null)
    expect(done).toMatchObject({ status: 'VERIFICATION_POSTPONED', transcodeProgress: 100, error: null })
  })

  it('a write that runs out of space midway is refused with 507 and leaves no partial file', async () => {
    const storage = localStorage(join(disk.dir, 'direct'))
    const error = await storage.put('songs/x/original', Buffer.alloc(20 * MB), 'audio/mpeg').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InsufficientStorage)
    expect((error as InsufficientStorage).message).toBe(FULL)
    expect(await readdir(join(disk.dir, 'direct'), { recursive: true })).toEqual(['songs', 'songs/x'])
  })
})

import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createApp } from '../../src/app.ts'
import type { Application } from '../../src/declarations.ts'
import { stopJobs } from '../../src/lib/jobs.ts'
import { startServer, type TestServer } from '../helpers/server.ts'
import { playable, songRow, tune, upload } from './helpers.ts'

let s: TestServer
let dataDir: string
let second: Application | undefined

beforeAll(async () => {
  // Both API processes share the media folder, as they would share a disk or a bucket.
  dataDir = await mkdtemp(join(tmpdir(), 'spinroom-recovery-'))
  s = await startServer({ config: { dataDir } })
}, 180_000)
afterAll(async () => {
  await second?.teardown()
  await s.close()
  await rm(dataDir, { recursive: true, force: true })
})

it('resumes a transcode whose worker stopped mid-job, and never verifies a song without its segments', async () => {
  const admin = await s.member(['user', 'admin'], 'admin')
  const long = await tune(120, { title: 'Long Drone', artist: 'Patience' }, 220)
  const res = await upload(s, admin.token, long, 'long.mp3')
  expect(res.status).toBe(201)
  const id = res.body.id

  // The worker dies while ffmpeg runs: its job is failed back to the queue and ffmpeg is killed.
  const midway = await songRow(s, id, (r) => r.transcodeProgress >= 5 || r.hlsPrefix !== null)
  expect(midway.hlsPrefix, 'the transcode ended before the test could stop it').toBeNull()
  await stopJobs(s.app)
  const stopped = await s.knex('uploaded_songs').where('id', id).first()
  expect(stopped).toMatchObject({ status: 'VERIFICATION_POSTPONED', hlsPrefix: null, songId: null })
  expect(stopped.transcodeProgress).toBeLessThan(100)
  const [job] = (
    await s.knex.raw(`select state from pgboss.job where name = 'song-transcode' and data->>'songId' = ?`, [id])
  ).rows
  expect(['retry', 'failed']).toContain(job.state)
  expect(job.state).toBe('retry')

  // Another API process starts on the same database: its worker takes the job up again and finishes it.
  second = await createApp(s.app.get('config'), s.knex)
  const server = await second.listen(0)
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const done = await songRow(s, id, (r) => r.status === 'VERIFIED', 120_000)
  expect(done.hlsPrefix).toBeTruthy()
  expect(done.transcodeProgress).toBe(100)
  await playable({ ...s, url }, id, admin.token)
}, 300_000)

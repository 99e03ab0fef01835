import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { DEMO_SONG_SECONDS, demoTunes, synthesise } from '../../src/demo/songs.ts'
import { probeAudio } from '../../src/services/songs/uploaded-songs/media.ts'

const work = await mkdtemp(join(tmpdir(), 'spinroom-demo-song-test-'))
afterAll(() => rm(work, { recursive: true, force: true }))

it('makes demo songs long enough to be songs: a minute at least', async () => {
  expect(DEMO_SONG_SECONDS).toBeGreaterThanOrEqual(60)
  const path = join(work, 'tune.mp3')
  await synthesise(demoTunes[0]!, path)
  const facts = await probeAudio(path)
  expect(facts?.duration).toBeGreaterThanOrEqual(DEMO_SONG_SECONDS)
  expect(facts?.duration).toBeLessThan(DEMO_SONG_SECONDS + 1)
})

import { execFile } from 'node:child_process'
import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg'
import { beforeAll, describe, expect, it } from 'vitest'
import { cleanTag, noTags, readTags } from './read-tags.ts'

const run = promisify(execFile)
let dir: string

/** A two-second tune made by ffmpeg with the arguments given (tags, a cover picture). */
async function tune(name: string, args: string[]): Promise<Blob> {
  const out = join(dir, name)
  await run(ffmpegInstaller.path, ['-v', 'error', '-f', 'lavfi', '-i', 'sine=duration=2', ...args, '-b:a', '64k', out])
  return new Blob([new Uint8Array(await readFile(out))])
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'spinroom-tags-'))
  await run(ffmpegInstaller.path, [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'color=c=red:s=32x32',
    '-frames:v',
    '1',
    join(dir, 'cover.png')
  ])
}, 60_000)

describe('readTags', () => {
  it('reads the title, artist, album and the embedded picture', async () => {
    const file = await tune('tagged.mp3', [
      ...['-i', join(dir, 'cover.png'), '-map', '0:a', '-map', '1:v', '-c:v', 'png'],
      ...['-disposition:v', 'attached_pic', '-id3v2_version', '3'],
      ...['-metadata', 'title=Cover Song', '-metadata', 'artist=The Painters', '-metadata', 'album=Colours']
    ])
    const tags = await readTags(file)
    expect(tags).toMatchObject({ title: 'Cover Song', artist: 'The Painters', album: 'Colours' })
    expect(tags.artwork).toMatch(/^blob:/)
    const picture = await fetch(tags.artwork!).then((response) => response.blob())
    expect(picture.type).toBe('image/png')
    // The same bytes go with the upload.
    expect(tags.picture?.type).toBe('image/png')
    expect(tags.picture?.size).toBe(picture.size)
    URL.revokeObjectURL(tags.artwork!)
  })

  it('gives empty tags for an untagged file and for bytes that are not audio', async () => {
    expect(await readTags(await tune('untagged.mp3', []))).toEqual(noTags)
    expect(await readTags(new Blob(['just some text']))).toEqual(noTags)
  })
})

describe('cleanTag', () => {
  it('drops NUL characters, trims and keeps at most 300 characters', () => {
    expect(cleanTag(' Morning\0 Sine ')).toBe('Morning Sine')
    expect(cleanTag(undefined)).toBe('')
    expect(cleanTag('x'.repeat(400))).toHaveLength(300)
  })
})

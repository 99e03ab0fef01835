// The disk for media fills up: uploads are refused with 507 and the disk's message, the database and the playing
// rooms carry on; once the file is deleted, uploads work again.
import { execFileSync } from 'node:child_process'
import { rmSync, statfsSync } from 'node:fs'
import { join } from 'node:path'
import type { Evening, Fault, FaultReport } from '../evening.ts'
import { MEDIA_RESERVE_MB } from '../media-disk.ts'
import { tune, upload } from '../traffic.ts'
import { byKind, probed, sleep, until } from './watch.ts'

const MESSAGE = 'The media disk is full: uploads are refused until space is freed'

export const mediaDiskFull = (mediaDir: string | null, skipped: string | null, fullSeconds: number): Fault => ({
  name: 'the media disk fills up',
  async run(evening: Evening): Promise<FaultReport> {
    const from = Date.now()
    if (!mediaDir) return { name: this.name, from, to: from, saw: [], checks: [], skipped: skipped ?? 'no media disk' }
    const filler = join(mediaDir, 'filler')
    const song = await tune(20)
    try {
      const { bavail, bsize } = statfsSync(mediaDir)
      const fill = bavail * bsize - (MEDIA_RESERVE_MB / 2) * 1024 ** 2
      execFileSync('fallocate', ['-l', String(fill), filler])
      const answers = []
      const fullUntil = Date.now() + fullSeconds * 1000
      while (Date.now() < fullUntil) {
        answers.push(await upload(evening.world.url, evening.admin, song, 'while-full.mp3'))
        await sleep(2000)
      }
      const votes = evening.stage.timings.vote.filter((t) => t.at >= from)
      const rest = probed(evening, from, Date.now())
      const restOk = evening.probes.rest.api.filter((s) => s.at >= from).every((s) => s.status === 200)
      rmSync(filler)
      const works = await until(
        async () => (await upload(evening.world.url, evening.admin, song, 'after-full.mp3')).status === 201,
        30_000
      )
      const wrong = answers.filter((a) => a.status !== 507 || (a.body as { message?: string })?.message !== MESSAGE)
      return {
        name: this.name,
        from,
        to: Date.now(),
        saw: [
          `uploads while full: ${byKind(answers)}`,
          `REST probe meanwhile: ${rest.statuses}; ${votes.length} votes timed to their rooms`,
          works === null
            ? 'uploads still refused 30 s after freeing'
            : `uploads work ${(works / 1000).toFixed(1)} s after freeing`
        ],
        checks: [
          { what: `uploads refused with 507 '${MESSAGE}'`, ok: answers.length > 0 && wrong.length === 0 },
          { what: 'REST answered 200 throughout', ok: restOk },
          { what: 'votes reached their rooms meanwhile', ok: votes.length > 0 },
          { what: 'uploads work again once space is freed', ok: works !== null }
        ]
      }
    } finally {
      rmSync(filler, { force: true })
    }
  }
})

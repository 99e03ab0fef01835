import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { rm, statfs, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A disk of its own, small enough to fill: a tmpfs mounted on a temporary folder (root on Linux only). */
export interface SmallDisk {
  dir: string
  /** Bytes free on it now. */
  free(): Promise<number>
  /** Writes one file that leaves about `leaveBytes` free. */
  fill(leaveBytes: number): Promise<void>
  /** Removes that file. */
  empty(): Promise<void>
  unmount(): void
}

const mount = (dir: string, megabytes: number) =>
  spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', dir], { encoding: 'utf8' })

/** Why a small disk cannot be made here (undefined when it can), found by mounting one and unmounting it. */
export function smallDiskMissing(): string | undefined {
  if (process.platform !== 'linux') return 'needs Linux, to mount a small tmpfs'
  const dir = mkdtempSync(join(tmpdir(), 'spinroom-disk-check-'))
  try {
    const mounted = mount(dir, 1)
    if (mounted.status !== 0) return `needs root, to mount a small tmpfs (mount: ${mounted.stderr.trim()})`
    spawnSync('umount', [dir])
    return undefined
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export function mountSmallDisk(megabytes: number): SmallDisk {
  const dir = mkdtempSync(join(tmpdir(), 'spinroom-small-disk-'))
  const mounted = mount(dir, megabytes)
  if (mounted.status !== 0) throw new Error(`mount tmpfs on ${dir}: ${mounted.stderr}`)
  const filler = join(dir, 'filler')
  const free = async () => {
    const { bavail, bsize } = await statfs(dir)
    return bavail * bsize
  }
  return {
    dir,
    free,
    async fill(leaveBytes) {
      await writeFile(filler, Buffer.alloc(Math.max(0, (await free()) - leaveBytes)))
    },
    empty: () => rm(filler, { force: true }),
    unmount() {
      spawnSync('umount', ['-l', dir])
      rmSync(dir, { recursive: true, force: true })
    }
  }
}

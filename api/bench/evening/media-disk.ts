// The media disk of the disk-full fault: a 256 MB tmpfs mounted for MEDIA_DIR (root only), on a build of the API that
// has MEDIA_DIR and MEDIA_MIN_FREE_MB; otherwise the reason the fault is skipped.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { root } from '../../../scripts/topology.ts'

export const MEDIA_DISK_MB = 256
export const MEDIA_RESERVE_MB = 64

export type MediaDisk = { dir: string; unmount(): void } | { skipped: string }

export function mountMediaDisk(under: string): MediaDisk {
  const settings = readFileSync(join(root, 'docs', 'self-hosting', 'configuration.md'), 'utf8')
  if (!settings.includes('`MEDIA_MIN_FREE_MB`')) return { skipped: 'this API has no MEDIA_DIR / MEDIA_MIN_FREE_MB yet' }
  if (process.getuid?.() !== 0) return { skipped: 'mounting a tmpfs for MEDIA_DIR needs root' }
  const dir = mkdtempSync(join(under, 'spinroom-media-disk-'))
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${MEDIA_DISK_MB}m`, 'tmpfs', dir], { stdio: 'pipe' })
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    return { skipped: `mount -t tmpfs failed: ${String((error as { stderr?: Buffer }).stderr ?? error).trim()}` }
  }
  const unmount = () => {
    execFileSync('umount', ['-l', dir], { stdio: 'pipe' })
    rmSync(dir, { recursive: true, force: true })
  }
  return { dir, unmount }
}

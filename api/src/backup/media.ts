import { readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'

/** A file the local storage is still writing (it renames it when done): never part of a backup. */
const isPartial = (path: string) => path.endsWith('.partial')

/** The files under a folder (none when it is missing): their bytes and paths, leaving out files still being written. */
export async function filesUnder(dir: string): Promise<{ files: number; bytes: number; paths: string[] }> {
  let entries: string[]
  try {
    entries = await readdir(dir, { recursive: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { files: 0, bytes: 0, paths: [] }
    throw error
  }
  const paths: string[] = []
  let bytes = 0
  for (const entry of entries) {
    if (isPartial(entry)) continue
    const info = await stat(join(dir, entry))
    if (!info.isFile()) continue
    paths.push(entry)
    bytes += info.size
  }
  return { files: paths.length, bytes, paths }
}

/** Bytes as people read them: `512 B`, `3.4 MB`. */
export function size(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB']
  let value = bytes
  let unit = 0
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000
    unit++
  }
  return `${unit ? value.toFixed(1) : value} ${units[unit]}`
}

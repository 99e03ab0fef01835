// The files below a folder that `keep` accepts (by name), for the lint scripts; a missing folder holds none.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const SKIPPED = new Set(['node_modules', 'dist'])

export function filesUnder(dir, keep) {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (SKIPPED.has(name)) return []
    if (statSync(path).isDirectory()) return filesUnder(path, keep)
    return keep(name) ? [path] : []
  })
}

import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The nearest folder at or above `dir` whose package.json declares the workspaces. */
function workspaceRoot(dir: string): string {
  const manifest = join(dir, 'package.json')
  if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) return dir
  const parent = dirname(dir)
  if (parent === dir) throw new Error('the repository root (a package.json with workspaces) is not above the API')
  return workspaceRoot(parent)
}

/** The repository's root, the same from the API's sources and from its bundle (api/dist). */
export const repoRoot = workspaceRoot(dirname(fileURLToPath(import.meta.url)))

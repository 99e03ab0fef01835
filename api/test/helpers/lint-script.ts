// Runs one of `npm run lint`'s scripts (scripts/<name>.mjs) on a small tree of files written for the test, and
// removes the trees when the file's tests are done.
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll } from 'vitest'

export interface LintRun {
  code: number
  output: string
}

/** A function that writes `files` (path → text) into a new tree, runs the script on it, gives its exit and output. */
export function lintScriptOnTrees(name: string, folders: string[] = []) {
  const script = join(import.meta.dirname, '..', '..', '..', 'scripts', `${name}.mjs`)
  const made: string[] = []
  afterAll(() => Promise.all(made.map((tree) => rm(tree, { recursive: true, force: true }))))
  return async (files: Record<string, string>): Promise<LintRun> => {
    const root = await mkdtemp(join(tmpdir(), `spinroom-${name}-`))
    made.push(root)
    for (const folder of folders) await mkdir(join(root, folder), { recursive: true })
    for (const [path, text] of Object.entries(files)) {
      await mkdir(join(root, path, '..'), { recursive: true })
      await writeFile(join(root, path), text)
    }
    return promisify(execFile)(process.execPath, [script, root]).then(
      ({ stdout }) => ({ code: 0, output: stdout }),
      (error: { code: number; stderr: string }) => ({ code: error.code, output: error.stderr })
    )
  }
}

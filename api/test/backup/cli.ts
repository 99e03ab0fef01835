import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { repoRoot } from '../../src/lib/repo-root.ts'

/** Runs `npm run backup` / `npm run restore` as an operator would (the same entry), with this environment. */
export function runCommand(
  command: 'backup' | 'restore',
  args: string[],
  env: { DATA_DIR: string; DATABASE_URL?: string; MEDIA_DIR?: string }
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(repoRoot, 'api/src/backup/cli.ts'), command, ...args],
      { cwd: repoRoot, env: { ...process.env, DATABASE_URL: '', S3_BUCKET: '', JWT_PRIVATE_KEY: '', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr })
    )
  })
}

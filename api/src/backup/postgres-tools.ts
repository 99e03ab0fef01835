import { spawn } from 'node:child_process'
import { createReadStream } from 'node:fs'

/** A PostgreSQL URL without its password, and the environment giving libpq the password (not the process list). */
export function libpqTarget(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } }
}

const INSTALL_HINT = "install PostgreSQL's client programs (Debian: apt-get install postgresql-client)"

/**
 * Runs one of PostgreSQL's client programs, optionally feeding it `input` then a file; fails with its own words on a
 * non-zero exit and says what to install when it is missing.
 */
export function runPgTool(
  tool: 'pg_dump' | 'psql',
  args: string[],
  env: NodeJS.ProcessEnv,
  stdin?: { input: string; file: string }
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: [stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()))
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error(`${tool} is not installed: ${INSTALL_HINT}`) : error)
    )
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${tool} failed (exit ${code}): ${err.trim() || out.trim()}`))
    )
    if (stdin) {
      // psql stops at its first error (ON_ERROR_STOP) and closes its input: the rest is not written.
      child.stdin!.on('error', () => undefined)
      child.stdin!.write(stdin.input)
      createReadStream(stdin.file).on('error', reject).pipe(child.stdin!)
    }
  })
}

/** The major version of an installed client program (`pg_dump (PostgreSQL) 15.20` → 15). */
export async function toolMajor(tool: 'pg_dump' | 'psql'): Promise<number> {
  const text = await runPgTool(tool, ['--version'], process.env)
  const major = /\(PostgreSQL\)\s+(\d+)/.exec(text)?.[1]
  if (!major) throw new Error(`${tool} --version said something unexpected: ${text.trim()}`)
  return Number(major)
}

/** Refuses a client program older than the server: pg_dump cannot dump a newer server. */
export async function checkToolVersion(tool: 'pg_dump' | 'psql', serverVersionNum: number): Promise<void> {
  const server = Math.floor(serverVersionNum / 10_000)
  const client = await toolMajor(tool)
  if (client < server)
    throw new Error(
      `${tool} is PostgreSQL ${client} but the server is PostgreSQL ${server}: ` +
        `install the client programs of version ${server} or newer (postgresql-client-${server})`
    )
}

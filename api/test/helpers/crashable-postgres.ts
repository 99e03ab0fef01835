import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { chown, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { freePort } from './free-port.ts'

const run = promisify(execFile)
const ROOT = '/usr/lib/postgresql'

/** The newest installed PostgreSQL's server programs (Debian's layout), if any. */
function serverBin(): string | undefined {
  if (!existsSync(ROOT)) return undefined
  const majors = readdirSync(ROOT)
    .filter((name) => existsSync(join(ROOT, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))
  return majors.length ? join(ROOT, majors[0]!, 'bin') : undefined
}

/** Why a PostgreSQL server of a test's own cannot be started here, or undefined. */
export const missingServerPrograms = (): string | undefined => {
  if (!serverBin()) return "needs PostgreSQL's server programs (initdb, pg_ctl): Debian's postgresql package"
  // initdb refuses root: as root the server runs as the postgres account the package made.
  if (process.getuid?.() === 0 && !existsSync('/usr/sbin/runuser')) return 'needs runuser (util-linux) when run as root'
  return undefined
}

export interface CrashablePostgres {
  /** The server's `postgres` database. */
  url: string
  /** Stops it as a crash does: no checkpoint, no flush; the next start recovers from the WAL on disk. */
  crash(): Promise<void>
  /** Stops it cleanly (a checkpoint: everything committed is on disk) and starts it again. */
  restart(): Promise<void>
  start(): Promise<void>
  destroy(): Promise<void>
}

/** A PostgreSQL server of the test's own, in a temporary folder, on a free port, with `settings` (`name=value`). */
export async function crashablePostgres(settings: string[] = []): Promise<CrashablePostgres> {
  const bin = serverBin()!
  const dir = await mkdtemp(join(tmpdir(), 'spinroom-pg-'))
  const data = join(dir, 'data')
  const asRoot = process.getuid?.() === 0
  const tool = (name: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, name), ...args]) : run(join(bin, name), args)
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres'])
    await chown(dir, Number(stdout.trim()), 0)
  }
  await tool('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync'])
  const port = await freePort()
  const options = [
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    ...settings.flatMap((s) => ['-c', s])
  ]
  const start = async () =>
    void (await tool('pg_ctl', ['-D', data, '-w', '-l', join(dir, 'log'), '-o', options.join(' '), 'start']))
  await start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    crash: async () => void (await tool('pg_ctl', ['-D', data, '-m', 'immediate', 'stop'])),
    restart: async () => {
      await tool('pg_ctl', ['-D', data, '-m', 'fast', 'stop'])
      await start()
    },
    start,
    destroy: async () => {
      await tool('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined)
      await rm(dir, { recursive: true, force: true })
    }
  }
}

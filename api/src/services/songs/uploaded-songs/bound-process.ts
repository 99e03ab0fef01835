import { spawn, spawnSync, type ChildProcessByStdio, type SpawnOptionsWithStdioTuple } from 'node:child_process'
import type { Readable } from 'node:stream'

/**
 * util-linux's `setpriv --pdeathsig KILL`: the kernel kills the child the moment this process dies, SIGKILL included,
 * which no handler of ours could do. Null where it is missing (not Linux, or util-linux absent).
 */
let deathSignal: string[] | null | undefined

function deathSignalWrapper(): string[] | null {
  if (deathSignal !== undefined) return deathSignal
  const probe =
    process.platform === 'linux'
      ? spawnSync('setpriv', ['--pdeathsig', 'KILL', '--', 'true'], { stdio: 'ignore' })
      : undefined
  deathSignal = probe?.status === 0 ? ['--pdeathsig', 'KILL', '--'] : null
  if (!deathSignal) console.warn('setpriv --pdeathsig is missing: an API process killed by SIGKILL leaves its ffmpeg')
  return deathSignal
}

const running = new Set<ChildProcessByStdio<null, Readable, Readable>>()
let killedOnExit = false

/**
 * Spawns a command that dies with this process: through setpriv's parent-death signal where it exists, else killed
 * when this process exits.
 */
export function spawnBound(
  command: string,
  args: string[],
  options: SpawnOptionsWithStdioTuple<'ignore', 'pipe', 'pipe'>
): ChildProcessByStdio<null, Readable, Readable> {
  const wrapper = deathSignalWrapper()
  const child = wrapper ? spawn('setpriv', [...wrapper, command, ...args], options) : spawn(command, args, options)
  if (!killedOnExit) {
    // Without setpriv, a process that exits (SIGTERM, SIGINT, teardown, an uncaught error) still takes them along.
    process.once('exit', () => running.forEach((each) => each.kill('SIGKILL')))
    killedOnExit = true
  }
  running.add(child)
  const forget = () => running.delete(child)
  child.once('error', forget).once('close', forget)
  return child
}

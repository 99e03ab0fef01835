import { spawn, spawnSync, type ChildProcess, type StdioOptions } from 'node:child_process'
import {
  appendFileSync,
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The scale-out topology: N API processes on one database and Redis behind HAProxy (docs: "Scaling out"). */
export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const haproxyConfig = join(root, 'deploy', 'haproxy.cfg')

export interface TopologyOptions {
  /** One API process listens on each. */
  apiPorts: number[]
  balancerPort: number
  /** The address the balancer listens on (default 0.0.0.0). */
  balancerAddress?: string
  /** Environment of the API processes (DATABASE_URL, REDIS_URL, ...), over this process's own. */
  env: NodeJS.ProcessEnv
  /**
   * Where the processes' output goes: line by line, under their names (api1, api2, ..., haproxy), or straight into a
   * file, which a process writes without waiting on a reader (a busy reader of a pipe stalls the writing process).
   */
  output: ((name: string, line: string) => void) | { file: string }
  /**
   * Starts an API process that exits by itself (killed, crashed) again at once, as systemd's `Restart=always` would;
   * one that dies again within a minute of that waits 1 s, then 2, 4... up to 30 s, so a crash loop cannot spin.
   */
  supervise?: boolean
  /** How long the supervisor waits before starting a process that died for the first time (default 0). */
  restartDelayMs?: number
}

export interface ApiProcess {
  name: string
  port: number
  url: string
  child: ChildProcess
}

export interface Topology {
  /** The balancer's address, where clients connect. */
  url: string
  processes: ApiProcess[]
  balancer: ChildProcess
  /** Stops the balancer and every API process still running (SIGTERM: they leave the live rooms cleanly). */
  stop(): Promise<void>
  /**
   * Starts a process that exited (killed, crashed) again on its port, as a supervisor would; resolves once ready. With
   * `supervise`, the restart already under way.
   */
  restart(process: ApiProcess): Promise<ApiProcess>
}

/** HAProxy's binary, installed from Debian's packages (scripts/install-haproxy.sh) when missing; null if it cannot. */
export function findHaproxy(install = true): string | null {
  const found = ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'].find((path) => existsSync(path))
  if (found || !install) return found ?? null
  const installed = spawnSync('bash', [join(root, 'scripts', 'install-haproxy.sh')], { stdio: 'inherit' })
  return installed.status === 0 ? findHaproxy(false) : null
}

/** deploy/haproxy.cfg with one `server` line per API process in each backend, in place of its own. */
export function renderHaproxyConfig(ports: number[], template = readFileSync(haproxyConfig, 'utf8')): string {
  const servers = ports.map((port, i) => `  server api${i + 1} 127.0.0.1:${port} cookie api${i + 1}`)
  const isServer = (line: string) => /^\s*server\s/.test(line)
  return template
    .split('\n')
    .flatMap((line, i, lines) => (!isServer(line) ? [line] : isServer(lines[i - 1] ?? '') ? [] : servers))
    .join('\n')
}

/** What a child's stdout and stderr are: pipes read line by line, or the output file itself. */
function outputStdio(output: TopologyOptions['output']): StdioOptions {
  if (typeof output === 'function') return ['ignore', 'pipe', 'pipe']
  const fd = openSync(output.file, 'a')
  return ['ignore', fd, fd]
}

/** Spawns a child writing where `output` says; a file descriptor is the child's alone once it runs. */
function spawnWithOutput(
  name: string,
  command: string,
  args: string[],
  options: { cwd?: string; env: NodeJS.ProcessEnv },
  output: TopologyOptions['output']
): ChildProcess {
  const stdio = outputStdio(output)
  const child = spawn(command, args, { ...options, stdio })
  if (typeof output === 'function') pipeLines(child, name, output)
  else closeSync(stdio[1] as number)
  return child
}

function pipeLines(child: ChildProcess, name: string, output: (name: string, line: string) => void) {
  for (const stream of [child.stdout, child.stderr]) {
    let rest = ''
    stream?.setEncoding('utf8')
    stream?.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n')
      rest = lines.pop() ?? ''
      for (const line of lines) output(name, line)
    })
  }
}

/** Resolves when `url` answers 200; rejects when the child exits first or the time is up. */
async function ready(url: string, child: ChildProcess, name: string, timeoutMs = 180_000): Promise<void> {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null || child.signalCode)
      throw new Error(`${name} exited (${child.exitCode ?? child.signalCode})`)
    const status = await fetch(url).then(
      (res) => res.status,
      () => 0
    )
    if (status === 200) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs} ms`)
}

const healthPath = '/health/ready'

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode) return Promise.resolve()
  return new Promise((r) => child.once('exit', () => r()))
}

export interface StartCommand {
  /** The variables the start script sets before node. */
  env: Record<string, string>
  /** Node's arguments. */
  args: string[]
}

/**
 * The environment and node's arguments of `npm start` (package.json's start script), once the API's bundle is built if
 * its sources changed (scripts/build-api.mjs, as `npm start` does first): every API process starts as `npm start`
 * starts it.
 */
export function apiStartCommand(): StartCommand {
  const built = spawnSync(process.execPath, [join(root, 'scripts', 'build-api.mjs')], { cwd: root, stdio: 'inherit' })
  if (built.status !== 0) throw new Error(`building the API failed (node scripts/build-api.mjs: ${built.status})`)
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }
  const words = scripts.start.split(' ')
  const env: Record<string, string> = {}
  for (let word = words[0]; word?.includes('='); word = words[0]) {
    const [name, value] = word.split('=', 2) as [string, string]
    env[name] = value
    words.shift()
  }
  const [command, ...args] = words
  if (command !== 'node') throw new Error(`the start script does not run node: ${scripts.start}`)
  return { env, args }
}

function startApi(
  name: string,
  port: number,
  options: TopologyOptions,
  publicUrl: string,
  start: StartCommand
): ApiProcess {
  const env = { PUBLIC_URL: publicUrl, TRUST_PROXY: 'true', ...process.env, ...start.env, ...options.env }
  const child = spawnWithOutput(
    name,
    process.execPath,
    start.args,
    { cwd: root, env: { ...env, PORT: String(port), HOST: '127.0.0.1' } },
    options.output
  )
  return { name, port, url: `http://127.0.0.1:${port}`, child }
}

/**
 * Starts the API processes together (they take turns at their start through a database lock) and HAProxy in front of
 * them.
 */
export async function startTopology(options: TopologyOptions): Promise<Topology> {
  const haproxy = findHaproxy()
  if (!haproxy) throw new Error('HAProxy is missing and could not be installed: install Debian\'s "haproxy" package')
  const url = `http://127.0.0.1:${options.balancerPort}`
  const ports = options.apiPorts
  const processes: ApiProcess[] = []
  const dir = mkdtempSync(join(tmpdir(), 'spinroom-haproxy-'))
  let balancer: ChildProcess | undefined
  let start: StartCommand | undefined
  let stopping = false
  const stop = async () => {
    stopping = true
    const running = [...processes.map((p) => p.child), ...(balancer ? [balancer] : [])]
    for (const child of running) child.kill('SIGTERM')
    // A process that does not finish its clean stop within 10 s is killed.
    const force = setTimeout(() => running.forEach((child) => child.kill('SIGKILL')), 10_000)
    await Promise.all(running.map(exited))
    clearTimeout(force)
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    const command = (start = apiStartCommand())
    for (const [i, port] of ports.entries()) processes.push(startApi(`api${i + 1}`, port, options, url, command))
    await Promise.all(processes.map((p) => ready(p.url + healthPath, p.child, p.name)))
    const config = join(dir, 'haproxy.cfg')
    writeFileSync(config, renderHaproxyConfig(ports))
    balancer = spawnWithOutput(
      'haproxy',
      haproxy,
      ['-db', '-f', config],
      {
        env: {
          ...process.env,
          BALANCER_ADDRESS: options.balancerAddress ?? '0.0.0.0',
          BALANCER_PORT: String(options.balancerPort)
        }
      },
      options.output
    )
    await ready(url + healthPath, balancer, 'haproxy', 10_000)
  } catch (error) {
    await stop()
    throw error
  }
  // One restart for each process that exited, whoever asks for it (the supervisor, a bench that killed it).
  const restarts = new WeakMap<ApiProcess, Promise<ApiProcess>>()
  const restart = (old: ApiProcess, delayMs = 0): Promise<ApiProcess> => {
    const under = restarts.get(old)
    if (under) return under
    // Supervised, the supervisor (the first to hear of the exit) decides when it starts again.
    if (options.supervise && old.child.exitCode === null && !old.child.signalCode)
      return exited(old.child).then(() => restart(old, delayMs))
    const started = (async () => {
      await exited(old.child)
      note(old.name, `starting it again${delayMs ? ` in ${delayMs / 1000} s` : ''}`)
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs))
      if (stopping) throw new Error(`${old.name} was not started again: the topology is stopping`)
      const fresh = startApi(old.name, old.port, options, url, start!)
      processes.splice(processes.indexOf(old), 1, fresh)
      supervise(fresh, delayMs, Date.now())
      await ready(fresh.url + healthPath, fresh.child, fresh.name)
      return fresh
    })()
    restarts.set(old, started)
    return started
  }
  const note = (name: string, line: string) =>
    typeof options.output === 'function'
      ? options.output(name, line)
      : appendFileSync(options.output.file, `[${name}] ${line}\n`)
  /** `restartedAt`: when the supervisor last started it; dead again within a minute of that, it waits longer. */
  function supervise(p: ApiProcess, lastDelayMs: number, restartedAt: number | null) {
    if (!options.supervise) return
    p.child.once('exit', (code, signal) => {
      if (stopping) return
      note(p.name, `exited (${code ?? signal})`)
      const looping = restartedAt !== null && Date.now() - restartedAt < 60_000
      const delayMs = looping ? Math.min(Math.max(lastDelayMs * 2, 1000), 30_000) : (options.restartDelayMs ?? 0)
      restart(p, delayMs).catch(
        (error: unknown) => stopping || note(p.name, `could not be started again: ${String(error)}`)
      )
    })
  }
  for (const p of processes) supervise(p, 0, null)
  return { url, processes, balancer, stop, restart }
}

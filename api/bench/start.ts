// `BENCH_SUITES=start npm run bench`: the API started as `npm start` starts it (its `start` script, embedded database,
// demo data on) in a child process on a fresh DATA_DIR: time to the first answer and the idle RSS of its process tree,
// then the same after restarts on that DATA_DIR (the best of BENCH_START_RESTARTS restart times). Targets: idle RSS
// < 250 MB, restart to first answer < 3 s. Env: BENCH_START_IDLE_SECONDS (20), BENCH_START_RESTARTS (3).
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../test/helpers/free-port.ts'
import { envNumber, fmt } from './numbers.ts'
import { apiStartCommand, type StartCommand } from '../../scripts/topology.ts'
import type { Figure, SuiteResult } from './figures.ts'

const TARGET_RSS_MB = 250
const TARGET_RESTART_S = 3
const root = join(import.meta.dirname, '..', '..')
const probe = join(import.meta.dirname, 'memory-probe.mjs')

interface Run {
  phase: string
  firstAnswerS: number
  rssMb: number
  memory: NodeJS.MemoryUsage
}

/** VmRSS of a process and of all its descendants, in MB. */
function treeRssMb(pid: number): number {
  const kb = (p: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0)
  const children = (p: number): number[] =>
    readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').split(' ').filter(Boolean).map(Number)
  const walk = (p: number): number => kb(p) + children(p).reduce((sum, c) => sum + walk(c), 0)
  return walk(pid) / 1024
}

/** The root `start` script (its bundle built) as environment and node arguments, the memory probe preloaded. */
function startCommand(): StartCommand {
  const { env, args } = apiStartCommand()
  return { env, args: [...args.slice(0, -1), '--import', probe, ...args.slice(-1)] }
}

async function firstAnswer(url: string, child: ChildProcess, log: () => string): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}:\n${log()}`)
    const answered = await fetch(url)
      .then((res) => res.status < 500)
      .catch(() => false)
    if (answered) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

const memoryOf = (child: ChildProcess) =>
  new Promise<NodeJS.MemoryUsage>((resolve) => {
    child.once('message', (usage) => resolve(usage as NodeJS.MemoryUsage))
    child.send('memory')
  })

/** Starts the API on `dataDir`, waits for its first answer and `idleSeconds` (if any), reads its memory, stops it. */
async function startOnce(phase: string, dataDir: string, idleSeconds: number, start: StartCommand): Promise<Run> {
  const port = await freePort()
  let output = ''
  const started = performance.now()
  const child = spawn(process.execPath, start.args, {
    cwd: root,
    env: { ...process.env, ...start.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: 'true' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc']
  })
  for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk: Buffer) => (output += chunk))
  try {
    await firstAnswer(`http://127.0.0.1:${port}/api/room-service/rooms/public`, child, () => output)
    const firstAnswerS = (performance.now() - started) / 1000
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000))
    const memory = await memoryOf(child)
    return { phase, firstAnswerS, rssMb: treeRssMb(child.pid!), memory }
  } finally {
    const exited = once(child, 'exit')
    child.kill('SIGTERM')
    await exited
  }
}

function printTable(runs: Run[]): void {
  const mb = (bytes: number) => fmt(bytes / 2 ** 20)
  const header = ['phase', 'first answer s', 'idle RSS MB', 'heapUsed MB', 'external MB', 'arrayBuffers MB']
  const lines = runs.map((r) => [
    r.phase,
    r.firstAnswerS.toFixed(2),
    fmt(r.rssMb),
    mb(r.memory.heapUsed),
    mb(r.memory.external),
    mb(r.memory.arrayBuffers)
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)))
  const row = (cells: string[]) => cells.map((c, i) => (i ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ')
  console.log(`\n${row(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${lines.map(row).join('\n')}\n`)
}

/** Runs the benchmark; true when every idle RSS and the best restart time are under target. */
export async function run(): Promise<SuiteResult> {
  const idle = envNumber('BENCH_START_IDLE_SECONDS', 20, { zero: true })
  const restarts = envNumber('BENCH_START_RESTARTS', 3)
  const start = startCommand()
  const dataDir = mkdtempSync(join(tmpdir(), 'spinroom-bench-start-'))
  try {
    const runs = [await startOnce('first start (creates the demo data)', dataDir, idle, start)]
    const times: number[] = []
    for (let i = 1; i < restarts; i++) times.push((await startOnce('restart', dataDir, 0, start)).firstAnswerS)
    const last = await startOnce('restart', dataDir, idle, start)
    times.push(last.firstAnswerS)
    runs.push({ ...last, phase: `restart (best of ${restarts})`, firstAnswerS: Math.min(...times) })
    printTable(runs)
    let met = true
    for (const r of runs) {
      const ok = r.rssMb < TARGET_RSS_MB
      met &&= ok
      console.log(
        `${r.phase}: idle RSS ${fmt(r.rssMb)} MB (target < ${TARGET_RSS_MB} MB): ${ok ? 'PASS' : 'ABOVE TARGET'}`
      )
    }
    const best = runs[1]!.firstAnswerS
    const ok = best < TARGET_RESTART_S
    console.log(
      `restart to first answer ${best.toFixed(2)} s (best of ${restarts}: ${times.map((t) => t.toFixed(2)).join(', ')}; ` +
        `target < ${TARGET_RESTART_S} s): ${ok ? 'PASS' : 'ABOVE TARGET'}`
    )
    const figures: Figure[] = [
      ...runs.map((r) => ({
        suite: 'start',
        figure: `${r.phase}: idle RSS`,
        value: r.rssMb,
        unit: 'MB',
        target: `< ${TARGET_RSS_MB} MB`,
        met: r.rssMb < TARGET_RSS_MB
      })),
      {
        suite: 'start',
        figure: `restart to first answer (best of ${restarts})`,
        value: best,
        unit: 's',
        target: `< ${TARGET_RESTART_S} s`,
        met: ok
      }
    ]
    return { ok: met && ok, figures }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

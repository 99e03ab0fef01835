// Where the machine's CPU went while the evening ran: each API process, the bench itself (the listeners' threads,
// the stage and the probes), its helpers, PostgreSQL, HAProxy, Redis and ffmpeg, read from /proc every few seconds.
// On one machine the load generator competes with the servers it measures; this says by how much.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { performance } from 'node:perf_hooks'

/** CPU seconds each group used in one interval, and the machine's busy share of its cores in it. */
export interface MachineSample {
  at: number
  seconds: number
  busyShare: number
  /** How much of the interval the bench's main thread (the stage, the traffic, the probes) was busy, 0 to 1. */
  benchMainBusy: number
  cpu: Record<string, number>
}

export interface MachineProbe {
  samples: MachineSample[]
  stop(): void
}

// USER_HZ: what /proc counts CPU time in; 100 on every Linux the project runs on (`getconf CLK_TCK`).
const TICKS_PER_SECOND = 100
const BY_COMMAND: Record<string, string> = {
  postgres: 'postgres',
  haproxy: 'haproxy',
  'redis-server': 'redis',
  ffmpeg: 'ffmpeg'
}

interface Task {
  command: string
  parent: number
  ticks: number
}

function readTask(pid: string): Task | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command sits in parentheses and may hold spaces: the fields that follow are counted from its end.
    const close = stat.lastIndexOf(')')
    const fields = stat.slice(close + 2).split(' ')
    return {
      command: stat.slice(stat.indexOf('(') + 1, close),
      parent: Number(fields[1]),
      ticks: Number(fields[11]) + Number(fields[12])
    }
  } catch {
    return null
  }
}

function machineTicks(): { busy: number; all: number } {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number)
  const all = values.slice(0, 8).reduce((a, b) => a + b, 0)
  return { busy: all - values[3] - values[4], all }
}

/** Samples every `seconds`; `apis` names the API processes by pid as they are now (a restarted one has a new pid). */
export function startMachineProbe(apis: () => Map<number, string>, seconds = 5): MachineProbe {
  const probe: MachineProbe = { samples: [], stop: () => undefined }
  if (!existsSync('/proc/stat')) return probe
  const group = (pid: number, task: Task, names: Map<number, string>) =>
    names.get(pid) ??
    BY_COMMAND[task.command] ??
    (pid === process.pid ? 'bench' : task.parent === process.pid ? 'bench helpers' : 'other')
  let last = new Map<number, number>()
  let lastMachine = machineTicks()
  let lastAt = Date.now()
  const read = () => {
    const now = new Map<number, number>()
    const cpu: Record<string, number> = {}
    const names = apis()
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue
      const pid = Number(entry)
      const task = readTask(entry)
      if (!task) continue
      now.set(pid, task.ticks)
      const name = group(pid, task, names)
      cpu[name] = (cpu[name] ?? 0) + (task.ticks - (last.get(pid) ?? 0)) / TICKS_PER_SECOND
    }
    return { now, cpu }
  }
  last = read().now
  let lastLoop = performance.eventLoopUtilization()
  const timer = setInterval(() => {
    const { now, cpu } = read()
    const machine = machineTicks()
    const at = Date.now()
    const loop = performance.eventLoopUtilization()
    probe.samples.push({
      at,
      seconds: (at - lastAt) / 1000,
      busyShare: (machine.busy - lastMachine.busy) / Math.max(1, machine.all - lastMachine.all),
      benchMainBusy: performance.eventLoopUtilization(loop, lastLoop).utilization,
      cpu
    })
    lastLoop = loop
    last = now
    lastMachine = machine
    lastAt = at
  }, seconds * 1000)
  probe.stop = () => clearInterval(timer)
  return probe
}

/** Each group's share of the machine's cores over the samples from `from` to `to` (ms since the epoch). */
export function cpuShares(samples: MachineSample[], from: number, to: number) {
  const within = samples.filter((s) => s.at > from && s.at <= to)
  const wall = within.reduce((a, s) => a + s.seconds, 0) * cpus().length
  const totals = new Map<string, number>()
  for (const s of within)
    for (const [name, used] of Object.entries(s.cpu)) totals.set(name, (totals.get(name) ?? 0) + used)
  const busy = within.reduce((a, s) => a + s.busyShare * s.seconds, 0) / Math.max(1, wall / cpus().length)
  return {
    busy,
    groups: [...totals]
      .map(([name, used]) => ({ name, share: used / Math.max(1, wall) }))
      .sort((a, b) => b.share - a.share)
  }
}

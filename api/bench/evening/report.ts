// The evening's tables, printed as the other suites print theirs, and its headline figures for docs/benchmarks.md.
import type { Figure } from '../figures.ts'
import { percentile } from '../numbers.ts'
import type { BareRun } from './bare-socket.ts'
import { JOIN_STEPS } from './crowd.ts'
import type { Evening, FaultReport } from './evening.ts'
import type { Losses } from './losses.ts'
import { cpuShares } from './machine.ts'
import type { RestSample } from './probes.ts'

const SUITE = 'evening'
export const TARGET_RATIO = 1.5
export const TARGET_SLOPE_MB = 5
const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : 'n/a')
const p99 = (values: number[]) => (values.length ? percentile(values, 99) : NaN)
const p50 = (values: number[]) => (values.length ? percentile(values, 50) : NaN)

type RssPoint = { at: number; rssMb: number }

/**
 * The least-squares slope of RSS over time, in MB per 10 minutes, pooled over stretches that each keep a level of their
 * own: one stretch gives the plain slope.
 */
function slope(stretches: RssPoint[][]): number {
  let num = 0
  let den = 0
  for (const points of stretches.filter((p) => p.length >= 3)) {
    const xs = points.map((p) => p.at / 600_000)
    const mx = xs.reduce((a, b) => a + b, 0) / xs.length
    const my = points.reduce((a, p) => a + p.rssMb, 0) / points.length
    num += points.reduce((a, p, i) => a + (xs[i] - mx) * (p.rssMb - my), 0)
    den += xs.reduce((a, x) => a + (x - mx) ** 2, 0)
  }
  return den ? num / den : NaN
}

/**
 * The points outside the faults and the 30 s after each, split where a fault came between them: a leak grows while
 * nothing else happens, where a fault may leave the heap one step higher for good (Redis's reconnect, a pool refilled).
 */
function betweenFaults(points: RssPoint[], faults: FaultReport[]): RssPoint[][] {
  const stretches = new Map<number, RssPoint[]>()
  for (const point of points) {
    if (faults.some((f) => point.at >= f.from && point.at <= f.to + AFTER_FAULT_MS)) continue
    const after = faults.filter((f) => f.to < point.at).length
    stretches.set(after, [...(stretches.get(after) ?? []), point])
  }
  return [...stretches.values()]
}

/** GC seconds over a process's samples, across a restart (its count starts again from zero). */
const gcSeconds = (samples: { gcSeconds: number }[]) =>
  samples.reduce((sum, s, i) => sum + (i === 0 ? 0 : Math.max(0, s.gcSeconds - samples[i - 1].gcSeconds)), 0)

/** When a process was last started again: its GC counter, which counts from its start, went back. */
function restartedAt(samples: { at: number; gcSeconds: number }[]): number | undefined {
  const starts = samples.filter((s, i) => i > 0 && s.gcSeconds < samples[i - 1].gcSeconds)
  return starts.at(-1)?.at
}

/** How long after a fault ends its effects are counted apart from the steady state (queues draining, pools refill). */
export const AFTER_FAULT_MS = 30_000

/** Where the CPU went over the evening and after the kill, and how busy the listeners' threads were. */
function machineTable(evening: Evening, faults: FaultReport[], endedAt: number) {
  const samples = evening.probes.machine
  if (!samples.length) return
  const kill = faults.find((f) => f.name.startsWith('kill') && !f.skipped)
  const windows: [string, number, number][] = [
    ['whole evening', evening.startedAt, endedAt],
    ...(kill ? [['kill, to 30 s after', kill.from, kill.to + AFTER_FAULT_MS] as [string, number, number]] : [])
  ]
  console.log(`\nwhere the CPU went (share of the machine's cores; ${samples.length} samples):`)
  for (const [label, from, to] of windows) {
    const { busy, groups } = cpuShares(samples, from, to)
    const cells = groups.filter((g) => g.share >= 0.005).map((g) => `${g.name} ${(g.share * 100).toFixed(0)}%`)
    console.log(`  ${label.padEnd(22)} busy ${(busy * 100).toFixed(0)}%: ${cells.join(', ')}`)
    const threads = evening.crowd.loads.filter((l) => l.at > from && l.at <= to)
    const main = samples.filter((s) => s.at > from && s.at <= to).map((s) => s.benchMainBusy)
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length)
    const pct = (n: number) => `${(n * 100).toFixed(0)}%`
    console.log(
      `  ${''.padEnd(22)} listener threads busy ${pct(mean(threads.map((l) => l.busy)))} (most in 5 s ` +
        `${pct(Math.max(0, ...threads.map((l) => l.busy)))}), longest stall ${ms(Math.max(0, ...threads.map((l) => l.lagMaxMs)))}; ` +
        `bench main thread busy ${pct(mean(main))} (most ${pct(Math.max(0, ...main))})`
    )
  }
}

export function report(evening: Evening, bare: BareRun, faults: FaultReport[], losses: Losses, endedAt: number) {
  const calm = <T extends { during: string | null }>(list: T[]) => list.filter((t) => t.during === null)
  const inFault = (at: number) => faults.some((f) => at >= f.from && at <= f.to)
  const afterFault = (at: number) => faults.some((f) => at > f.to && at <= f.to + AFTER_FAULT_MS)
  // The stage's regulars vote and chat while it seats the DJs of the other rooms, right after the crowd came in.
  const steady = (at: number) => at >= evening.startedAt && !inFault(at) && !afterFault(at)
  /** Of what happened outside the faults: the steady state's (once the evening began), the 30 s after each fault's. */
  const split = <T extends { at: number }>(list: T[], value: (t: T) => number) => ({
    steady: list.filter((t) => steady(t.at)).map(value),
    after: list.filter((t) => afterFault(t.at)).map(value)
  })
  const { timings } = evening.stage
  const allJoins = evening.crowd.takeJoins()
  const ok = (samples: RestSample[]) => calm(samples).filter((s) => s.status === 200)
  const rows = [
    { figure: 'vote → last listener of its room', ...split(calm(timings.vote), (t) => t.ms), bare: bare.fanOut },
    { figure: 'chat → the others in the room', ...split(calm(timings.chat), (t) => t.ms), bare: bare.fanOut },
    { figure: 'join (a reconnecting listener)', ...split(allJoins, (j) => j.ms), bare: bare.joins },
    {
      figure: 'REST under load: GET /admin/users?limit=20',
      ...split(ok(evening.probes.rest.api), (s) => s.ms),
      bare: split(ok(evening.probes.rest.bare), (s) => s.ms).steady
    }
  ]
  const columns = (label: string, values: number[], bareP99?: number) =>
    `${label.padEnd(46)}${String(values.length).padStart(7)}${ms(p50(values)).padStart(11)}${ms(p99(values)).padStart(11)}` +
    (bareP99 === undefined ? '' : `${ms(bareP99).padStart(11)}${`${(p99(values) / bareP99).toFixed(2)}x`.padStart(8)}`)
  console.log(
    `\n${'figure (steady state; below it, the 30 s after the faults)'.padEnd(46)}${'n'.padStart(7)}${'p50'.padStart(11)}` +
      `${'p99'.padStart(11)}${'bare p99'.padStart(11)}${'ratio'.padStart(8)}`
  )
  const figures: Figure[] = []
  for (const row of rows) {
    const ratio = p99(row.steady) / p99(row.bare)
    console.log(columns(row.figure, row.steady, p99(row.bare)))
    console.log(columns('  after the faults', row.after))
    figures.push({
      suite: SUITE,
      figure: `${row.figure}: p99 (steady state)`,
      value: p99(row.steady),
      unit: 'ms',
      target: `≤ ${TARGET_RATIO}x bare`,
      met: ratio <= TARGET_RATIO,
      baseline: p99(row.bare)
    })
    figures.push({
      suite: SUITE,
      figure: `${row.figure}: p99 in the ${AFTER_FAULT_MS / 1000} s after a fault`,
      value: p99(row.after),
      unit: 'ms',
      target: ''
    })
  }
  const splits = allJoins.filter((j) => steady(j.at)).flatMap((j) => (j.split ? [j.split] : []))
  const steps = JOIN_STEPS.map((step) => {
    const values = splits.map((s) => s[step])
    return `${step} ${ms(p50(values))} / ${ms(p99(values))}`
  })
  console.log(`(a socket.io join's steps in the steady state, p50 / p99: ${steps.join(', ')})`)
  const missed = calm(timings.vote).reduce((a, t) => a + t.missed, 0)
  console.log(`(fan-out timings outside the faults; ${missed} vote deliveries missed by listeners mid-reconnect)`)

  // Memory and lag: each process's samples over time, the slope over the last half and between its faults (judged). A
  // process started again in the evening fills with listeners as they reconnect, which is no leak: its slope is shown.
  const half = evening.startedAt + (endedAt - evening.startedAt) / 2
  console.log(
    `\n${'process'.padEnd(10)}${'samples'.padStart(8)}${'RSS first'.padStart(12)}${'RSS last'.padStart(12)}${'RSS max'.padStart(12)}${'slope, last half'.padStart(20)}${'between faults'.padStart(20)}${'sockets, last half'.padStart(20)}` +
      `${'lag p99 max'.padStart(13)}${'longest stall'.padStart(15)}${'GC'.padStart(9)}`
  )
  const names = [...new Set(evening.probes.processes.map((s) => s.process))]
  const judged: number[] = []
  const restarted: string[] = []
  for (const name of names) {
    const samples = evening.probes.processes.filter((s) => s.process === name)
    const startedAgain = restartedAt(samples)
    const lastHalf = samples.filter((s) => s.at >= Math.max(half, startedAgain ?? 0))
    const slopeMb = slope([lastHalf])
    const steadyMb = slope(betweenFaults(lastHalf, faults))
    if (startedAgain === undefined) judged.push(steadyMb)
    else restarted.push(`${name} at +${((startedAgain - evening.startedAt) / 60_000).toFixed(1)} min`)
    const sockets = lastHalf.length ? `${lastHalf[0].sockets} → ${lastHalf.at(-1)!.sockets}` : 'n/a'
    console.log(
      `${name.padEnd(10)}${String(samples.length).padStart(8)}${`${samples[0].rssMb.toFixed(0)} MB`.padStart(12)}` +
        `${`${samples.at(-1)!.rssMb.toFixed(0)} MB`.padStart(12)}${`${Math.max(...samples.map((s) => s.rssMb)).toFixed(0)} MB`.padStart(12)}` +
        `${`${slopeMb.toFixed(1)} MB/10 min`.padStart(20)}${`${steadyMb.toFixed(1)} MB/10 min`.padStart(20)}` +
        `${sockets.padStart(20)}` +
        `${ms(Math.max(...samples.map((s) => s.lagP99Ms))).padStart(13)}` +
        `${ms(Math.max(...samples.map((s) => s.lagMaxMs))).padStart(15)}${`${gcSeconds(samples).toFixed(1)} s`.padStart(9)}`
    )
  }
  if (restarted.length)
    console.log(`(started again in the evening, its slope not judged: it fills as listeners move to it: ${restarted})`)
  console.log('\nover time, each half minute (each process: RSS, event-loop lag p99 / longest stall):')
  const buckets = new Map<number, Map<string, (typeof evening.probes.processes)[number]>>()
  for (const s of evening.probes.processes) {
    const bucket = Math.max(0, Math.floor((s.at - evening.startedAt) / 30_000))
    buckets.set(bucket, (buckets.get(bucket) ?? new Map()).set(s.process, s))
  }
  for (const [bucket, latest] of buckets) {
    const cells = [...latest.values()].map(
      (s) => `${s.process} ${s.rssMb.toFixed(0)} MB ${s.lagP99Ms.toFixed(0)} / ${s.lagMaxMs.toFixed(0)} ms`
    )
    console.log(`  +${(bucket / 2).toFixed(1)} min  ${cells.join('   ')}`)
  }
  machineTable(evening, faults, endedAt)
  // Negative when a process shed listeners in the last half: shown as it is, not as 0, so that it reads as such.
  const worstSlope = judged.length && judged.every(Number.isFinite) ? Math.max(...judged) : NaN
  figures.push({
    suite: SUITE,
    figure: 'RSS slope over the last half, between faults (worst process not started again)',
    value: worstSlope,
    unit: 'MB/10 min',
    target: `< ${TARGET_SLOPE_MB} MB per 10 min`,
    met: worstSlope < TARGET_SLOPE_MB
  })

  console.log('\nerrors by kind:')
  const tallied = evening.tally.rows().sort((a, b) => b[3] - a[3])
  for (const [where, source, kind, n] of tallied)
    console.log(`  ${String(n).padStart(6)}  ${where.padEnd(28)} ${source.padEnd(16)} ${kind}`)
  if (!tallied.length) console.log('  none')
  const serverErrors = evening.tally.serverErrors()
  const logged = evening.world.output().filter((line) => /"level":(50|60)/.test(line))
  console.log(
    `server errors: ${serverErrors} (5xx, timeouts and refusals outside the faults, 500s anywhere); ${logged.length} error lines logged by the API`
  )
  for (const line of logged.slice(0, 5)) console.log(`  ${line.slice(0, 300)}`)
  figures.push({
    suite: SUITE,
    figure: 'server errors',
    value: serverErrors,
    unit: '',
    target: '0',
    met: serverErrors === 0
  })

  console.log('\nfaults:')
  console.log(`${'fault'.padEnd(30)}${'at'.padStart(8)}  what users saw / checks`)
  for (const f of faults) {
    const at = `+${((f.from - evening.startedAt) / 60_000).toFixed(1)}m`
    if (f.skipped) {
      console.log(`${f.name.padEnd(30)}${at.padStart(8)}  skipped: ${f.skipped}`)
      continue
    }
    console.log(`${f.name.padEnd(30)}${at.padStart(8)}  ${f.saw[0]}`)
    for (const line of f.saw.slice(1)) console.log(`${''.padEnd(40)}${line}`)
    for (const c of f.checks) console.log(`${''.padEnd(40)}[${c.ok ? 'pass' : 'FAIL'}] ${c.what}`)
    const passed = f.checks.filter((c) => c.ok).length
    figures.push({
      suite: SUITE,
      figure: `fault: ${f.name}`,
      value: passed,
      unit: `of ${f.checks.length} checks`,
      target: 'all pass',
      met: passed === f.checks.length
    })
  }

  console.log('\nwhat was lost (looked for in the database after the evening):')
  const lossRows: [string, string, boolean][] = [
    [
      `chat messages acknowledged: ${losses.chats.acknowledged}`,
      `${losses.chats.missing} missing`,
      losses.chats.missing === 0
    ],
    [
      `purchases acknowledged: ${losses.purchases.acknowledged}`,
      `${losses.purchases.missing} missing`,
      losses.purchases.missing === 0
    ],
    [
      `token accounts: ${losses.ledger.accounts}`,
      `${losses.ledger.inconsistent} balances ≠ sum of entries`,
      losses.ledger.inconsistent === 0
    ],
    [
      `songs played: ${losses.plays}`,
      `${losses.advancedTwice.length} advanced twice${losses.advancedTwice.length ? `: ${losses.advancedTwice.join('; ')}` : ''}`,
      losses.advancedTwice.length === 0
    ],
    [
      `uploads acknowledged: ${losses.uploads.acknowledged}`,
      `${losses.uploads.transcoded} transcoded (${losses.uploads.statuses})`,
      true
    ]
  ]
  for (const [what, found, ok] of lossRows) console.log(`  [${ok ? 'pass' : 'FAIL'}] ${what.padEnd(36)} ${found}`)
  const lost = lossRows.filter(([, , ok]) => !ok).length
  figures.push({
    suite: SUITE,
    figure: 'acknowledged writes lost, songs advanced twice',
    value: lost,
    unit: 'kinds',
    target: '0',
    met: lost === 0
  })
  return figures
}

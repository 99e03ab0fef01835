// `npm run bench`: every benchmark in turn, each printing its own table. `npm run bench -- a b` or BENCH_SUITES=a,b
// runs some of them; `--markdown` also writes their headline figures into docs/benchmarks.md; a suite may declare
// options of its own (`npm run bench -- evening --minutes 2`).
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import * as adminUsers from './admin-users.ts'
import * as leaderboard from './leaderboard.ts'
import * as purchases from './purchases.ts'
import * as liveRoom from './live-room.ts'
import * as liveStorm from './live-storm.ts'
import * as search from './search.ts'
import * as hlsSegments from './hls-segments.ts'
import * as crates from './crates.ts'
import * as start from './start.ts'
import * as notifyFans from './notify-fans.ts'
import * as auditIngest from './audit-ingest.ts'
import * as socketFlood from './socket-flood.ts'
import * as playback from './playback.ts'
import * as observability from './observability.ts'
import * as evening from './evening/suite.ts'
import { asResult, type Figure, type Suite, type SuiteOptions } from './figures.ts'
import { writeBenchmarksMarkdown } from './markdown.ts'

const suites: Record<string, Suite> = {
  'admin-users': adminUsers,
  leaderboard,
  purchases,
  'live-room': liveRoom,
  'live-storm': liveStorm,
  search,
  'hls-segments': hlsSegments,
  crates,
  start,
  'notify-fans': notifyFans,
  'audit-ingest': auditIngest,
  'socket-flood': socketFlood,
  playback,
  observability,
  evening
}

/** The suites' own options, as the error for an unknown one lists them. */
function knownOptions(): string {
  return Object.entries(suites)
    .flatMap(([suite, { options }]) =>
      Object.entries(options ?? {}).map(([name, kind]) => `, --${name}${kind === 'number' ? ' N' : ''} (${suite})`)
    )
    .join('')
}

const args = process.argv.slice(2)
const declared = (name: string) => Object.entries(suites).filter(([, suite]) => suite.options?.[name])
const options: SuiteOptions = {}
const named: string[] = []
let markdown = false
for (let i = 0; i < args.length; i++) {
  const arg = args[i]
  if (arg === '--markdown') markdown = true
  else if (!arg.startsWith('-')) named.push(arg)
  else {
    const name = arg.replace(/^--?/, '')
    const owners = declared(name)
    if (!owners.length) throw new Error(`unknown option: ${arg} (known: --markdown${knownOptions()})`)
    if (owners[0][1].options![name] === 'flag') options[name] = true
    else {
      const value = Number(args[++i])
      if (!Number.isFinite(value) || value <= 0) throw new Error(`${arg} takes a positive number, not '${args[i]}'`)
      options[name] = value
    }
  }
}
const wanted = named.length ? named : (process.env.BENCH_SUITES?.split(',').map((s) => s.trim()) ?? Object.keys(suites))
const unknown = wanted.filter((name) => !suites[name])
if (unknown.length) throw new Error(`unknown suites: ${unknown.join(', ')} (known: ${Object.keys(suites).join(', ')})`)
for (const name of Object.keys(options))
  if (!declared(name).some(([suite]) => wanted.includes(suite)))
    throw new Error(
      `--${name} is an option of ${declared(name)
        .map(([suite]) => suite)
        .join(', ')}, which does not run`
    )

const loadBefore = loadavg()
const failed: string[] = []
const figures: Figure[] = []
for (const name of wanted) {
  console.log(`\n=== ${name} ===`)
  const result = asResult(await suites[name].run(options))
  if (!result.ok) failed.push(name)
  figures.push(...result.figures)
}
if (failed.length) console.error(`\nbenchmarks that failed: ${failed.join(', ')}`)
if (markdown) {
  const path = fileURLToPath(new URL('../../docs/benchmarks.md', import.meta.url))
  writeBenchmarksMarkdown(path, figures, {
    command: `npm run bench -- ${args.join(' ')}`,
    suites: wanted,
    failed,
    note: process.env.BENCH_NOTE || undefined,
    loadBefore
  })
  console.log(`\n${figures.length} figures written to docs/benchmarks.md`)
}
process.exitCode = failed.length ? 1 : 0

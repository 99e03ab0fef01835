// Reconnect storm: BENCH_STORM_LISTENERS (2000) listeners join one live room at once, as after a restart; the time
// until the last one has its join answer, then the vote → last listener latency in that room beside bare socket.io.
// Database as for live-room. Target: all in within 15 s (the vote latency is compared with live-room's in the README).
import { pathToFileURL } from 'node:url'
import { envNumber } from './numbers.ts'
import { measureApi, measureBare } from './live-room.ts'
import type { Figure, SuiteResult } from './figures.ts'

const TARGET_JOIN_S = 15

export async function run(): Promise<SuiteResult> {
  const listeners = envNumber('BENCH_STORM_LISTENERS', 2000)
  console.log(`Reconnect storm: ${listeners} listeners join one room at once, then votes one after another\n`)
  const { row: api, sample, joinMs } = await measureApi(listeners, listeners)
  const bare = await measureBare(sample, listeners)
  const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10)
  console.log(`\n${'target'.padEnd(52)}${'p50'.padStart(10)}${'p99'.padStart(10)}`)
  for (const row of [api, bare]) console.log(`${row.target.padEnd(52)}${ms(row.p50)}${ms(row.p99)}`)
  const joinS = joinMs / 1000
  console.log(`\nall ${listeners} in after ${joinS.toFixed(1)} s (target ≤ ${TARGET_JOIN_S} s)`)
  const met = joinS <= TARGET_JOIN_S
  console.log(met ? 'target met' : 'target NOT met')
  const suite = 'live-storm'
  const figures: Figure[] = [
    {
      suite,
      figure: `${listeners} listeners join one room at once`,
      value: joinS,
      unit: 's',
      target: `≤ ${TARGET_JOIN_S} s`,
      met
    },
    {
      suite,
      figure: 'vote → last listener after the storm: p99',
      value: api.p99,
      unit: 'ms',
      target: '',
      baseline: bare.p99
    }
  ]
  return { ok: met, figures }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit((await run()).ok ? 0 : 1)
}

// `npm run bench`: every benchmark in turn, each printing its own table. `npm run bench -- a b` or BENCH_SUITES=a,b
// runs some of them.
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

interface Suite {
  run(): Promise<boolean>
}

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
  playback
}

const named = process.argv.slice(2).length
  ? process.argv.slice(2)
  : process.env.BENCH_SUITES?.split(',').map((s) => s.trim())
const wanted = named ?? Object.keys(suites)
const unknown = wanted.filter((name) => !suites[name])
if (unknown.length) throw new Error(`unknown suites: ${unknown.join(', ')} (known: ${Object.keys(suites).join(', ')})`)

const failed: string[] = []
for (const name of wanted) {
  console.log(`\n=== ${name} ===`)
  if (!(await suites[name].run())) failed.push(name)
}
if (failed.length) console.error(`\nbenchmarks that failed: ${failed.join(', ')}`)
process.exitCode = failed.length ? 1 : 0

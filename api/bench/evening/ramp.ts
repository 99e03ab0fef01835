// `npm run bench -- evening --ramp`: how many listeners one machine carries. On one API process, then on two, the rooms
// fill 1,000 listeners at a time (DJs rotating in each) until vote → last listener p99 passes 250 ms or 1.5x the bare
// socket.io baseline at the same count: the last count within both is the capacity. Past the ratio the ramp goes on to
// 250 ms alone (the bare baseline no longer measured), the count a self-hoster can plan with.
import { cpus, totalmem } from 'node:os'
import { LIVE_PATH } from '../../src/services/rooms/live/sockets.ts'
import type { Figure, SuiteResult } from '../figures.ts'
import { percentile } from '../numbers.ts'
import { people, seatsFor } from './audience.ts'
import { measureBareSocket, type BareRun } from './bare-socket.ts'
import { startEveningCrowd, type EveningCrowd } from './crowd.ts'
import type { Settings } from './options.ts'
import { TARGET_RATIO } from './report.ts'
import { createRooms, startStage, timeOneVote } from './stage.ts'
import { createTally } from './tally.ts'
import { startWorld } from './world.ts'

const LIMIT_MS = 250
// The ramp's regulars act only when it times a vote: their own pace is once a day (a timer's longest is 24.8 days).
const idle = { voteSeconds: 86_400, chatSeconds: 86_400, animationSeconds: 86_400 }

/** The last counts within 250 ms and 1.5x bare (`carried`), and within 250 ms alone (`inTime`). */
async function capacity(processes: number, config: Settings): Promise<{ carried: number; inTime: number }> {
  const tally = createTally()
  const world = await startWorld(processes)
  console.log(`  ${processes} process${processes > 1 ? 'es' : ''}: ${world.db.label}; output in ${world.logFile}`)
  const interrupted = () => void world.close().finally(() => process.exit(130))
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted)
  const crowds: EveningCrowd[] = []
  let carried = 0
  let inTime = 0
  let ratioHeld = true
  try {
    const rooms = await createRooms(world.db.knex, config.rooms, config.ramp.max)
    const uuids = rooms.map((r) => r.uuid)
    const stage = await startStage(world.url, rooms, await people(world, config.rooms), null, tally, idle)
    for (let count = config.ramp.step; count <= config.ramp.max; count += config.ramp.step) {
      const seats = seatsFor(uuids, config.ramp.step, config.primusShare, count - config.ramp.step)
      const options = { workers: 2, atOnce: config.atOnce, timed: ['votedOnSong'], tally }
      const joined = await startEveningCrowd(world.url, LIVE_PATH, seats, options).catch((error: Error) => error)
      // Listeners that cannot get in (the balancer's connections used up, joins unanswered) end the ramp there.
      if (joined instanceof Error) {
        console.log(`${String(processes).padStart(9)}${String(count).padStart(11)}  could not join: ${joined.message}`)
        break
      }
      crowds.push(joined)
      const latencies: number[] = []
      for (let i = 0; i < config.ramp.votes; i++) {
        const timed = await timeOneVote(stage.regulars[i % stage.regulars.length], crowds)
        if (timed) latencies.push(timed.ms)
      }
      const p99 = latencies.length ? percentile(latencies, 99) : Infinity
      const bare: BareRun | null = ratioHeld
        ? await measureBareSocket(
            uuids,
            seatsFor(uuids, count, 0),
            { ...config, reconnectShare: 0 },
            tally,
            config.ramp.votes
          )
        : null
      const bareP99: number = bare?.fanOut.length ? percentile(bare.fanOut, 99) : NaN
      ratioHeld &&= p99 <= TARGET_RATIO * bareP99
      const fast = p99 <= LIMIT_MS
      const verdict = !fast ? `past ${LIMIT_MS} ms` : ratioHeld ? 'within both' : `within ${LIMIT_MS} ms only`
      console.log(
        `${String(processes).padStart(9)}${String(count).padStart(11)}${`${p99.toFixed(1)} ms`.padStart(12)}` +
          `${bare ? `${bareP99.toFixed(1)} ms`.padStart(12) : '—'.padStart(12)}` +
          `${bare ? `${(p99 / bareP99).toFixed(2)}x`.padStart(8) : ''.padStart(8)}  ${verdict}`
      )
      if (!fast) break
      inTime = count
      if (ratioHeld) carried = count
    }
    await stage.close()
    return { carried, inTime }
  } finally {
    process.off('SIGINT', interrupted).off('SIGTERM', interrupted)
    for (const crowd of crowds) await crowd.close()
    await world.close()
  }
}

export async function runRamp(config: Settings): Promise<SuiteResult> {
  const machine = `${cpus().length} cores (${cpus()[0]?.model.trim()}), ${(totalmem() / 1024 ** 3).toFixed(1)} GB`
  console.log(
    `Ramp: ${config.rooms} rooms, +${config.ramp.step} listeners a step until vote → last listener p99 passes ${LIMIT_MS} ms or ${TARGET_RATIO}x bare; ${machine}\n`
  )
  console.log(
    `${'processes'.padStart(9)}${'listeners'.padStart(11)}${'p99'.padStart(12)}${'bare p99'.padStart(12)}${'ratio'.padStart(8)}`
  )
  const figures: Figure[] = []
  for (const processes of [1, 2]) {
    const { carried, inTime } = await capacity(processes, config)
    const on = `${processes} API process${processes > 1 ? 'es' : ''}`
    console.log(
      `capacity on ${on}: ${carried} listeners in ${config.rooms} rooms within both limits, ${inTime} within ${LIMIT_MS} ms\n`
    )
    const figure = (rule: string, value: number, target: string) => ({
      suite: 'evening --ramp',
      figure: `capacity (${rule}), ${on}, ${config.rooms} rooms, ${machine}`,
      value,
      unit: 'listeners',
      target
    })
    figures.push(
      figure('both limits', carried, `vote → last p99 ≤ ${LIMIT_MS} ms and ≤ ${TARGET_RATIO}x bare`),
      figure(`${LIMIT_MS} ms`, inTime, `vote → last p99 ≤ ${LIMIT_MS} ms`)
    )
  }
  return { ok: true, figures }
}

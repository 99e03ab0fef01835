// `npm run bench -- evening`: a busy night (100 rooms, 5,000 listeners on socket.io and Primus, DJs rotating, votes,
// chat and animations, reconnects, uploads, the console's lists) on two API processes behind HAProxy, with faults
// inside it (kill -9 of a process, PostgreSQL and Redis restarted, the media disk full). `--minutes N` (10), `--ramp`:
// the listeners one machine carries instead. Settings: options.ts; docs/contributing/development.md#the-evening.
import { LIVE_PATH } from '../../src/services/rooms/live/sockets.ts'
import type { SuiteOptions, SuiteResult } from '../figures.ts'
import { consumable, fundedAccount, serviceKey } from './accounts.ts'
import { people, seatsFor } from './audience.ts'
import { measureBareSocket } from './bare-socket.ts'
import { startEveningCrowd } from './crowd.ts'
import type { Evening, Fault, FaultReport } from './evening.ts'
import { killProcess } from './faults/kill-process.ts'
import { mediaDiskFull } from './faults/media-disk-full.ts'
import { postgresRestart } from './faults/postgres-restart.ts'
import { redisRestart } from './faults/redis-restart.ts'
import { sleep } from './faults/watch.ts'
import { lookForLosses } from './losses.ts'
import { mountMediaDisk, MEDIA_RESERVE_MB } from './media-disk.ts'
import { FAULT_AT, options as declared, settings, type Settings } from './options.ts'
import { startProbes } from './probes.ts'
import { runRamp } from './ramp.ts'
import { report } from './report.ts'
import { dumpSamples } from './samples-dump.ts'
import { createRooms, startStage } from './stage.ts'
import { createTally } from './tally.ts'
import { startTraffic, tune } from './traffic.ts'
import { startWorld } from './world.ts'

export const options = declared

async function soak(config: Settings): Promise<SuiteResult> {
  console.log(
    `The evening: ${config.rooms} rooms, ${config.listeners} listeners (${config.primusShare * 100}% on Primus), ` +
      `${config.minutes} minutes on two API processes behind HAProxy, four faults inside it\n`
  )
  const tally = createTally()
  const disk = mountMediaDisk(process.env.TMPDIR || '/tmp')
  const mediaDir = 'dir' in disk ? disk.dir : null
  const world = await startWorld(
    2,
    mediaDir ? { MEDIA_DIR: mediaDir, MEDIA_MIN_FREE_MB: String(MEDIA_RESERVE_MB) } : {}
  )
  // Ctrl-C (or a kill) stops the processes, drops the database and unmounts the media disk before leaving.
  const interrupted = () => void world.close().finally(() => ('unmount' in disk && disk.unmount(), process.exit(130)))
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted)
  try {
    console.log(`the processes' output: ${world.logFile}`)
    console.log(
      `database: ${world.db.label}; API ${world.topology.processes.map((p) => p.url).join(', ')} behind ${world.url}`
    )
    const rooms = await createRooms(world.db.knex, config.rooms + 1, Math.ceil(config.listeners / config.rooms) + 20)
    const probeRoom = rooms.pop()!
    const who = await people(world, config.rooms)
    const seats = seatsFor(
      rooms.map((r) => r.uuid),
      config.listeners,
      config.primusShare
    )
    const seated = new Map<string, number>()
    for (const s of seats) seated.set(s.room, (seated.get(s.room) ?? 0) + 1)

    console.log('bare socket.io + Redis adapter, the same listeners and rooms:')
    const bare = await measureBareSocket(
      rooms.map((r) => r.uuid),
      seats,
      config,
      tally,
      200
    )
    console.log(`  ${bare.fanOut.length} broadcasts, ${bare.joins.length} reconnects timed`)

    console.log('the API: listeners joining')
    const crowd = await startEveningCrowd(world.url, LIVE_PATH, seats, {
      workers: config.workers,
      atOnce: config.atOnce,
      timed: ['votedOnSong', 'chatMessage'],
      tally
    })
    const stage = await startStage(world.url, rooms, who, crowd, tally, config.pace)
    const key = await serviceKey(world.url, who.admin)
    const buyers = await Promise.all(
      stage.regulars.slice(0, config.buyers).map(async (r) => ({
        account: r.account,
        room: r.room,
        accountId: await fundedAccount(world.url, r.account, key, 1_000_000)
      }))
    )
    const consumableId = await consumable(world.url, who.admin, 1)
    const traffic = startTraffic(
      world.url,
      { admin: who.admin, buyers, consumableId, song: await tune(20) },
      tally,
      config.pace
    )
    const probes = await startProbes(world, who.admin, tally, 10)
    const evening: Evening = {
      world,
      crowd,
      stage,
      traffic,
      probes,
      tally,
      admin: who.admin,
      spares: who.spares,
      probeRoom,
      seated,
      startedAt: Date.now()
    }
    const faults: Fault[] = [
      killProcess,
      postgresRestart(config.outageSeconds),
      redisRestart(config.outageSeconds),
      mediaDiskFull(mediaDir, 'skipped' in disk ? disk.skipped : null, config.outageSeconds)
    ]
    const reports: FaultReport[] = []
    const endAt = evening.startedAt + config.minutes * 60_000
    console.log(`the evening runs until ${new Date(endAt).toISOString()}`)
    crowd.churn(config.reconnectShare)
    while (Date.now() < endAt) {
      const due = faults[reports.length]
      if (due && Date.now() >= evening.startedAt + FAULT_AT[reports.length] * config.minutes * 60_000) {
        console.log(`  +${((Date.now() - evening.startedAt) / 60_000).toFixed(1)} min: ${due.name}`)
        tally.during = due.name
        try {
          const done = await due.run(evening)
          reports.push(done)
          for (const line of [...done.saw, ...done.checks.map((c) => `[${c.ok ? 'pass' : 'FAIL'}] ${c.what}`)])
            console.log(`    ${line}`)
        } finally {
          tally.during = null
        }
        continue
      }
      await sleep(1000)
    }
    const endedAt = Date.now()
    crowd.churn(0)
    stage.stop()
    await traffic.stop()
    await probes.stop()
    // Answers in flight and transcodes under way settle before the database is searched.
    await sleep(5000)
    const losses = await lookForLosses(evening)
    const figures = report(evening, bare, reports, losses, endedAt)
    dumpSamples(evening, reports)
    await stage.close()
    await crowd.close()
    const ok = figures.every((f) => f.met !== false)
    console.log(ok ? '\ntargets met' : '\ntargets NOT met')
    return { ok, figures }
  } finally {
    process.off('SIGINT', interrupted).off('SIGTERM', interrupted)
    await world.close()
    if ('unmount' in disk) disk.unmount()
  }
}

export async function run(given: SuiteOptions): Promise<SuiteResult> {
  const config = settings(given)
  return config.ramping ? runRamp(config) : soak(config)
}

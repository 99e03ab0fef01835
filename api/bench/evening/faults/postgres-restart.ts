// PostgreSQL restarted (its TCP proxy taken down and brought back): while it is down, calls answer 503 with the
// database's message, never hang, never 500; within 5 s of its return everything works without restarting the API.
import type { Evening, Fault, FaultReport } from '../evening.ts'
import { call } from '../http.ts'
import { byKind, clickWhile, probed, sleep, until } from './watch.ts'

const MESSAGE = 'The database is unavailable: try again in a moment'
const WORKS_WITHIN_MS = 5000
const HANG_MS = 10_000

export const postgresRestart = (downSeconds: number): Fault => ({
  name: 'PostgreSQL restarted',
  async run(evening: Evening): Promise<FaultReport> {
    const { world, admin, stage } = evening
    const regular = stage.regulars[0]
    const from = Date.now()
    await world.postgres.stop()
    let down = true
    const clicks = clickWhile(evening, () => down, [
      { method: 'GET', path: '/api/user-service/admin/users?limit=20' },
      { method: 'GET', path: `/api/room-service/rooms/room-state/${regular.room.uuid}` }
    ])
    await sleep(downSeconds * 1000)
    down = false
    const answers = await clicks
    await world.postgres.start()
    const backAt = Date.now()
    const works = await until(async () => {
      const rest = await call(world.url, 'GET', '/api/user-service/admin/users?limit=20', { token: admin.token })
      if (rest.status !== 200) return false
      const vote = await regular.client.live
        .voteOnSong({ roomUuid: regular.room.uuid, songVotes: { like: true } })
        .then(
          () => true,
          () => false
        )
      return vote
    }, 30_000)
    const to = Date.now()
    const rest = probed(evening, from, backAt)
    const wrong = answers.filter(
      (a) => a.status !== 503 || (a.body as { message?: string } | undefined)?.message !== MESSAGE
    )
    const slowest = Math.max(0, ...answers.map((a) => a.ms))
    return {
      name: this.name,
      from,
      to,
      saw: [
        `down ${downSeconds} s: ${byKind(answers)}; slowest answer ${slowest.toFixed(0)} ms`,
        `REST probe while down: ${rest.statuses}`,
        works === null
          ? 'not working again 30 s after its return'
          : `REST and votes work ${(works / 1000).toFixed(1)} s after its return`
      ],
      checks: [
        { what: `every call while down answered 503 '${MESSAGE}'`, ok: answers.length > 0 && wrong.length === 0 },
        {
          what: `no call hung (all answered within ${HANG_MS / 1000} s)`,
          ok: slowest < HANG_MS && answers.every((a) => a.status)
        },
        {
          what: `everything works within ${WORKS_WITHIN_MS / 1000} s of its return`,
          ok: works !== null && works <= WORKS_WITHIN_MS
        }
      ]
    }
  }
})

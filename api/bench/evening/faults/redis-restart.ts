// Redis restarted (its TCP proxy taken down and brought back): the processes reconnect by themselves, the rooms
// re-sync (a vote reaches every listener of its room again, on both processes), and rate limits and bans still apply.
import { createSocketClient } from '@spinroom/client'
import type { Account } from '../accounts.ts'
import type { Evening, Fault, FaultReport } from '../evening.ts'
import { call } from '../http.ts'
import { timeOneVote } from '../stage.ts'
import { byKind, clickWhile, sleep, until } from './watch.ts'

const RESYNC_WITHIN_MS = 10_000

/** Whether the animation limit (60 a minute) refuses the 61st of a burst, as "Too many …". */
async function limitApplies(evening: Evening, account: Account): Promise<string> {
  const client = createSocketClient({ url: evening.world.url, io: { transports: ['websocket'], forceNew: true } })
  try {
    await client.authenticate(account.token)
    const roomUuid = evening.probeRoom.uuid
    await client.live.joinRoom({ roomUuid })
    const tries: PromiseSettledResult<unknown>[] = []
    for (let i = 0; i < 61; i++)
      tries.push(...(await Promise.allSettled([client.live.playOneTimeAnimation({ roomUuid, animation: 'jump' })])))
    const refused = tries.filter((t) => t.status === 'rejected') as PromiseRejectedResult[]
    return refused.length === 1 && /^Too many/.test(String(refused[0].reason?.message))
      ? 'applies'
      : `${refused.length} of 61 refused (${String(refused[0]?.reason?.message ?? 'none')})`
  } finally {
    client.close()
  }
}

const session = (evening: Evening, account: Account) =>
  call(evening.world.url, 'GET', '/api/user-service/auth/session', { token: account.token })

/** Whether a vote in the room of the `index`th regular reached every listener seated there, on both processes. */
async function roomInSync(evening: Evening, index: number): Promise<boolean> {
  const regular = evening.stage.regulars[index]
  if (!regular.connection.state.live?.nowPlaying) return false
  const timed = await timeOneVote(regular, [evening.crowd])
  return !!timed && timed.reached >= (evening.seated.get(regular.room.uuid) ?? 0)
}

export const redisRestart = (downSeconds: number): Fault => ({
  name: 'Redis restarted',
  async run(evening: Evening): Promise<FaultReport> {
    const { world, admin, spares } = evening
    const [banned, limited] = spares
    const ban = await call(world.url, 'POST', '/api/user-service/users/ban', {
      token: admin.token,
      body: { userUuid: banned.id }
    })
    const from = Date.now()
    await world.redis.stop()
    let down = true
    const clicks = clickWhile(evening, () => down, [{ method: 'GET', path: '/api/user-service/admin/users?limit=20' }])
    await sleep(downSeconds * 1000)
    down = false
    const answers = await clicks
    await world.redis.start()
    const backAt = Date.now()
    const ready = await until(async () => {
      for (const p of world.topology.processes)
        if ((await call(p.url, 'GET', '/health/ready', { timeoutMs: 2000 })).status !== 200) return false
      return true
    }, 30_000)
    // Rooms whose regular is on either process: the first few, each voted in until its listeners all get it.
    const rooms = evening.stage.regulars.slice(0, 4).map((_, i) => i)
    const synced = await until(
      async () => (await Promise.all(rooms.map((i) => roomInSync(evening, i)))).every(Boolean),
      30_000
    )
    const limit = await limitApplies(evening, limited)
    const bannedSession = await session(evening, banned)
    const to = Date.now()
    return {
      name: this.name,
      from,
      to,
      saw: [
        `down ${downSeconds} s: ${byKind(answers)}`,
        ready === null
          ? 'a process not ready 30 s after'
          : `both processes ready ${(ready / 1000).toFixed(1)} s after its return`,
        synced === null
          ? `rooms not in sync 30 s after its return`
          : `a vote reaches every listener of ${rooms.length} rooms ${((backAt + synced - backAt) / 1000).toFixed(1)} s after its return`,
        `animation limit after: ${limit}; a user banned before: ${bannedSession.status} (ban answered ${ban.status})`
      ],
      checks: [
        {
          what: 'calls answered while Redis was down (no 5xx, none hung)',
          ok: answers.every((a) => a.status > 0 && a.status < 500)
        },
        { what: 'both processes reconnected by themselves', ok: ready !== null },
        {
          what: `rooms re-synced within ${RESYNC_WITHIN_MS / 1000} s`,
          ok: synced !== null && synced <= RESYNC_WITHIN_MS
        },
        { what: 'the rate limit still applies', ok: limit === 'applies' },
        { what: 'the ban still applies (401)', ok: ban.status < 300 && bannedSession.status === 401 }
      ]
    }
  }
})

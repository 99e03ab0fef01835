// Who takes part in the evening: the accounts that sign in, and where each listener sits.
import { signedInAccounts } from './accounts.ts'
import type { Seat } from './crowd-worker.ts'
import type { startWorld } from './world.ts'

/** Listener `i` sits in room `i mod rooms`; every (1 / primusShare)th one is a ttfm-socket bot. */
export function seatsFor(rooms: string[], count: number, primusShare: number, offset = 0): Seat[] {
  const every = primusShare > 0 ? Math.round(1 / primusShare) : 0
  return Array.from({ length: count }, (_, k) => {
    const i = offset + k
    return { room: rooms[i % rooms.length], primus: every > 0 && i % every === every - 1 }
  })
}

/** Everyone who signs in: an admin, two DJs and a regular per room, two spares for the faults' own checks. */
export async function people(world: Awaited<ReturnType<typeof startWorld>>, rooms: number) {
  const accounts = await signedInAccounts(world.db.knex, world.url, [
    { nickname: 'evening-admin', roles: ['user', 'admin'] },
    ...Array.from({ length: rooms * 2 }, (_, i) => ({ nickname: `dj${i}`, roles: ['user'] })),
    ...Array.from({ length: rooms }, (_, i) => ({ nickname: `regular${i}`, roles: ['user'] })),
    { nickname: 'spare-banned', roles: ['user'] },
    { nickname: 'spare-limited', roles: ['user'] }
  ])
  return {
    admin: accounts[0],
    djs: accounts.slice(1, 1 + rooms * 2),
    regulars: accounts.slice(1 + rooms * 2, 1 + rooms * 3),
    spares: accounts.slice(1 + rooms * 3)
  }
}

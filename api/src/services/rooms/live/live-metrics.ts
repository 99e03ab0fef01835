import type { Application } from '../../../declarations.ts'
import { usersInRoomSql } from './storage.ts'

/** How many of the busiest live rooms the console's dashboard names. */
const BUSIEST = 5

/** Live rooms and listeners now, read from the shared state (the same on every process), before each scrape. */
export function probeLiveRooms(app: Application): void {
  const metrics = app.get('metrics')
  metrics.addProbe(async () => {
    const knex = app.get('knex')
    const listeners = usersInRoomSql('s')
    const [totals] = await knex('room_live_state as s')
      .whereRaw(`${listeners} > 0`)
      .select(knex.raw('count(*)::int as rooms'), knex.raw(`coalesce(sum(${listeners}), 0)::int as listeners`))
    const busiest: { name: string; slug: string; listeners: number }[] = await knex('room_live_state as s')
      .join('rooms as r', 'r.id', 's.roomId')
      .whereRaw(`${listeners} > 0`)
      .select('r.name', 'r.slug', knex.raw(`${listeners}::int as listeners`))
      .orderByRaw(`${listeners} desc, r.name`)
      .limit(BUSIEST)
    metrics.liveRooms.set(Number(totals?.rooms ?? 0))
    metrics.liveListeners.set(Number(totals?.listeners ?? 0))
    metrics.busiestRooms = busiest.map((room) => ({ ...room, listeners: Number(room.listeners) }))
  })
}

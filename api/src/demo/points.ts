import { randomUUID } from 'node:crypto'
import type { Application } from '../declarations.ts'

const DAY = 86_400_000

/** Demo seasons: one that has ended and the one running now (90 days each, back to back). */
export async function seedSeasons(app: Application): Promise<void> {
  const now = Date.now()
  const currentStart = new Date(now - 30 * DAY)
  await app
    .get('knex')('seasons')
    .insert([
      {
        id: randomUUID(),
        seasonName: 'Season 1',
        seasonStart: new Date(currentStart.getTime() - 90 * DAY),
        seasonEnd: currentStart
      },
      {
        id: randomUUID(),
        seasonName: 'Season 2',
        seasonStart: currentStart,
        seasonEnd: new Date(currentStart.getTime() + 90 * DAY)
      }
    ])
}

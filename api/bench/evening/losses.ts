// What the evening lost, looked for in the database once it is over: acknowledged chat messages and purchases that
// are not there, token accounts whose balance is not the sum of their entries, songs a room advanced twice.
import { checkLedger } from '../../src/services/points/token-ledger/ledger.ts'
import type { Evening } from './evening.ts'

export interface Losses {
  chats: { acknowledged: number; missing: number }
  purchases: { acknowledged: number; missing: number }
  ledger: { accounts: number; inconsistent: number }
  /** Songs (unique per play) recorded more than once in a room, and plays that began together in a room. */
  advancedTwice: string[]
  plays: number
  uploads: { acknowledged: number; transcoded: number; statuses: string }
}

export async function lookForLosses(evening: Evening): Promise<Losses> {
  const knex = evening.world.db.knex
  const { chats } = evening.stage
  const { purchases, uploads } = evening.traffic
  const stored = new Set<string>()
  for (let i = 0; i < chats.length; i += 1000) {
    const rows: { uuid: string }[] = await knex('room_chat_messages')
      .whereIn(
        'uuid',
        chats.slice(i, i + 1000).map((c) => c.uuid)
      )
      .select('uuid')
    for (const row of rows) stored.add(row.uuid)
  }
  const bought = new Set<string>(
    purchases.length
      ? (
          await knex('consumable_purchases')
            .whereIn(
              'id',
              purchases.map((p) => p.id)
            )
            .select('id')
        ).map((r: { id: string }) => String(r.id))
      : []
  )
  const accounts = [...new Set(purchases.map((p) => p.accountId))]
  const checks = await Promise.all(accounts.map((id) => checkLedger(knex, id)))
  const doubles: { what: string }[] = await knex
    .raw(
      `select format('room %s: %s played %s times', "roomId", song->>'trackName', count(*)) as what
         from room_plays group by "roomId", song->>'trackName' having count(*) > 1
       union all
       select format('room %s: %s plays began at %s', "roomId", count(*), "startTime") as what
         from room_plays group by "roomId", "startTime" having count(*) > 1`
    )
    .then((r: { rows: { what: string }[] }) => r.rows)
  const [{ plays }] = await knex('room_plays').count({ plays: '*' })
  const transcoded = uploads.length
    ? Number(
        (
          await knex('uploaded_songs')
            .whereIn(
              'id',
              uploads.map((u) => u.id)
            )
            .whereNotNull('hlsPrefix')
            .count({ n: '*' })
        )[0].n
      )
    : 0
  const statuses: { status: string; n: number }[] = uploads.length
    ? await knex('uploaded_songs')
        .whereIn(
          'id',
          uploads.map((u) => u.id)
        )
        .groupBy('status')
        .select('status', knex.raw('count(*)::int as n'))
    : []
  return {
    chats: { acknowledged: chats.length, missing: chats.length - stored.size },
    purchases: { acknowledged: purchases.length, missing: purchases.length - bought.size },
    ledger: { accounts: checks.length, inconsistent: checks.filter((c) => c.balance !== c.expected).length },
    advancedTwice: doubles.map((d) => d.what),
    plays: Number(plays),
    uploads: {
      acknowledged: uploads.length,
      transcoded,
      statuses: statuses.map((row) => `${row.n} ${row.status}`).join(', ') || 'none'
    }
  }
}

import type { Knex } from 'knex'

// The start of the PostgreSQL server a live room was last numbered under: the first change after a crash of it
// numbers past what the crash may have lost (api/src/services/rooms/live/renumbering.ts).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('room_live_state', (t) => {
    t.timestamp('numberedUnder', { useTz: true }).notNullable().defaultTo(knex.raw('pg_postmaster_start_time()'))
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('room_live_state', (t) => {
    t.dropColumn('numberedUnder')
  })
}

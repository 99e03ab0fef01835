import type { Knex } from 'knex'

// An event's page elsewhere (tickets, a stream, a Discord event): the "external URL" of seed 001 §3, which rooms had.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('events', (t) => {
    t.string('externalUrl', 2000)
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('events', (t) => {
    t.dropColumn('externalUrl')
  })
}

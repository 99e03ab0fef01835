import type { Knex } from 'knex'

// A kicked guest could come back at once with a fresh guest token: the kick also holds the address they came from.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('room_guest_kicks', (t) => {
    t.string('address', 64)
    t.index(['roomId', 'address'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('room_guest_kicks', (t) => {
    t.dropIndex(['roomId', 'address'])
    t.dropColumn('address')
  })
}

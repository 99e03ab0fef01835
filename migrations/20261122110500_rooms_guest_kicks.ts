import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  // A guest has no account for a `kicked` room role to reference: their kick is kept here, by the guest's uuid (any
  // kick target without an account).
  await knex.schema.createTable('room_guest_kicks', (t) => {
    t.integer('roomId').notNullable().references('rooms.id').onDelete('CASCADE')
    t.string('guestUuid', 64).notNullable()
    t.timestamp('expirationTime', { useTz: true }).notNullable()
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.primary(['roomId', 'guestUuid'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('room_guest_kicks')
}

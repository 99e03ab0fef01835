import type { Knex } from 'knex'

// The location last recorded at POST /geolocate, one row per caller (a user id or a guest uuid, so no foreign key).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('caller_locations', (t) => {
    t.string('callerUuid', 64).primary()
    t.string('address', 64).notNullable()
    t.boolean('known').notNullable()
    t.string('reason', 16)
    t.string('country', 2)
    t.string('countryName', 100)
    t.string('continent', 2)
    t.string('timezone', 64)
    t.timestamp('recordedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('caller_locations')
}

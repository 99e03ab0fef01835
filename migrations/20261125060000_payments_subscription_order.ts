import type { Knex } from 'knex'

// When the provider described the subscription as it is stored: an older description arriving later changes nothing.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('subscriptions', (t) => {
    t.timestamp('stateAt', { useTz: true })
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('subscriptions', (t) => {
    t.dropColumn('stateAt')
  })
}

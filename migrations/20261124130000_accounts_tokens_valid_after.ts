import type { Knex } from 'knex'

// Tokens (and magic links) issued before this instant are refused: a password change, ban, deactivation or sign-out.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('tokensValidAfter', { useTz: true })
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('tokensValidAfter')
  })
}

import type { Knex } from 'knex'

// Failed logins are also counted per account and address (`email+ip:` subjects, which outgrow 320 characters), and
// an address the account signed in from is remembered, so that the account's own lock spares it.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table login_failures alter column subject type text')
  await knex.schema.alterTable('login_failures', (t) => {
    t.timestamp('signedInAt', { useTz: true })
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex('login_failures').whereRaw(`starts_with(subject, 'email+ip:') or length(subject) > 320`).delete()
  await knex.schema.alterTable('login_failures', (t) => {
    t.dropColumn('signedInAt')
  })
  await knex.raw('alter table login_failures alter column subject type varchar(320)')
}

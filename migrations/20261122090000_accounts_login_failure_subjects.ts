import type { Knex } from 'knex'

// Failed logins are counted per account and per network address: one key column for both.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('login_failures', (t) => {
    t.renameColumn('email', 'subject')
  })
  await knex('login_failures').update({ subject: knex.raw(`'email:' || subject`) })
}

export async function down(knex: Knex): Promise<void> {
  await knex('login_failures').whereLike('subject', 'ip:%').delete()
  await knex('login_failures').update({ subject: knex.raw(`substr(subject, 7)`) })
  await knex.schema.alterTable('login_failures', (t) => {
    t.renameColumn('subject', 'email')
  })
}

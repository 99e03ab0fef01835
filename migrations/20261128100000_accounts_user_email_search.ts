import type { Knex } from 'knex'

// A user's addresses (a deleted one is no longer theirs), kept on the users row so that the users search finds an
// account by a payments or work address in the same statement as by its sign-in address.
const ADDRESSES_OF = (user: string) =>
  `coalesce((select string_agg(e.email, ' ' order by e."createdAt", e.id) from user_emails e
              where e."userUuid" = ${user} and e.status <> 'DELETED'), '')`

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.text('emailAddresses').notNullable().defaultTo('')
  })
  await knex.raw(`update users u set "emailAddresses" = ${ADDRESSES_OF('u.id')}`)
  // One address written at a time (added, deleted, a user's cascade): a row trigger rewrites its owner's list.
  await knex.raw(`
    create function user_email_addresses() returns trigger language plpgsql as $$
    begin
      update users u set "emailAddresses" = ${ADDRESSES_OF('u.id')}
       where u.id in (old."userUuid", new."userUuid");
      return null;
    end $$`)
  await knex.raw(`
    create trigger user_email_addresses after insert or delete or update of email, "userUuid", status
      on user_emails
      for each row execute function user_email_addresses()`)
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger user_email_addresses on user_emails')
  await knex.raw('drop function user_email_addresses()')
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('emailAddresses')
  })
}

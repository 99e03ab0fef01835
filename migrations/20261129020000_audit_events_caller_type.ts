import type { Knex } from 'knex'

// What recorded each event (user, guest, bot or API key), so that a guest shows as a guest rather than a missing
// account; the events recorded before are told apart by what their caller id names today.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('audit_events', (t) => {
    t.string('callerType', 16)
  })
  await knex.raw('alter table audit_events disable trigger audit_events_append_only')
  await knex.raw(`
    update audit_events e set "callerType" = case
      when exists (select 1 from users u where u.id::text = e."userUuid" and u.roles @> '["bot"]') then 'bot'
      when exists (select 1 from users u where u.id::text = e."userUuid") then 'user'
      when exists (select 1 from api_keys k where k.id::text = e."userUuid") then 'service'
      else 'guest' end
    where "userUuid" is not null`)
  await knex.raw('alter table audit_events enable trigger audit_events_append_only')
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('audit_events', (t) => {
    t.dropColumn('callerType')
  })
}

import type { Knex } from 'knex'

// Audit events are only appended: time-ordered rows suit a BRIN index, and a trigger refuses any change or removal.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index audit_events_created_at_brin on audit_events using brin ("createdAt")')
  await knex.raw('create index audit_events_topic_created_at on audit_events (topic, "createdAt")')
  await knex.raw(`
    create function audit_events_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_events is append-only: % refused', tg_op;
    end $$`)
  await knex.raw(`
    create trigger audit_events_append_only before update or delete on audit_events
    for each statement execute function audit_events_append_only()`)
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger audit_events_append_only on audit_events')
  await knex.raw('drop function audit_events_append_only()')
  await knex.raw('drop index audit_events_topic_created_at')
  await knex.raw('drop index audit_events_created_at_brin')
}

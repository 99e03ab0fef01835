import type { Knex } from 'knex'

// Seed 002's moderation action carries role and previousRole beside actionType: they move out of `details` into
// columns of their own (a details value that is not text stays where it is).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('moderation_actions', (t) => {
    t.string('role', 64)
    t.string('previousRole', 64)
  })
  for (const key of ['role', 'previousRole']) {
    await knex.raw(
      `update moderation_actions set ?? = details->>?::text, details = details - ?::text
       where jsonb_typeof(details->?::text) = 'string'`,
      [key, key, key, key]
    )
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const key of ['role', 'previousRole']) {
    await knex.raw(
      `update moderation_actions set details = details || jsonb_build_object(?::text, ??) where ?? is not null`,
      [key, key, key]
    )
  }
  await knex.schema.alterTable('moderation_actions', (t) => {
    t.dropColumn('previousRole')
    t.dropColumn('role')
  })
}

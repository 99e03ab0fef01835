import type { Knex } from 'knex'

// Room acts (kicks, skips, room roles, chat deletions) are recorded with the room they happened in.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('moderation_actions', (t) => {
    t.uuid('roomUuid').references('rooms.uuid').onDelete('SET NULL')
    t.index(['roomUuid', 'createdAt'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('moderation_actions', (t) => {
    t.dropIndex(['roomUuid', 'createdAt'])
    t.dropColumn('roomUuid')
  })
}

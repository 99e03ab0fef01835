import type { Knex } from 'knex'

// Records written by hand at the audit service's /moderation-actions say who wrote them and when they last changed.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('moderation_actions', (t) => {
    t.uuid('recordedByUuid').references('users.id').onDelete('SET NULL')
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['moderatorUuid', 'createdAt'])
  })
  await knex('moderation_actions').update({ updatedAt: knex.ref('createdAt') })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('moderation_actions', (t) => {
    t.dropIndex(['moderatorUuid', 'createdAt'])
    t.dropColumn('updatedAt')
    t.dropColumn('recordedByUuid')
  })
}

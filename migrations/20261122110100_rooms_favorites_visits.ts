import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('room_favorites', (t) => {
    t.uuid('id').primary()
    t.uuid('userUuid').notNullable().references('users.id').onDelete('CASCADE')
    t.integer('roomId').notNullable().references('rooms.id').onDelete('CASCADE')
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.unique(['userUuid', 'roomId'])
    t.index(['roomId'])
  })
  // One row per user and room: a revisit moves visitedAt; only the newest 50 per user are kept.
  await knex.schema.createTable('room_visits', (t) => {
    t.uuid('userUuid').notNullable().references('users.id').onDelete('CASCADE')
    t.integer('roomId').notNullable().references('rooms.id').onDelete('CASCADE')
    t.timestamp('visitedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.primary(['userUuid', 'roomId'])
    t.index(['userUuid', 'visitedAt'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('room_visits')
  await knex.schema.dropTable('room_favorites')
}

import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('communities', (t) => {
    t.uuid('id').primary()
    t.string('slug', 80).notNullable().unique()
    t.string('name', 100).notNullable()
    t.text('description')
    t.string('imageUrl', 2000)
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })
  await knex.schema.createTable('community_members', (t) => {
    t.uuid('communityId').notNullable().references('communities.id').onDelete('CASCADE')
    t.uuid('userUuid').notNullable().references('users.id').onDelete('CASCADE')
    t.timestamp('joinedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.primary(['communityId', 'userUuid'])
    t.index(['userUuid'])
  })
  await knex.schema.createTable('community_rooms', (t) => {
    t.uuid('communityId').notNullable().references('communities.id').onDelete('CASCADE')
    t.integer('roomId').notNullable().references('rooms.id').onDelete('CASCADE')
    t.timestamp('addedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.primary(['communityId', 'roomId'])
    t.index(['roomId'])
  })
  await knex.schema.createTable('events', (t) => {
    t.uuid('id').primary()
    t.string('slug', 120).notNullable().unique()
    t.string('name', 100).notNullable()
    t.text('description')
    t.integer('roomId').references('rooms.id').onDelete('SET NULL')
    t.timestamp('startTime', { useTz: true }).notNullable()
    t.timestamp('endTime', { useTz: true }).notNullable()
    t.string('posterUrl', 2000)
    t.uuid('createdBy').references('users.id').onDelete('SET NULL')
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['endTime', 'startTime'])
    t.index(['roomId', 'startTime'])
    t.check('"endTime" > "startTime"', [], 'events_end_after_start_check')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('events')
  await knex.schema.dropTable('community_rooms')
  await knex.schema.dropTable('community_members')
  await knex.schema.dropTable('communities')
}

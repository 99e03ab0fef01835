import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('room_live_state', (t) => {
    // What the engine keeps beside the client state: connections per user, departures due, step-down requests, the play
    // in progress.
    t.jsonb('engine').notNullable().defaultTo('{}')
    // The earliest moment a user without a connection leaves (grace period); any process may act on it.
    t.timestamp('graceEndsAt', { useTz: true })
    t.index(['graceEndsAt'])
  })
  await knex.schema.createTable('room_plays', (t) => {
    t.bigIncrements('id').primary()
    t.integer('roomId').notNullable().references('rooms.id').onDelete('CASCADE')
    t.jsonb('song').notNullable()
    t.uuid('djUuid').notNullable()
    t.timestamp('startTime', { useTz: true }).notNullable()
    t.timestamp('endTime', { useTz: true }).notNullable()
    t.jsonb('voteCounts').notNullable()
    t.boolean('skipped').notNullable().defaultTo(false)
    t.index(['roomId', 'startTime'])
  })
  await knex.schema.createTable('room_chat_messages', (t) => {
    t.bigIncrements('id').primary()
    t.integer('roomId').notNullable().references('rooms.id').onDelete('CASCADE')
    t.uuid('uuid').notNullable()
    t.uuid('userUuid').notNullable()
    t.jsonb('message').notNullable()
    t.timestamp('date', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.unique(['roomId', 'uuid'])
    t.index(['roomId', 'id'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('room_chat_messages')
  await knex.schema.dropTable('room_plays')
  await knex.schema.alterTable('room_live_state', (t) => {
    t.dropIndex(['graceEndsAt'])
    t.dropColumn('graceEndsAt')
    t.dropColumn('engine')
  })
}

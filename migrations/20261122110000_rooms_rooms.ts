import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rooms', (t) => {
    t.increments('id').primary()
    t.uuid('uuid').notNullable().unique()
    t.string('slug', 80).notNullable().unique()
    t.string('name', 100).notNullable()
    t.text('description')
    t.string('vibe', 100)
    t.string('djType', 20).notNullable().defaultTo('EVERYONE')
    t.string('type', 10).notNullable().defaultTo('PUBLIC')
    t.string('design', 20).notNullable().defaultTo('CLUB')
    t.jsonb('musicProviderKeys')
      .notNullable()
      .defaultTo(
        JSON.stringify(['apple', 'audius', 'napster', 'soundCloudPublic', 'spotify', 'uploadService', 'youtube'])
      )
    t.integer('numberOfDjs').notNullable().defaultTo(5)
    t.integer('songsPerDj').notNullable().defaultTo(1)
    t.integer('roomSize').notNullable().defaultTo(200)
    t.integer('entryFee').notNullable().defaultTo(0)
    t.integer('freeEntries').notNullable().defaultTo(0)
    t.string('passwordHash')
    t.string('guestPasswordHash')
    t.boolean('unlisted').notNullable().defaultTo(false)
    t.boolean('promoted').notNullable().defaultTo(false)
    t.boolean('isLive').notNullable().defaultTo(false)
    t.boolean('liveAudio').notNullable().defaultTo(false)
    t.boolean('hasChat').notNullable().defaultTo(true)
    t.uuid('posterFileId')
    t.string('externalUrl', 2000)
    t.jsonb('pinnedMessages').notNullable().defaultTo('[]')
    t.string('discordGuildId', 32)
    // Off by default: when set, a song whose dislikes reach this share of the listeners (0..1) is skipped.
    t.float('autoSkipDislikeRatio')
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['type', 'promoted'])
    t.index(['discordGuildId'])
    t.check('"numberOfDjs" between 1 and 10', [], 'rooms_number_of_djs_check')
    t.check('"songsPerDj" between 1 and 100', [], 'rooms_songs_per_dj_check')
    t.check('"roomSize" between 1 and 100000', [], 'rooms_room_size_check')
  })
  await knex.schema.createTable('room_user_roles', (t) => {
    t.uuid('id').primary()
    t.integer('roomId').notNullable().references('rooms.id').onDelete('CASCADE')
    t.uuid('userUuid').notNullable().references('users.id').onDelete('CASCADE')
    t.string('role', 20).notNullable()
    // A role with an expirationTime lapses by itself: readers ignore it once the time has passed.
    t.timestamp('expirationTime', { useTz: true })
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.unique(['roomId', 'userUuid', 'role'])
    t.index(['userUuid'])
  })
  // The live engine's durable state of a room; songEndsAt lets any process find songs that are due.
  await knex.schema.createTable('room_live_state', (t) => {
    t.integer('roomId').primary().references('rooms.id').onDelete('CASCADE')
    t.bigInteger('seq').notNullable().defaultTo(0)
    t.jsonb('state').notNullable()
    t.timestamp('songEndsAt', { useTz: true })
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['songEndsAt'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('room_live_state')
  await knex.schema.dropTable('room_user_roles')
  await knex.schema.dropTable('rooms')
}

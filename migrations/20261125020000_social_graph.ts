import type { Knex } from 'knex'

const user = (t: Knex.CreateTableBuilder, name: string) =>
  t.uuid(name).notNullable().references('users.id').onDelete('CASCADE')

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('blocked_users', (t) => {
    t.uuid('id').primary()
    user(t, 'userUuid')
    user(t, 'blockedUserUuid')
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.unique(['userUuid', 'blockedUserUuid'])
    // Chat fan-out looks up who blocked a sender.
    t.index(['blockedUserUuid'])
  })
  await knex.schema.createTable('devices', (t) => {
    t.uuid('id').primary()
    user(t, 'userUuid')
    t.string('devicePlatform', 10).notNullable()
    t.text('token').notNullable().unique()
    t.string('deviceName', 100)
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.unique(['userUuid', 'devicePlatform'])
  })
  await knex.schema.createTable('dj_fans', (t) => {
    t.uuid('id').primary()
    user(t, 'djUuid')
    user(t, 'fanUuid')
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.unique(['djUuid', 'fanUuid'])
    t.index(['fanUuid', 'createdAt'])
    t.index(['djUuid', 'createdAt'])
  })
  await knex.schema.createTable('friend_invitations', (t) => {
    t.uuid('id').primary()
    user(t, 'senderUuid')
    user(t, 'recipientUuid')
    t.string('status', 10).notNullable().defaultTo('pending')
    t.string('message', 300)
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['recipientUuid', 'status'])
    t.index(['senderUuid', 'status'])
  })
  // One pending invitation between two users, whichever of them sent it.
  await knex.raw(
    `CREATE UNIQUE INDEX friend_invitations_one_pending ON friend_invitations
       (LEAST("senderUuid", "recipientUuid"), GREATEST("senderUuid", "recipientUuid")) WHERE status = 'pending'`
  )
  await knex.schema.createTable('friends', (t) => {
    t.uuid('id').primary()
    user(t, 'userUuid')
    user(t, 'friendUuid')
    t.uuid('invitationId').references('friend_invitations.id').onDelete('SET NULL')
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.unique(['userUuid', 'friendUuid'])
  })
  await knex.schema.createTable('user_book_contacts', (t) => {
    t.uuid('id').primary()
    user(t, 'userUuid')
    t.string('name', 200)
    t.jsonb('emails').notNullable().defaultTo('[]')
    t.jsonb('phoneNumbers').notNullable().defaultTo('[]')
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['userUuid', 'createdAt'])
  })
  // The DJ admin list: every user someone follows, with their fan count.
  await knex.raw(
    `CREATE VIEW social_djs AS
       SELECT u.id, u.nickname, u."avatarId", COUNT(f.id)::integer AS "fanCount", MAX(f."createdAt") AS "lastFanAt"
       FROM users u JOIN dj_fans f ON f."djUuid" = u.id
       GROUP BY u.id`
  )
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP VIEW social_djs')
  for (const table of ['user_book_contacts', 'friends', 'friend_invitations', 'dj_fans', 'devices', 'blocked_users'])
    await knex.schema.dropTable(table)
}

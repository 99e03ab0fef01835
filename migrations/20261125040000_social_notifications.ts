import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('web_push_subscriptions', (t) => {
    t.uuid('id').primary()
    t.uuid('userUuid').notNullable().references('users.id').onDelete('CASCADE')
    // A browser's push endpoint is unique to it: the same one again is the same browser.
    t.text('endpoint').notNullable().unique()
    t.string('p256dh', 200).notNullable()
    t.string('auth', 100).notNullable()
    t.timestamp('expiresAt', { useTz: true })
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['userUuid'])
  })

  // The notification outbox: one row per delivery, whatever the driver did with it.
  await knex.schema.createTable('notifications', (t) => {
    t.uuid('id').primary()
    t.uuid('batchId').notNullable()
    t.string('kind', 20).notNullable()
    t.uuid('userUuid').notNullable().references('users.id').onDelete('CASCADE')
    t.string('platform', 10).notNullable()
    // The device token or push endpoint the delivery goes to.
    t.text('target').notNullable()
    t.string('title', 120)
    t.text('body')
    t.text('link')
    t.jsonb('data')
    t.string('status', 20).notNullable()
    t.text('error')
    t.uuid('senderUuid')
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('sentAt', { useTz: true })
    t.index(['batchId', 'status'])
    t.index(['createdAt'])
    t.index(['userUuid', 'createdAt'])
  })

  // The VAPID key pair, made once and shared by every API process (VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY override it).
  await knex.schema.createTable('vapid_keys', (t) => {
    t.string('id', 20).primary()
    t.string('publicKey', 200).notNullable()
    t.string('privateKey', 100).notNullable()
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })

  // The seed's rate rules: when a scope (a DJ's fans, a room's users) was last notified.
  await knex.schema.createTable('notification_permits', (t) => {
    t.string('scope', 20).notNullable()
    t.string('key', 100).notNullable()
    t.timestamp('lastSentAt', { useTz: true }).notNullable()
    t.primary(['scope', 'key'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('notification_permits')
  await knex.schema.dropTable('vapid_keys')
  await knex.schema.dropTable('notifications')
  await knex.schema.dropTable('web_push_subscriptions')
}

import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_emails', (t) => {
    t.uuid('id').primary()
    t.uuid('userUuid').notNullable().references('users.id').onDelete('CASCADE')
    t.string('email', 320).notNullable()
    t.string('type', 20).notNullable()
    t.string('status', 30).notNullable()
    t.string('codeHash', 64)
    t.timestamp('codeExpiresAt', { useTz: true })
    t.integer('codeAttempts').notNullable().defaultTo(0)
    t.timestamp('lastSentAt', { useTz: true })
    t.timestamp('verifiedAt', { useTz: true })
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['userUuid'])
    t.index(['email'])
  })
  // A user holds an address once while it is active; a deleted one may be added again.
  await knex.raw(
    `create unique index user_emails_active_unique on user_emails ("userUuid", email) where status <> 'DELETED'`
  )
  // Every existing account's sign-up address, still to be verified.
  await knex.raw(
    `insert into user_emails (id, "userUuid", email, type, status) select gen_random_uuid(), id, email, 'personal', 'PENDING_VERIFICATION' from users where email is not null`
  )

  await knex.schema.createTable('password_resets', (t) => {
    t.uuid('id').primary()
    t.uuid('userUuid').notNullable().references('users.id').onDelete('CASCADE')
    t.string('codeHash', 64)
    t.integer('codeAttempts').notNullable().defaultTo(0)
    t.string('tokenHash', 64).notNullable().unique()
    t.timestamp('codeExpiresAt', { useTz: true }).notNullable()
    t.timestamp('usedAt', { useTz: true })
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['userUuid'])
  })

  // Failed logins per account address: the window they count in, and a lock once too many.
  await knex.schema.createTable('login_failures', (t) => {
    t.string('email', 320).primary()
    t.integer('failures').notNullable()
    t.timestamp('firstAt', { useTz: true }).notNullable()
    t.timestamp('lockedUntil', { useTz: true })
  })

  await knex.schema.createTable('outbox', (t) => {
    t.uuid('id').primary()
    t.string('channel', 10).notNullable()
    t.string('to', 320).notNullable()
    t.string('subject', 200)
    t.text('body').notNullable()
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['createdAt'])
    t.index(['to'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('outbox')
  await knex.schema.dropTable('login_failures')
  await knex.schema.dropTable('password_resets')
  await knex.schema.dropTable('user_emails')
}

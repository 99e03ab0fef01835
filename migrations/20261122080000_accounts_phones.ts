import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('phone_validations', (t) => {
    t.uuid('id').primary()
    t.string('phone', 64).notNullable()
    t.string('status', 20).notNullable()
    t.string('type', 30)
    t.string('country', 2)
    t.string('callerUuid', 64)
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['createdAt'])
  })

  await knex.schema.createTable('phone_whitelist', (t) => {
    t.uuid('id').primary()
    t.string('phone', 20).notNullable().unique()
    t.string('note', 200)
    t.uuid('createdBy').references('users.id').onDelete('SET NULL')
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })

  // One row per code sent: its hash, expiry and attempts, and the count the per-number and per-caller limits read.
  await knex.schema.createTable('phone_codes', (t) => {
    t.uuid('id').primary()
    t.string('phone', 20).notNullable()
    t.string('purpose', 10).notNullable()
    t.string('channel', 10).notNullable()
    t.string('callerUuid', 64)
    t.string('codeHash', 64)
    t.timestamp('codeExpiresAt', { useTz: true }).notNullable()
    t.integer('codeAttempts').notNullable().defaultTo(0)
    t.timestamp('verifiedAt', { useTz: true })
    t.timestamp('usedAt', { useTz: true })
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['phone', 'purpose', 'createdAt'])
    t.index(['callerUuid', 'createdAt'])
  })

  await knex.schema.createTable('user_identities', (t) => {
    t.uuid('id').primary()
    t.uuid('userUuid').notNullable().references('users.id').onDelete('CASCADE')
    t.string('channel', 10).notNullable()
    t.string('phone', 20).notNullable().unique()
    t.timestamp('verifiedAt', { useTz: true }).notNullable()
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['userUuid'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('user_identities')
  await knex.schema.dropTable('phone_codes')
  await knex.schema.dropTable('phone_whitelist')
  await knex.schema.dropTable('phone_validations')
}

import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('vouchers', (t) => {
    t.uuid('id').primary()
    t.string('code', 32).notNullable().unique()
    t.string('status', 16).notNullable().defaultTo('PENDING')
    t.string('note', 200)
    t.uuid('createdBy').references('users.id').onDelete('SET NULL')
    t.uuid('redeemedBy').references('users.id').onDelete('SET NULL')
    t.timestamp('redeemedAt', { useTz: true })
    t.timestamp('revokedAt', { useTz: true })
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['status'])
  })
  await knex.schema.createTable('bots', (t) => {
    t.uuid('userUuid').primary().references('users.id').onDelete('CASCADE')
    t.uuid('ownerUuid').notNullable().references('users.id').onDelete('CASCADE')
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['ownerUuid'])
  })
  await knex.schema.createTable('magic_links', (t) => {
    t.uuid('id').primary()
    t.string('tokenHash', 64).notNullable().unique()
    t.uuid('userUuid').references('users.id').onDelete('CASCADE')
    t.jsonb('guest')
    t.timestamp('expiresAt', { useTz: true }).notNullable()
    t.timestamp('usedAt', { useTz: true })
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('magic_links')
  await knex.schema.dropTable('bots')
  await knex.schema.dropTable('vouchers')
}

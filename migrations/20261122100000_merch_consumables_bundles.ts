import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  // Files live in the database, so every API process (and a backup) has them.
  await knex.schema.createTable('consumable_files', (t) => {
    t.uuid('id').primary()
    t.string('contentType', 40).notNullable()
    t.integer('size').notNullable()
    t.binary('bytes').notNullable()
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })
  await knex.schema.createTable('consumables', (t) => {
    t.uuid('id').primary()
    t.string('name', 100).notNullable()
    t.text('description')
    t.integer('tokenCost').notNullable()
    t.string('displayType', 10).notNullable()
    t.uuid('imageFileId').references('consumable_files.id').onDelete('SET NULL')
    t.uuid('fileId').references('consumable_files.id').onDelete('SET NULL')
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.check('"tokenCost" >= 0', [], 'consumables_token_cost_check')
    t.index(['createdAt'])
  })
  await knex.schema.createTable('token_bundles', (t) => {
    t.uuid('id').primary()
    t.string('productId', 200).notNullable().unique()
    t.string('name', 100).notNullable()
    t.integer('tokens').notNullable()
    t.integer('price').notNullable()
    t.string('currency', 3).notNullable().defaultTo('usd')
    t.uuid('thumbnailFileId').references('consumable_files.id').onDelete('SET NULL')
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.check('"tokens" > 0 and "price" >= 0', [], 'token_bundles_amounts_check')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('token_bundles')
  await knex.schema.dropTable('consumables')
  await knex.schema.dropTable('consumable_files')
}

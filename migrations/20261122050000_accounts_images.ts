import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_images', (t) => {
    t.uuid('id').primary()
    t.uuid('userUuid').notNullable().references('users.id').onDelete('CASCADE')
    t.string('kind', 20).notNullable()
    t.string('sourceFormat', 10).notNullable()
    t.integer('width').notNullable()
    t.integer('height').notNullable()
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.unique(['userUuid', 'kind'])
  })
  // Resized copies live in the database, so every API process (and a backup) has them.
  await knex.schema.createTable('user_image_files', (t) => {
    t.uuid('imageId').notNullable().references('user_images.id').onDelete('CASCADE')
    t.integer('size').notNullable()
    t.string('contentType', 30).notNullable()
    t.binary('bytes').notNullable()
    t.primary(['imageId', 'size'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('user_image_files')
  await knex.schema.dropTable('user_images')
}

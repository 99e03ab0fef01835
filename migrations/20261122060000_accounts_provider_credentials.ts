import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  // Secrets are sealed (AES-256-GCM with PROVIDER_TOKEN_KEY) before they reach this table.
  await knex.schema.createTable('provider_credentials', (t) => {
    t.uuid('userUuid').notNullable().references('users.id').onDelete('CASCADE')
    t.string('provider', 30).notNullable()
    t.text('refreshTokenSealed')
    t.text('accessTokenSealed')
    t.timestamp('accessExpiresAt', { useTz: true })
    t.string('scope', 1000)
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.primary(['userUuid', 'provider'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('provider_credentials')
}

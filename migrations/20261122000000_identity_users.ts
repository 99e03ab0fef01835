import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.uuid('id').primary()
    t.string('email', 320).unique()
    t.string('password')
    t.string('nickname', 64).notNullable().unique()
    t.string('firstName', 100)
    t.string('lastName', 100)
    t.string('color', 16)
    t.string('avatarId', 100)
    t.string('pronoun', 50)
    t.boolean('displayPronouns').notNullable().defaultTo(false)
    t.string('zodiac', 20)
    t.jsonb('roles')
      .notNullable()
      .defaultTo(JSON.stringify(['user']))
    t.jsonb('badges').notNullable().defaultTo('[]')
    t.jsonb('capabilities').notNullable().defaultTo('[]')
    t.string('status', 20).notNullable().defaultTo('active')
    t.timestamp('bannedUntil', { useTz: true })
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['createdAt'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('users')
}

import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  // Every change of a user's points is a row; balances below are sums of these, never edited by hand.
  await knex.schema.createTable('points_ledger', (t) => {
    t.bigIncrements('id').primary()
    t.uuid('userUuid').notNullable().references('users.id').onDelete('CASCADE')
    t.uuid('seasonId').notNullable().references('seasons.id').onDelete('CASCADE')
    t.integer('amount').notNullable()
    t.string('reason', 200).notNullable()
    t.string('source', 200).notNullable()
    t.string('idempotencyKey', 200)
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['userUuid', 'seasonId'])
    t.unique(['source', 'idempotencyKey'])
  })
  await knex.schema.createTable('ranking_status', (t) => {
    t.uuid('id').primary()
    t.uuid('userUuid').notNullable().references('users.id').onDelete('CASCADE')
    t.uuid('seasonId').notNullable().references('seasons.id').onDelete('CASCADE')
    t.bigInteger('balance').notNullable().defaultTo(0)
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.unique(['seasonId', 'userUuid'])
    t.index(['userUuid'])
  })
  // The leaderboard reads a season's rows by balance, ties broken by user, straight from this index.
  await knex.raw('create index ranking_status_leaderboard on ranking_status ("seasonId", balance desc, "userUuid")')
  await knex.schema.createTable('ranking_status_lifetime', (t) => {
    t.uuid('id').primary()
    t.uuid('userUuid').notNullable().unique().references('users.id').onDelete('CASCADE')
    t.bigInteger('balance').notNullable().defaultTo(0)
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })
  await knex.raw(
    'create index ranking_status_lifetime_leaderboard on ranking_status_lifetime (balance desc, "userUuid")'
  )
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('ranking_status_lifetime')
  await knex.schema.dropTable('ranking_status')
  await knex.schema.dropTable('points_ledger')
}

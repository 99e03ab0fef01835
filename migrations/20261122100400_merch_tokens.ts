import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  // balance = credits − commits − open holds, kept beside the history so a spend checks one locked row.
  await knex.schema.createTable('token_accounts', (t) => {
    t.uuid('id').primary()
    t.uuid('userUuid').notNullable().unique().references('users.id').onDelete('RESTRICT')
    t.string('status', 10).notNullable().defaultTo('active')
    t.bigInteger('balance').notNullable().defaultTo(0)
    t.bigInteger('version').notNullable().defaultTo(0)
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.check('balance >= 0', [], 'token_accounts_balance_check')
    t.check("status in ('active', 'disabled')", [], 'token_accounts_status_check')
  })
  // Append-only: a hold is settled by a second row (commit or voided) pointing at it, never by an update.
  await knex.schema.createTable('token_transactions', (t) => {
    t.uuid('id').primary()
    t.uuid('accountId').notNullable().references('token_accounts.id').onDelete('RESTRICT')
    t.string('type', 10).notNullable()
    t.bigInteger('amount').notNullable()
    t.uuid('holdId').references('token_transactions.id').onDelete('RESTRICT')
    t.string('idempotencyKey', 200)
    t.string('reason', 500)
    t.string('source', 200).notNullable()
    t.timestamp('expiresAt', { useTz: true })
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.check("type in ('credit', 'hold', 'commit', 'voided')", [], 'token_transactions_type_check')
    t.check('amount > 0', [], 'token_transactions_amount_check')
    t.check(`("holdId" is not null) = (type in ('commit', 'voided'))`, [], 'token_transactions_settles_hold_check')
    t.check(`("expiresAt" is not null) = (type = 'hold')`, [], 'token_transactions_hold_expiry_check')
    t.unique(['accountId', 'idempotencyKey'])
    t.index(['accountId', 'createdAt'])
  })
  // A hold is settled (committed or voided) once at most, whoever races.
  await knex.raw(
    'create unique index token_transactions_settled_once on token_transactions ("holdId") where "holdId" is not null'
  )
  await knex.raw(
    `create index token_transactions_holds_by_expiry on token_transactions ("expiresAt") where type = 'hold'`
  )
  await knex.schema.createTable('consumable_purchases', (t) => {
    t.uuid('id').primary()
    t.uuid('accountId').notNullable().references('token_accounts.id').onDelete('RESTRICT')
    t.uuid('consumableId').notNullable().references('consumables.id').onDelete('RESTRICT')
    t.uuid('roomUuid').notNullable()
    t.uuid('userUuid').notNullable().references('users.id').onDelete('RESTRICT')
    t.bigInteger('tokenCost').notNullable()
    t.uuid('holdId').notNullable().unique().references('token_transactions.id')
    t.uuid('commitId').notNullable().unique().references('token_transactions.id')
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['accountId', 'createdAt'])
    t.index(['roomUuid', 'createdAt'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('consumable_purchases')
  await knex.schema.dropTable('token_transactions')
  await knex.schema.dropTable('token_accounts')
}

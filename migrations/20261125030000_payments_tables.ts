import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('products', (t) => {
    t.uuid('id').primary()
    t.string('name', 100).notNullable()
    t.string('description', 1000)
    t.string('paymentType', 20).notNullable()
    t.integer('price').notNullable()
    t.string('currency', 3).notNullable()
    t.string('interval', 10)
    t.string('subscriptionLevel', 30)
    t.uuid('tokenBundleId').references('token_bundles.id').onDelete('SET NULL')
    t.string('appleProductId', 200).unique()
    t.boolean('active').notNullable().defaultTo(true)
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.check(`"paymentType" in ('one_time', 'recurring')`, [], 'products_payment_type_check')
    // A plan says how often it bills and what it grants; a one-time product neither.
    t.check(
      `("paymentType" = 'recurring') = ("interval" is not null and "subscriptionLevel" is not null)`,
      [],
      'products_plan_check'
    )
    t.check(`"tokenBundleId" is null or "paymentType" = 'one_time'`, [], 'products_bundle_check')
  })
  // The provider's customer of a user (Stripe's billing portal needs it).
  await knex.schema.createTable('payment_customers', (t) => {
    t.uuid('userUuid').notNullable().references('users.id').onDelete('CASCADE')
    t.string('provider', 10).notNullable()
    t.string('customerId', 200).notNullable()
    // The buyer's country as the provider last gave it: subscriptions are counted by it.
    t.string('region', 3)
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.primary(['userUuid', 'provider'])
    t.unique(['provider', 'customerId'])
  })
  await knex.schema.createTable('subscriptions', (t) => {
    t.uuid('id').primary()
    t.uuid('userUuid').notNullable().references('users.id').onDelete('CASCADE')
    t.string('provider', 10).notNullable()
    t.string('providerSubscriptionId', 200).notNullable()
    t.uuid('productId').references('products.id').onDelete('SET NULL')
    t.string('level', 30).notNullable()
    t.string('status', 30).notNullable()
    t.string('region', 3)
    t.timestamp('startedAt', { useTz: true }).notNullable()
    t.timestamp('currentPeriodEnd', { useTz: true })
    t.boolean('cancelAtPeriodEnd').notNullable().defaultTo(false)
    t.timestamp('endedAt', { useTz: true })
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.unique(['provider', 'providerSubscriptionId'])
    t.index(['userUuid'])
    t.index(['startedAt'])
  })
  await knex.schema.createTable('payments', (t) => {
    t.uuid('id').primary()
    t.string('provider', 10).notNullable()
    t.string('providerPaymentId', 200).notNullable()
    t.uuid('userUuid').notNullable().references('users.id').onDelete('RESTRICT')
    t.uuid('productId').references('products.id').onDelete('RESTRICT')
    t.uuid('tokenBundleId').references('token_bundles.id').onDelete('SET NULL')
    t.integer('amount').notNullable()
    t.integer('amountRefunded').notNullable().defaultTo(0)
    t.string('currency', 3).notNullable()
    t.string('status', 30).notNullable()
    t.integer('tokens').notNullable().defaultTo(0)
    t.integer('tokensReclaimed').notNullable().defaultTo(0)
    t.integer('tokensShortfall').notNullable().defaultTo(0)
    t.uuid('accountId').references('token_accounts.id').onDelete('RESTRICT')
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.unique(['provider', 'providerPaymentId'])
    t.index(['userUuid', 'createdAt'])
    t.check('"tokensReclaimed" + "tokensShortfall" <= tokens', [], 'payments_reclaim_check')
  })
  // Each provider event is acted on once: written in the transaction of its effect.
  await knex.schema.createTable('payment_events', (t) => {
    t.string('provider', 10).notNullable()
    t.string('eventId', 200).notNullable()
    t.string('type', 100).notNullable()
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.primary(['provider', 'eventId'])
  })
  await knex.schema.alterTable('users', (t) => {
    t.string('subscriptionLevel', 30)
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('subscriptionLevel')
  })
  for (const table of ['payment_events', 'payments', 'subscriptions', 'payment_customers', 'products'])
    await knex.schema.dropTable(table)
}

import type { Knex } from 'knex'

// A free consumable (tokenCost 0) is bought without a hold or a commit: the ledger has no zero-token rows.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('consumable_purchases', (t) => {
    t.setNullable('holdId')
    t.setNullable('commitId')
    t.check(
      `("holdId" is null) = ("tokenCost" = 0) and ("commitId" is null) = ("tokenCost" = 0)`,
      [],
      'consumable_purchases_paid_check'
    )
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('consumable_purchases', (t) => {
    t.dropChecks('consumable_purchases_paid_check')
    t.dropNullable('holdId')
    t.dropNullable('commitId')
  })
}

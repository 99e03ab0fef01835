import type { Knex } from 'knex'

/**
 * Keeps `ranking_totals` (users with a status, per season and 'lifetime') in step with each statement on a status
 * table.
 */
const counter = (table: string, scope: string) => [
  `
  create function ${table}_count() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      insert into ranking_totals (scope, users) select ${scope}, count(*) from added group by 1
        on conflict (scope) do update set users = ranking_totals.users + excluded.users;
    else
      update ranking_totals t set users = t.users - g.n from (select ${scope} as scope, count(*) as n from removed group by 1) g where t.scope = g.scope;
    end if;
    return null;
  end $$`,
  `create trigger ${table}_added after insert on ${table} referencing new table as added for each statement execute function ${table}_count()`,
  `create trigger ${table}_removed after delete on ${table} referencing old table as removed for each statement execute function ${table}_count()`
]

// A leaderboard's total would otherwise count the whole season on every page (a million rows: hundreds of ms).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ranking_totals', (t) => {
    t.string('scope', 40).primary()
    t.bigInteger('users').notNullable().defaultTo(0)
  })
  await knex.raw(
    `insert into ranking_totals (scope, users) select "seasonId"::text, count(*) from ranking_status group by 1`
  )
  await knex.raw(`insert into ranking_totals (scope, users) select 'lifetime', count(*) from ranking_status_lifetime`)
  for (const sql of [
    ...counter('ranking_status', `"seasonId"::text`),
    ...counter('ranking_status_lifetime', `'lifetime'`)
  ])
    await knex.raw(sql)
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['ranking_status', 'ranking_status_lifetime']) {
    for (const sql of [
      `drop trigger ${table}_added on ${table}`,
      `drop trigger ${table}_removed on ${table}`,
      `drop function ${table}_count()`
    ])
      await knex.raw(sql)
  }
  await knex.schema.dropTable('ranking_totals')
}

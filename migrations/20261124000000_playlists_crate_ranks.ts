import type { Knex } from 'knex'

// A crate's order is a sparse rank: a move or a removal writes one row, where dense positions shifted thousands.
// Clients still see dense 0-based positions, counted from the ranks when read.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table crate_songs drop constraint crate_songs_position_unique')
  await knex.schema.alterTable('crate_songs', (t) => {
    t.double('rank')
  })
  await knex('crate_songs').update({ rank: knex.ref('position') })
  await knex.schema.alterTable('crate_songs', (t) => {
    t.dropNullable('rank')
    t.dropColumn('position')
  })
  // Deferrable: a renumbering or a shuffle rewrites every rank in one statement, checked at its end.
  await knex.raw(
    'alter table crate_songs add constraint crate_songs_rank_unique unique ("crateId", "rank") deferrable initially immediate'
  )
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('crate_songs', (t) => {
    t.integer('position')
  })
  await knex.raw(
    `update crate_songs cs set position = r.place
       from (select id, (row_number() over (partition by "crateId" order by rank))::int - 1 as place from crate_songs) r
      where cs.id = r.id`
  )
  await knex.raw('alter table crate_songs drop constraint crate_songs_rank_unique')
  await knex.schema.alterTable('crate_songs', (t) => {
    t.dropColumn('rank')
    t.dropNullable('position')
  })
  await knex.raw(
    'alter table crate_songs add constraint crate_songs_position_unique unique ("crateId", "position") deferrable initially immediate'
  )
}

import type { Knex } from 'knex'

const vector = (withIsrc: boolean) => `
  setweight(to_tsvector('simple'::regconfig, coalesce("trackName", '')), 'A') ||
  setweight(to_tsvector('simple'::regconfig, coalesce("artistName", '')), 'B') ||
  setweight(to_tsvector('simple'::regconfig, coalesce("albumName", '')), 'C')${
    withIsrc ? ` ||\n  setweight(to_tsvector('simple'::regconfig, coalesce("isrc", '')), 'D')` : ''
  }`

/** A generated column's expression cannot change in place: the column (and its index) is made again. */
async function remake(knex: Knex, withIsrc: boolean) {
  await knex.raw('alter table songs drop column "searchVector"')
  await knex.raw(
    `alter table songs add column "searchVector" tsvector generated always as (${vector(withIsrc)}) stored`
  )
  await knex.raw('create index songs_search_vector on songs using gin ("searchVector")')
}

// The search finds a song by its ISRC too, weighing least.
export async function up(knex: Knex): Promise<void> {
  await remake(knex, true)
}

export async function down(knex: Knex): Promise<void> {
  await remake(knex, false)
}

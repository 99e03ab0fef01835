import type { Knex } from 'knex'

// Full-text search over the catalogue: track names weigh most, then artists, then albums. The 'simple' configuration
// neither stems nor drops stop words, so names match as written in any language; built in, so PGlite has it too.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table songs add column "searchVector" tsvector generated always as (
      setweight(to_tsvector('simple'::regconfig, coalesce("trackName", '')), 'A') ||
      setweight(to_tsvector('simple'::regconfig, coalesce("artistName", '')), 'B') ||
      setweight(to_tsvector('simple'::regconfig, coalesce("albumName", '')), 'C')
    ) stored`)
  await knex.raw('create index songs_search_vector on songs using gin ("searchVector")')
  // Exact-name filters of GET /api/v1/songs compare lower-cased names.
  await knex.raw('create index songs_names_lower on songs (lower("trackName"), lower("artistName"))')
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index songs_names_lower')
  await knex.raw('alter table songs drop column "searchVector"')
}

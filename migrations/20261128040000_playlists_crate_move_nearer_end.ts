import type { Knex } from 'knex'

// PL/pgSQL keeps its plan for the session; a SQL function that cannot be inlined (an aggregate) is planned at every
// call (0.3 ms of each move's 1.5 ms). This migration's crate_move (a place counted from the nearer end of the rank
// index) is left to 20261203000000_playlists_crate_move_whole, which writes the body in use, whole.
const FIRST_THUMBNAILS_PLANNED_ONCE = `
create or replace function crate_first_thumbnails(p_crate uuid) returns json language plpgsql stable as $$
begin
  return (select coalesce(json_agg(first.thumbnails order by first.rank), '[]'::json)
            from (select cs.rank, s.thumbnails from crate_songs cs join songs s on s.id = cs."songId"
                   where cs."crateId" = p_crate order by cs.rank limit 4) first);
end $$`

// The SQL function of 20261125070000_playlists_crate_move. Whichever crate_move a database has here calls either.
const FIRST_THUMBNAILS_AS_SQL = `
create or replace function crate_first_thumbnails(p_crate uuid) returns json language sql stable as $$
  select coalesce(json_agg(first.thumbnails order by first.rank), '[]'::json)
    from (select cs.rank, s.thumbnails from crate_songs cs join songs s on s.id = cs."songId"
           where cs."crateId" = p_crate order by cs.rank limit 4) first
$$`

export async function up(knex: Knex): Promise<void> {
  await knex.raw(FIRST_THUMBNAILS_PLANNED_ONCE)
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(FIRST_THUMBNAILS_AS_SQL)
}

import type { Knex } from 'knex'
import { crateMove, FIRST_THUMBNAILS } from './20261125070000_playlists_crate_move.ts'
import {
  AROUND_DECLARATIONS,
  CRATE_MOVE_BY_RANKS,
  NEIGHBOURS_OF_AROUND
} from './20261127220000_playlists_crate_move_by_ranks.ts'

// A place in a crate is found by counting ranks from the nearer end of the rank index, the crate's locked row knowing
// how many songs it holds: a move to a random place of a long crate walks a quarter of it on average instead of half.
const NEIGHBOURS_FROM_NEARER_END = `    -- The songs that will be its neighbours once it has left its place: the ranks at target - 1 to target + 1, read
    -- from the nearer end of the rank index alone, less the entry, or less the first when the entry stands before them.
    lo := greatest(target - 1, 0);
    hi := least(target + 1, c."songCount" - 1);
    if lo <= c."songCount" - 1 - hi then
      select coalesce(array_agg(w.rank order by w.rank), '{}') into around
        from (select cs.rank from crate_songs cs where cs."crateId" = p_crate order by cs.rank
               offset lo limit hi - lo + 1) w;
    else
      select coalesce(array_agg(w.rank order by w.rank), '{}') into around
        from (select cs.rank from crate_songs cs where cs."crateId" = p_crate order by cs.rank desc
               offset c."songCount" - 1 - hi limit hi - lo + 1) w;
    end if;
${NEIGHBOURS_OF_AROUND}`
const CURRENT_FROM_NEARER_END = `      -- The current song is found by its rank, counted from the nearer end.
      if c."currentPosition" >= c."songCount" or c."currentPosition" <= c."songCount" - 1 - c."currentPosition" then
        select cs.rank into cur_rank from crate_songs cs where cs."crateId" = p_crate order by cs.rank
         offset c."currentPosition" limit 1;
      else
        select cs.rank into cur_rank from crate_songs cs where cs."crateId" = p_crate order by cs.rank desc
         offset c."songCount" - 1 - c."currentPosition" limit 1;
      end if;
`
export const CRATE_MOVE_FROM_NEARER_END = crateMove(
  `${AROUND_DECLARATIONS}  lo int;\n  hi int;\n`,
  NEIGHBOURS_FROM_NEARER_END,
  CURRENT_FROM_NEARER_END
)

// PL/pgSQL keeps its plan for the session; a SQL function that cannot be inlined (an aggregate) is planned at every
// call (0.3 ms of each move's 1.5 ms).
const FIRST_THUMBNAILS_PLANNED_ONCE = `
create or replace function crate_first_thumbnails(p_crate uuid) returns json language plpgsql stable as $$
begin
  return (select coalesce(json_agg(first.thumbnails order by first.rank), '[]'::json)
            from (select cs.rank, s.thumbnails from crate_songs cs join songs s on s.id = cs."songId"
                   where cs."crateId" = p_crate order by cs.rank limit 4) first);
end $$`

export async function up(knex: Knex): Promise<void> {
  await knex.raw(FIRST_THUMBNAILS_PLANNED_ONCE)
  await knex.raw(CRATE_MOVE_FROM_NEARER_END)
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(FIRST_THUMBNAILS)
  await knex.raw(CRATE_MOVE_BY_RANKS)
}

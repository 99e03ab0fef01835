import type { Knex } from 'knex'
import { CRATE_MOVE, crateMove } from './20261125070000_playlists_crate_move.ts'

// The ranks read around the target (`around`) and the neighbours kept of them (`nb`).
export const AROUND_DECLARATIONS = '  around double precision[];\n  nb double precision[];\n'
// The neighbours of `around`: less the entry, or less the first when the entry stands before them.
export const NEIGHBOURS_OF_AROUND = `    nb := case when target > 0 and e_rank < around[1] then around[2:3] else array_remove(around, e_rank) end;
    nb := nb[1:case when target = 0 then 1 else 2 end];
    n := coalesce(array_length(nb, 1), 0);
    low := nb[1];
    high := nb[n];
`

// A move's neighbours are read from the rank index alone: the scan to the target position no longer skips the entry by
// its id, which made every index entry it passed fetch its row (at position 5,000 of 10,000: 1.4 against 0.8 ms).
const NEIGHBOURS_BY_RANKS = `    -- The songs that will be its neighbours once it has left its place: the three at target - 1 and after, ranks only
    -- (the rank index answers alone), less the entry, or less the first when the entry stands before them.
    select coalesce(array_agg(w.rank order by w.rank), '{}') into around
      from (select cs.rank from crate_songs cs where cs."crateId" = p_crate order by cs.rank
             offset greatest(target - 1, 0) limit 3) w;
${NEIGHBOURS_OF_AROUND}`
export const CRATE_MOVE_BY_RANKS = crateMove(AROUND_DECLARATIONS, NEIGHBOURS_BY_RANKS)

export async function up(knex: Knex): Promise<void> {
  await knex.raw(CRATE_MOVE_BY_RANKS)
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(CRATE_MOVE)
}

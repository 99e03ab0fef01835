import type { Knex } from 'knex'
import { CRATE_MOVE } from './20261125070000_playlists_crate_move.ts'

// A move's neighbours are read from the rank index alone: the scan to the target position no longer skips the entry by
// its id, which made every index entry it passed fetch its row (at position 5,000 of 10,000: 1.4 against 0.8 ms).
const CRATE_MOVE_BY_RANKS = `
create or replace function crate_move(p_crate uuid, p_entry uuid, p_position int)
returns table (entry json, crate json)
language plpgsql as $$
declare
  c crates;
  e_rank double precision;
  cur_rank double precision;
  target int;
  low double precision;
  high double precision;
  n int;
  goal double precision;
  around double precision[];
  nb double precision[];
begin
  select * into c from crates where id = p_crate for update;
  if not found then return; end if;
  target := least(p_position, c."songCount" - 1);
  loop
    select rank into e_rank from crate_songs where id = p_entry and "crateId" = p_crate;
    if not found then return query select null::json, null::json; return; end if;
    -- The songs that will be its neighbours once it has left its place: the three at target - 1 and after, ranks only
    -- (the rank index answers alone), less the entry, or less the first when the entry stands before them.
    select coalesce(array_agg(w.rank order by w.rank), '{}') into around
      from (select cs.rank from crate_songs cs where cs."crateId" = p_crate order by cs.rank
             offset greatest(target - 1, 0) limit 3) w;
    nb := case when target > 0 and e_rank < around[1] then around[2:3] else array_remove(around, e_rank) end;
    nb := nb[1:case when target = 0 then 1 else 2 end];
    n := coalesce(array_length(nb, 1), 0);
    low := nb[1];
    high := nb[n];
    exit when n = 0 or (target = 0 and e_rank < low) or (target > 0 and n = 1 and e_rank > high)
           or (n = 2 and e_rank > low and e_rank < high);
    goal := case when target = 0 then low - 1 when n = 1 then high + 1 else low + (high - low) / 2 end;
    if target = 0 or n = 1 or (goal > low and goal < high) then
      -- The current song is found by its rank, so no position is counted.
      select cs.rank into cur_rank from crate_songs cs where cs."crateId" = p_crate order by cs.rank
       offset c."currentPosition" limit 1;
      update crate_songs set rank = goal where id = p_entry;
      c."currentPosition" := case when e_rank = cur_rank then target
        when e_rank < cur_rank and goal > cur_rank then c."currentPosition" - 1
        when e_rank > cur_rank and goal < cur_rank then c."currentPosition" + 1
        else c."currentPosition" end;
      exit;
    end if;
    update crate_songs cs set rank = r.place
      from (select id, row_number() over (order by rank) - 1 as place from crate_songs where "crateId" = p_crate) r
     where cs.id = r.id;
  end loop;
  update crates set "currentPosition" = c."currentPosition", "updatedAt" = now() where id = p_crate returning * into c;
  return query select
    (select row_to_json(e) from (
       select cs.id as "crateSongUuid", cs."songId", cs.rank, target as position, cs.status, cs."addedAt",
              s."shortId" as "songShortId", s."trackName", s."artistName", s.genre, s.duration, s.isrc,
              s."musicProviders", s.thumbnails
         from crate_songs cs join songs s on s.id = cs."songId" where cs.id = p_entry) e),
    (select row_to_json(r) from (select c.*, crate_first_thumbnails(p_crate) as "firstThumbnails") r);
end $$`

export async function up(knex: Knex): Promise<void> {
  await knex.raw(CRATE_MOVE_BY_RANKS)
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(CRATE_MOVE)
}

import type { Knex } from 'knex'

// The crate_move in use, written whole. It is the body 20261128060000_playlists_crate_rank_blocks made, which that
// migration and the two before it had built out of each other's pieces; each of them now leaves crate_move alone.
// One round trip for a move: the API's five statements sent one by one cost more than the move itself.
const CRATE_MOVE = `
create or replace function crate_move(p_crate uuid, p_entry uuid, p_position int)
returns table (entry json, crate json)
language plpgsql as $$
-- Moves the entry p_entry of the crate p_crate to the position p_position (0 is the first; past the end means the
-- last) and writes the crate. Answers the entry with the position it now has and the crate row with the thumbnails of
-- its first four songs, both as json; no row when the crate does not exist, a null entry when the entry is not in it.
-- A crate's order is its songs' ranks (double precision); a position is counted, never stored.
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
  from_rank double precision;
  skip int;
begin
  -- The crate's row lock queues this move behind every other change of the crate (adds and removals take it too).
  select * into c from crates where id = p_crate for update;
  if not found then return; end if;
  target := least(p_position, c."songCount" - 1);
  -- Once more after renumbering the crate, when the gap the entry goes into has no rank left between its ends.
  loop
    select rank into e_rank from crate_songs where id = p_entry and "crateId" = p_crate;
    if not found then return query select null::json, null::json; return; end if;
    -- The songs that will be its neighbours once it has left its place: the three at target - 1 and after, counted
    -- from the start of their block, less the entry, or less the first when the entry stands before them.
    select r.from_rank, r.skip into from_rank, skip from crate_rank_start(p_crate, greatest(target - 1, 0)) r;
    select coalesce(array_agg(w.rank order by w.rank), '{}') into around
      from (select cs.rank from crate_songs cs where cs."crateId" = p_crate and cs.rank >= from_rank order by cs.rank
             offset skip limit 3) w;
    nb := case when target > 0 and e_rank < around[1] then around[2:3] else array_remove(around, e_rank) end;
    -- To the first place it needs one neighbour, the song after it; elsewhere two, before and after (one at the end).
    nb := nb[1:case when target = 0 then 1 else 2 end];
    n := coalesce(array_length(nb, 1), 0);
    low := nb[1];
    high := nb[n];
    -- Already there (or alone in the crate): nothing moves, the crate is still written and answered.
    exit when n = 0 or (target = 0 and e_rank < low) or (target > 0 and n = 1 and e_rank > high)
           or (n = 2 and e_rank > low and e_rank < high);
    -- Its new rank: one before the first, one after the last, or halfway between its two neighbours.
    goal := case when target = 0 then low - 1 when n = 1 then high + 1 else low + (high - low) / 2 end;
    if target = 0 or n = 1 or (goal > low and goal < high) then
      -- The current song is found by its rank, counted from the start of its block.
      select r.from_rank, r.skip into from_rank, skip from crate_rank_start(p_crate, c."currentPosition") r;
      select cs.rank into cur_rank from crate_songs cs where cs."crateId" = p_crate and cs.rank >= from_rank
       order by cs.rank offset skip limit 1;
      update crate_songs set rank = goal where id = p_entry;
      -- The current song stays current: its position follows the entry when the entry is the current song, and moves
      -- by one when the entry passes over it.
      c."currentPosition" := case when e_rank = cur_rank then target
        when e_rank < cur_rank and goal > cur_rank then c."currentPosition" - 1
        when e_rank > cur_rank and goal < cur_rank then c."currentPosition" + 1
        else c."currentPosition" end;
      exit;
    end if;
    -- Halving the gap gave no new rank (doubles ran out between the neighbours): the crate's ranks become 0, 1, 2...
    -- in their order, and the loop reads the entry's rank and its neighbours again.
    update crate_songs cs set rank = r.place
      from (select id, row_number() over (order by rank) - 1 as place from crate_songs where "crateId" = p_crate) r
     where cs.id = r.id;
  end loop;
  update crates set "currentPosition" = c."currentPosition", "updatedAt" = now() where id = p_crate returning * into c;
  -- The entry as the API answers a crate's song, and the crate row with its first thumbnails.
  return query select
    (select row_to_json(e) from (
       select cs.id as "crateSongUuid", cs."songId", cs.rank, target as position, cs.status, cs."addedAt",
              s."shortId" as "songShortId", s."trackName", s."artistName", s.genre, s.duration, s.isrc,
              s."musicProviders", s.thumbnails
         from crate_songs cs join songs s on s.id = cs."songId" where cs.id = p_entry) e),
    (select row_to_json(r) from (select c.*, crate_first_thumbnails(p_crate) as "firstThumbnails") r);
end $$`

// What down puts back: the body 20261125070000_playlists_crate_move made, which a database these migrations build has
// until this one (the crate_move migrations between no longer rewrite it), written again, as a migration imports
// nothing from another. One migrated before they stopped had the blocks body here; this one answers every move alike.
const CRATE_MOVE_BY_OFFSET = `
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
begin
  select * into c from crates where id = p_crate for update;
  if not found then return; end if;
  target := least(p_position, c."songCount" - 1);
  loop
    select rank into e_rank from crate_songs where id = p_entry and "crateId" = p_crate;
    if not found then return query select null::json, null::json; return; end if;
    -- The songs that will be its neighbours once it has left its place, read through the rank index.
    select min(nb.rank), max(nb.rank), count(*) into low, high, n
      from (select cs.rank from crate_songs cs where cs."crateId" = p_crate and cs.id <> p_entry order by cs.rank
             offset greatest(target - 1, 0) limit case when target = 0 then 1 else 2 end) nb;
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
  await knex.raw(CRATE_MOVE)
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(CRATE_MOVE_BY_OFFSET)
}

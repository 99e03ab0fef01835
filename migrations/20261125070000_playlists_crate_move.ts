import type { Knex } from 'knex'

// The thumbnails of a crate's first four songs, as a json array in rank order (read through its rank index however long
// the crate): what a crate shows as its artwork, read wherever a crate is answered.
const FIRST_THUMBNAILS = `
create or replace function crate_first_thumbnails(p_crate uuid) returns json language sql stable as $$
  select coalesce(json_agg(first.thumbnails order by first.rank), '[]'::json)
    from (select cs.rank, s.thumbnails from crate_songs cs join songs s on s.id = cs."songId"
           where cs."crateId" = p_crate order by cs.rank limit 4) first
$$`

// A move in one round trip: it locks the crate, ranks the entry between its new neighbours (renumbering the crate when
// halving that gap no longer gives a new rank), keeps the current song current and writes the crate. Five statements
// sent one by one from the API cost more than the move itself, and each was planned afresh; here their plans are kept.
// Answers the entry (its `position` is where it now is) and the crate row with the thumbnails of its first four songs,
// as json; no row when the crate does not exist, a null entry when the entry is not in it. Positions past the end mean
// the last one. Later migrations made it faster; 20261203000000_playlists_crate_move_whole has the body in use.
const CRATE_MOVE = `
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
  await knex.raw(FIRST_THUMBNAILS)
  await knex.raw(CRATE_MOVE)
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function crate_move(uuid, uuid, int)')
  await knex.raw('drop function crate_first_thumbnails(uuid)')
}

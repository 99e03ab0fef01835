import type { Knex } from 'knex'

// How many songs each block of 128 ranks of a crate holds, kept by triggers whatever writes crate_songs: a position is
// found by adding up the counts of a crate's blocks (80 rows for 10,000 songs) and counting within one block, instead
// of counting every rank before it (2,500 index entries on average, each fetching its row while the page is being
// written). 128 is a power of two, so `floor(rank / 128)` and `rank >= block * 128` agree exactly on doubles. The
// crate_move that counts by blocks is 20261203000000_playlists_crate_move_whole's.
const BLOCK = 128
// A rank's block, as SQL.
const blockOf = (rank: string) => `floor(${rank} / ${BLOCK})::bigint`

const BLOCKS = `
create table crate_rank_blocks (
  "crateId" uuid not null references crates (id) on delete cascade,
  block bigint not null,
  songs int not null,
  primary key ("crateId", block)
) with (fillfactor = 50)`

// Each write is counted by statement, grouped by block (a shuffle or a renumbering of 10,000 songs is one grouped
// write, not 10,000); a block left empty is dropped. One statement each: PGlite prepares every query.
const countOn = (event: 'insert' | 'delete' | 'update', counter: string, tables: string) => `
create trigger crate_rank_blocks_${event} after ${event} on crate_songs
  referencing ${tables} for each statement execute function crate_rank_blocks_${counter}()`
const TRIGGERS = [
  `
create function crate_rank_blocks_inserted() returns trigger language plpgsql as $$
begin
  insert into crate_rank_blocks as b ("crateId", block, songs)
    select n."crateId", ${blockOf('n.rank')}, count(*) from new_rows n group by 1, 2
    on conflict ("crateId", block) do update set songs = b.songs + excluded.songs;
  return null;
end $$`,
  countOn('insert', 'inserted', 'new table as new_rows'),
  `
create function crate_rank_blocks_deleted() returns trigger language plpgsql as $$
begin
  -- A song or a user deleted takes songs out of many crates at once: their blocks are locked in one order, so two such
  -- deletes cannot deadlock.
  perform 1 from crate_rank_blocks b
    join (select distinct "crateId", ${blockOf('rank')} as block from old_rows) o
      on b."crateId" = o."crateId" and b.block = o.block
   order by b."crateId", b.block for update of b;
  update crate_rank_blocks b set songs = b.songs - o.n
    from (select "crateId", ${blockOf('rank')} as block, count(*)::int as n from old_rows group by 1, 2) o
   where b."crateId" = o."crateId" and b.block = o.block;
  delete from crate_rank_blocks b where b.songs <= 0 and b."crateId" in (select o."crateId" from old_rows o);
  return null;
end $$`,
  countOn('delete', 'deleted', 'old table as old_rows'),
  `
create function crate_rank_blocks_moved() returns trigger language plpgsql as $$
declare
  emptied boolean;
begin
  with delta as (
    select x."crateId", x.block, sum(x.d)::int as d from (
      select n."crateId", ${blockOf('n.rank')} as block, 1 as d from new_rows n
      union all
      select o."crateId", ${blockOf('o.rank')}, -1 from old_rows o) x
    group by x."crateId", x.block having sum(x.d) <> 0),
  counted as (
    insert into crate_rank_blocks as b ("crateId", block, songs) select * from delta
    on conflict ("crateId", block) do update set songs = b.songs + excluded.songs
    returning b.songs)
  select coalesce(bool_or(songs <= 0), false) into emptied from counted;
  if emptied then
    delete from crate_rank_blocks b where b.songs <= 0 and b."crateId" in (select o."crateId" from old_rows o);
  end if;
  return null;
end $$`,
  countOn('update', 'moved', 'old table as old_rows new table as new_rows')
]

// Where counting to a position starts: the first rank of the block holding it and how many of the crate's songs lie
// between there and it (no row past the last song). A single-select SQL function, so a query calling it in its FROM
// gets its text inlined and planned with it.
const RANK_START = `
create function crate_rank_start(p_crate uuid, p_position int)
returns table (from_rank double precision, skip int) language sql stable as $$
  select b.block * ${BLOCK}.0, p_position - b.before
    from (select block, songs, (sum(songs) over (order by block))::int - songs as before
            from crate_rank_blocks where "crateId" = p_crate) b
   where b.before + b.songs > p_position order by b.block limit 1
$$`
// The dense position of a rank: the songs of the blocks before its block and those before it in its own. An expression,
// so a query calling it gets it inlined.
const RANK_POSITION = `
create function crate_rank_position(p_crate uuid, p_rank double precision) returns int language sql stable as $$
  select (select coalesce(sum(k.songs), 0)::int from crate_rank_blocks k
           where k."crateId" = p_crate and k.block < floor(p_rank / ${BLOCK}))
       + (select count(*)::int from crate_songs b
           where b."crateId" = p_crate and b.rank >= floor(p_rank / ${BLOCK}) * ${BLOCK} and b.rank < p_rank)
$$`

export async function up(knex: Knex): Promise<void> {
  await knex.raw(BLOCKS)
  for (const statement of TRIGGERS) await knex.raw(statement)
  await knex.raw(`insert into crate_rank_blocks ("crateId", block, songs)
    select "crateId", ${blockOf('rank')}, count(*) from crate_songs group by 1, 2`)
  await knex.raw(RANK_START)
  await knex.raw(RANK_POSITION)
}

export async function down(knex: Knex): Promise<void> {
  // Only a database that ran this migration before 20261203000000_playlists_crate_move_whole existed, and not that one
  // yet, still has a crate_move counting by blocks here; dropping the blocks would break every move, so it refuses.
  const { rows } = (await knex.raw(
    `select count(*)::int as n from pg_proc where proname = 'crate_move' and prosrc like '%crate_rank_start%'`
  )) as { rows: { n: number }[] }
  if (rows[0].n)
    throw new Error('crate_move counts by blocks: migrate up to 20261203000000_playlists_crate_move_whole, then down')
  await knex.raw('drop function crate_rank_start(uuid, int)')
  await knex.raw('drop function crate_rank_position(uuid, double precision)')
  for (const event of ['insert', 'delete', 'update'])
    await knex.raw(`drop trigger crate_rank_blocks_${event} on crate_songs`)
  for (const fn of ['inserted', 'deleted', 'moved']) await knex.raw(`drop function crate_rank_blocks_${fn}()`)
  await knex.raw('drop table crate_rank_blocks')
}

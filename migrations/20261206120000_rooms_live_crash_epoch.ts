import type { Knex } from 'knex'

// A live room is numbered under the server's crash epoch, the time its statistics were last reset, no longer under the
// postmaster's start: a crash of one server process loses unflushed commits and leaves that start as it was
// (api/src/services/rooms/live/renumbering.ts). A room numbered before a crash the old start did not see numbers on.
const EPOCH = 'coalesce((pg_stat_get_archiver()).stats_reset, to_timestamp(0))'

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table room_live_state alter column "numberedUnder" set default ${EPOCH}`)
  await knex.raw(
    `update room_live_state set "numberedUnder" =
       case when ${EPOCH} < pg_postmaster_start_time() then ${EPOCH} else to_timestamp(0) end`
  )
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`alter table room_live_state alter column "numberedUnder" set default pg_postmaster_start_time()`)
  await knex.raw(`update room_live_state set "numberedUnder" = pg_postmaster_start_time()`)
}

import type { Knex } from 'knex'

const CROWD = `jsonb_build_object('allUsers', coalesce(state->'allUsers', '[]'), 'floorUsers', coalesce(state->'floorUsers', '[]'), 'audienceUsers', coalesce(state->'audienceUsers', '[]'))`

/**
 * A live room is kept in parts (small state, crowd, one row per user's data), so a change rewrites only what it
 * touched.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('room_live_state', (t) => {
    t.jsonb('crowd').notNullable().defaultTo(knex.raw(`'{}'::jsonb`))
    // Bumped by every change: a process reuses its copy of the room while the version is the one it wrote.
    t.bigInteger('version').notNullable().defaultTo(0)
  })
  await knex.schema.createTable('room_live_user_data', (t) => {
    t.integer('roomId').notNullable().references('room_live_state.roomId').onDelete('CASCADE')
    t.string('userUuid', 64).notNullable()
    t.jsonb('data').notNullable()
    t.primary(['roomId', 'userUuid'])
  })
  await knex.raw(
    `insert into room_live_user_data ("roomId", "userUuid", data) select "roomId", e.key, e.value from room_live_state, jsonb_each(coalesce(state->'allUserData', '{}')) e`
  )
  await knex.raw(
    `update room_live_state set crowd = ${CROWD}, state = state - 'allUsers' - 'floorUsers' - 'audienceUsers' - 'allUserData'`
  )
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    `update room_live_state s set state = s.state || s.crowd || jsonb_build_object('allUserData', coalesce((select jsonb_object_agg(d."userUuid", d.data) from room_live_user_data d where d."roomId" = s."roomId"), '{}'))`
  )
  await knex.schema.dropTable('room_live_user_data')
  await knex.schema.alterTable('room_live_state', (t) => {
    t.dropColumn('version')
    t.dropColumn('crowd')
  })
}

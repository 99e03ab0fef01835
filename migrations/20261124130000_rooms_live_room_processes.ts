import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  // Which processes hold connections in which live room, kept with `engine.connections`: the crashed-process sweep
  // reads this index instead of every room's connections.
  await knex.schema.createTable('live_room_processes', (t) => {
    t.uuid('process').notNullable()
    t.integer('roomId').notNullable().references('room_live_state.roomId').onDelete('CASCADE')
    t.primary(['process', 'roomId'])
  })
  await knex.raw(
    `insert into live_room_processes (process, "roomId") select distinct (c.socket->>'process')::uuid, s."roomId"
     from room_live_state s, jsonb_each(coalesce(s.engine->'connections', '{}')) u(uuid, sockets),
     jsonb_array_elements(u.sockets) c(socket)`
  )
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('live_room_processes')
}

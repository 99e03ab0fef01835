import type { Knex } from 'knex'

// A ttfm-socket client that reconnects (its process died, its network dropped) never sends joinRoom again: the rooms
// each token's Primus connections are in are kept until the token expires, so that whichever process it reconnects to
// takes it back into those its user is still in.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('primus_resumes', (t) => {
    t.string('tokenHash', 64).notNullable()
    t.uuid('roomUuid').notNullable()
    t.timestamp('expiresAt', { useTz: true }).notNullable()
    t.primary(['tokenHash', 'roomUuid'])
    t.index(['expiresAt'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('primus_resumes')
}

import type { Knex } from 'knex'

// The upload service's songs: the uploaded file's facts, its tags, its HLS transcode and its review.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('uploaded_songs', (t) => {
    t.uuid('id').primary()
    t.uuid('userId').notNullable().references('users.id').onDelete('CASCADE')
    t.string('status', 30).notNullable()
    t.string('originalName', 500).notNullable()
    t.string('mimeType', 100).notNullable()
    t.string('codec', 50).notNullable()
    t.integer('bitrate')
    t.integer('sizeBytes').notNullable()
    t.double('duration').notNullable()
    t.string('trackName', 300)
    t.string('artistName', 300)
    t.string('albumName', 300)
    t.string('genre', 100)
    t.integer('releaseYear')
    t.string('isrc', 20)
    t.boolean('explicit').notNullable().defaultTo(false)
    t.string('artwork', 2000)
    t.integer('transcodeProgress').notNullable().defaultTo(0)
    t.text('error')
    t.boolean('isPublic').notNullable().defaultTo(true)
    t.uuid('songId').references('songs.id').onDelete('SET NULL')
    t.uuid('verifiedBy').references('users.id').onDelete('SET NULL')
    t.timestamp('verifiedAt', { useTz: true })
    // Storage keys: the original file, and the folder of the current HLS rendition (null until one is complete).
    t.string('fileKey', 300).notNullable()
    t.string('hlsPrefix', 300)
    t.binary('hlsKey')
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['userId'])
    t.index(['status', 'createdAt'])
  })
  await knex.raw(
    `alter table uploaded_songs add constraint uploaded_songs_progress check ("transcodeProgress" between 0 and 100)`
  )
  // A verified song always has segments and their key: whatever crashes, the database refuses the contrary.
  await knex.raw(
    `alter table uploaded_songs add constraint uploaded_songs_verified_has_segments check (status <> 'VERIFIED' or ("hlsPrefix" is not null and "hlsKey" is not null))`
  )
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('uploaded_songs')
}

import type { Knex } from 'knex'

const timestamps = (knex: Knex, t: Knex.CreateTableBuilder) => {
  t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
}

// The playlist service's catalogue (artists, albums, genres, songs) and crates with their songs.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('artists', (t) => {
    t.uuid('id').primary()
    t.string('shortId', 16).notNullable().unique()
    t.string('name', 300).notNullable()
    timestamps(knex, t)
  })
  await knex.raw('create unique index artists_name_unique on artists (lower("name"))')
  await knex.schema.createTable('albums', (t) => {
    t.uuid('id').primary()
    t.string('shortId', 16).notNullable().unique()
    t.string('name', 300).notNullable()
    t.uuid('artistId').references('artists.id').onDelete('SET NULL')
    t.integer('releaseYear')
    t.jsonb('thumbnails').notNullable().defaultTo('{}')
    timestamps(knex, t)
    t.index(['artistId'])
  })
  await knex.raw('create unique index albums_artist_name_unique on albums ("artistId", lower("name"))')
  await knex.schema.createTable('genres', (t) => {
    t.uuid('id').primary()
    t.string('name', 100).notNullable()
    timestamps(knex, t)
  })
  await knex.raw('create unique index genres_name_unique on genres (lower("name"))')
  await knex.schema.createTable('songs', (t) => {
    t.uuid('id').primary()
    t.string('shortId', 16).notNullable().unique()
    t.string('isrc', 20)
    t.string('trackName', 300).notNullable()
    t.string('artistName', 300).notNullable()
    t.double('duration').notNullable()
    t.boolean('explicit').notNullable().defaultTo(false)
    t.string('genre', 100)
    t.string('albumName', 300)
    t.uuid('albumId').references('albums.id').onDelete('SET NULL')
    t.uuid('artistId').references('artists.id').onDelete('SET NULL')
    t.integer('releaseYear')
    t.jsonb('musicProviders').notNullable().defaultTo('{}')
    t.jsonb('thumbnails').notNullable().defaultTo('{}')
    t.jsonb('links').notNullable().defaultTo('{}')
    t.jsonb('previews').notNullable().defaultTo('{}')
    // What the music-analysis webhook said of the song.
    t.jsonb('analysis')
    timestamps(knex, t)
    t.index(['isrc'])
    t.index(['albumId'])
    t.index(['artistId'])
    t.index(['updatedAt'])
  })
  await knex.raw('create index songs_music_providers on songs using gin ("musicProviders" jsonb_path_ops)')
  await knex.schema.createTable('crates', (t) => {
    t.uuid('id').primary()
    t.string('shortId', 16).notNullable().unique()
    t.uuid('userId').notNullable().references('users.id').onDelete('CASCADE')
    t.string('crateName', 200).notNullable()
    t.text('description')
    t.string('special', 10)
    t.integer('currentPosition').notNullable().defaultTo(0)
    t.integer('songCount').notNullable().defaultTo(0)
    t.string('importStatus', 16)
    t.jsonb('importSource')
    timestamps(knex, t)
    t.index(['userId', 'createdAt'])
  })
  await knex.raw(
    'create unique index crates_user_special_unique on crates ("userId", "special") where "special" is not null'
  )
  await knex.schema.createTable('crate_songs', (t) => {
    t.uuid('id').primary()
    t.uuid('crateId').notNullable().references('crates.id').onDelete('CASCADE')
    t.uuid('songId').notNullable().references('songs.id').onDelete('CASCADE')
    t.integer('position').notNullable()
    t.string('status', 24).notNullable().defaultTo('SUCCESS')
    t.timestamp('addedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['songId'])
  })
  // Dense, unique positions; deferrable so one statement (or transaction) can shift a run of songs.
  await knex.raw(
    'alter table crate_songs add constraint crate_songs_position_unique unique ("crateId", "position") deferrable initially immediate'
  )
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['crate_songs', 'crates', 'songs', 'genres', 'albums', 'artists']) {
    await knex.schema.dropTable(table)
  }
}

import type { Knex } from 'knex'

const socials = ['facebook', 'instagram', 'twitter', 'snapchat', 'tiktok'] as const

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.jsonb('songOfTheWeek')
    t.string('coverPicture', 2048)
    for (const network of socials) t.string(network, 255)
    t.integer('priceForGig')
    t.jsonb('musicProviders').notNullable().defaultTo('[]')
    t.boolean('allowExplicitAudio').notNullable().defaultTo(true)
    t.string('audioQuality', 10).notNullable().defaultTo('medium')
    t.string('appleStorefrontId', 2).notNullable().defaultTo('us')
    t.index(['updatedAt'])
  })
  // `song` is what older clients read: always the song of the week, whoever writes the row.
  await knex.raw('alter table users add column song jsonb generated always as ("songOfTheWeek") stored')

  await knex.schema.createTable('deactivation_requests', (t) => {
    t.uuid('id').primary()
    t.uuid('userUuid').notNullable().references('users.id').onDelete('CASCADE')
    t.string('reason', 1000)
    t.string('status', 20).notNullable().defaultTo('OPEN')
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('closedAt', { useTz: true })
    t.uuid('closedBy').references('users.id').onDelete('SET NULL')
    t.index(['userUuid'])
    t.index(['status', 'createdAt'])
  })
  // One open request per user, even when two requests race.
  await knex.raw(
    `create unique index deactivation_requests_one_open on deactivation_requests ("userUuid") where status = 'OPEN'`
  )
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('deactivation_requests')
  await knex.schema.alterTable('users', (t) => {
    t.dropIndex(['updatedAt'])
    t.dropColumns(
      'song',
      'songOfTheWeek',
      'coverPicture',
      ...socials,
      'priceForGig',
      'musicProviders',
      'allowExplicitAudio',
      'audioQuality',
      'appleStorefrontId'
    )
  })
}

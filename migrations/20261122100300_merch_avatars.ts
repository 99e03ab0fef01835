import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('avatars', (t) => {
    t.uuid('id').primary()
    t.string('slug', 64).notNullable().unique()
    t.string('name', 100).notNullable()
    t.text('description')
    t.uuid('imageFileId').references('consumable_files.id').onDelete('SET NULL')
    t.string('avatarStatus', 20).notNullable()
    t.boolean('discordOnly').notNullable().defaultTo(false)
    // A season's award avatars go with the season, like its ranking rows.
    t.uuid('seasonId').references('seasons.id').onDelete('CASCADE')
    t.integer('pointsThreshold')
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['avatarStatus'])
    t.index(['seasonId'])
  })
  await knex.raw(`alter table avatars add constraint avatars_slug_check check (slug ~ '^[a-z0-9-]{2,64}$')`)
  await knex.raw(
    `alter table avatars add constraint avatars_status_check check ("avatarStatus" in ('PUBLIC', 'PRIVATE', 'SEASON_AWARD', 'SUBSCRIBER_ONLY'))`
  )
  await knex.raw(`alter table avatars add constraint avatars_award_check check (
    ("avatarStatus" = 'SEASON_AWARD') = ("seasonId" is not null) and ("avatarStatus" = 'SEASON_AWARD') = ("pointsThreshold" is not null)
    and coalesce("pointsThreshold", 0) >= 0)`)
  await knex.schema.createTable('avatar_assignments', (t) => {
    t.uuid('id').primary()
    t.uuid('avatarId').notNullable().references('avatars.id').onDelete('CASCADE')
    t.uuid('userUuid').notNullable().references('users.id').onDelete('CASCADE')
    t.string('assignmentType', 20).notNullable()
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.unique(['avatarId', 'userUuid'])
    t.index(['userUuid'])
  })
  await knex.raw(
    `alter table avatar_assignments add constraint avatar_assignments_type_check check ("assignmentType" in ('MANUAL', 'SEASON_AWARD', 'PURCHASED'))`
  )
  // users.avatarId names an avatar by slug: no avatar existed before this table, so earlier values named nothing.
  await knex('users').whereNotNull('avatarId').update({ avatarId: null })
  await knex.raw(
    `alter table users add constraint users_avatar_fk foreign key ("avatarId") references avatars (slug) on update cascade on delete set null`
  )
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table users drop constraint users_avatar_fk')
  await knex.schema.dropTable('avatar_assignments')
  await knex.schema.dropTable('avatars')
}

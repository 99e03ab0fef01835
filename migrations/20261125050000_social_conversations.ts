import type { Knex } from 'knex'

const user = (t: Knex.CreateTableBuilder, name: string) =>
  t.uuid(name).notNullable().references('users.id').onDelete('CASCADE')

export async function up(knex: Knex): Promise<void> {
  // Each member's side of a two-user conversation: both sides share the conversation's id.
  await knex.schema.createTable('conversations', (t) => {
    t.uuid('id').notNullable()
    user(t, 'userUuid')
    user(t, 'otherUuid')
    t.timestamp('lastMessageAt', { useTz: true })
    t.uuid('lastMessageId')
    t.timestamp('readAt', { useTz: true })
    // Messages up to here are gone from this member's history.
    t.timestamp('clearedAt', { useTz: true })
    t.primary(['userUuid', 'otherUuid'])
    t.unique(['id', 'userUuid'])
    t.index(['userUuid', 'lastMessageAt'])
  })
  await knex.schema.createTable('direct_messages', (t) => {
    t.uuid('id').primary()
    t.uuid('conversationId').notNullable()
    user(t, 'senderUuid')
    user(t, 'recipientUuid')
    t.text('message').notNullable()
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['conversationId', 'createdAt', 'id'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('direct_messages')
  await knex.schema.dropTable('conversations')
}

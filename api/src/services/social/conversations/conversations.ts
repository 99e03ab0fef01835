import type { Knex } from 'knex'
import type { Conversation, ConversationListQueryType, ConversationParamsType, UnreadMessages } from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { emitEntityEvent } from '../../../lib/entity.ts'
import { NotFound } from '../../../errors.ts'
import { hasBlocked } from '../blocks/blocks.ts'
import { areFriends } from '../friends/friends.ts'
import { offsetPage } from '../records.ts'
import {
  conversationExternal,
  conversationId,
  conversationRows,
  listedConversations,
  NEVER
} from './conversation-rows.ts'
import { conversationsEntity } from './entity.ts'

type Row = Record<string, unknown>

/** A member's side as stored, or undefined before the first message between the two. */
export const sideOf = (knex: Knex, userUuid: string, otherUuid: string): Promise<Row | undefined> =>
  conversationRows(knex).where({ 'c.userUuid': userUuid, 'c.otherUuid': otherUuid }).first()

export const listConversations = (call: Call<unknown, ConversationListQueryType>) =>
  offsetPage(
    listedConversations(call.app.get('knex'), call.caller!.id, call.query.tab)
      .orderBy('c.lastMessageAt', 'desc')
      .orderBy('c.otherUuid'),
    call.query,
    conversationExternal
  )

export async function countUnread(call: Call): Promise<UnreadMessages> {
  const knex = call.app.get('knex')
  const sum = (which: string) => knex.raw(`coalesce(sum("unreadCount") filter (where ${which}), 0)::int`)
  // Only sides with a message after their read mark are counted: a popular user's read conversations cost nothing.
  const unread = listedConversations(knex, call.caller!.id).whereRaw(
    `c."lastMessageAt" > greatest(coalesce(c."readAt", ${NEVER}), coalesce(c."clearedAt", ${NEVER}))`
  )
  const counts = await knex
    .from(unread.as('listed'))
    .first({ friends: sum('"isFriend"'), others: sum('not "isFriend"') })
  const [friends, others] = [Number(counts.friends), Number(counts.others)]
  return { friends, others, total: friends + others }
}

/** The caller's side with a user, an empty one when they have not written yet. */
export async function getConversation(call: Call<ConversationParamsType>): Promise<Conversation> {
  const knex = call.app.get('knex')
  const me = call.caller!.id
  const other = call.params.userUuid
  const row = await sideOf(knex, me, other)
  if (row) return conversationExternal(row)
  const user = await knex('users').where('id', other).first('nickname', 'avatarId')
  if (!user) throw new NotFound('User not found')
  const [isFriend, blockedByMe] = await Promise.all([areFriends(knex, me, other), hasBlocked(knex, me, other)])
  return conversationExternal({
    id: conversationId(me, other),
    userUuid: me,
    otherUuid: other,
    otherNickname: user.nickname,
    otherAvatarId: user.avatarId,
    isFriend,
    blockedByMe,
    unreadCount: 0,
    readAt: null
  })
}

async function changeSide(call: Call<ConversationParamsType>, change: (knex: Knex) => Record<string, unknown>) {
  const knex = call.app.get('knex')
  const where = { userUuid: call.caller!.id, otherUuid: call.params.userUuid }
  const changed = await knex('conversations').where(where).update(change(knex))
  if (!changed) throw new NotFound('Conversation not found')
  const row = (await sideOf(knex, where.userUuid, where.otherUuid))!
  emitEntityEvent(call.app, conversationsEntity, 'patched', conversationExternal(row))
  return conversationExternal(row)
}

/** Everything up to the last message is read (never moves back). */
export const markRead = (call: Call<ConversationParamsType>) =>
  changeSide(call, (knex) => ({
    readAt: knex.raw(`greatest("readAt", "lastMessageAt")`)
  }))

/** The caller's history ends here; the other member keeps theirs. */
export const clearConversation = (call: Call<ConversationParamsType>) =>
  changeSide(call, (knex) => ({
    clearedAt: knex.raw(`greatest("clearedAt", "lastMessageAt", now())`),
    readAt: knex.raw(`greatest("readAt", "lastMessageAt")`)
  }))

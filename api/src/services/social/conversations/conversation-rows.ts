import { createHash } from 'node:crypto'
import type { Knex } from 'knex'
import type { Conversation, ConversationTab, DirectMessage } from '@spinroom/schemas'
import { withUser } from '../records.ts'
import { conversationsEntity, directMessagesEntity } from './entity.ts'

/** The id two users' conversation has, whichever of them writes first (a name-based UUID of the pair). */
export function conversationId(a: string, b: string): string {
  const hex = createHash('sha256').update([a, b].sort().join(':')).digest('hex').slice(0, 32).split('')
  hex[12] = '8'
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)
  const h = hex.join('')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

/** Before every timestamp: what a missing read or cleared mark compares as. */
export const NEVER = "'-infinity'::timestamptz"

/** Messages with their sender's nickname and avatar. */
export const messageRows = (knex: Knex) =>
  withUser(knex('direct_messages as m').select('m.*'), 'm.senderUuid', 'sender')

export const messageExternal = (row: Record<string, unknown>) => directMessagesEntity.external(row) as DirectMessage

/** A member's unread messages: the other's, after both their read and cleared marks. */
const unread = (knex: Knex) =>
  knex('direct_messages as u')
    .whereRaw('u."conversationId" = c.id')
    .whereRaw('u."senderUuid" = c."otherUuid"')
    .whereRaw(`u."createdAt" > greatest(coalesce(c."readAt", ${NEVER}), coalesce(c."clearedAt", ${NEVER}))`)

const isFriend = (knex: Knex) =>
  knex('friends as f').whereRaw('f."userUuid" = c."userUuid"').whereRaw('f."friendUuid" = c."otherUuid"')

const blockedByMember = (knex: Knex) =>
  knex('blocked_users as b').whereRaw('b."userUuid" = c."userUuid"').whereRaw('b."blockedUserUuid" = c."otherUuid"')

/** Members' sides with the other user's name, friendship, block, unread count and last message (columns `last_*`). */
export const conversationRows = (knex: Knex) =>
  withUser(knex('conversations as c').select('c.*'), 'c.otherUuid', 'other')
    .select(knex.raw('exists ? as "isFriend"', [isFriend(knex).select(knex.raw('1'))]))
    .select(knex.raw('exists ? as "blockedByMe"', [blockedByMember(knex).select(knex.raw('1'))]))
    .select(knex.raw('(?) as "unreadCount"', [unread(knex).count('*')]))
    .leftJoin('direct_messages as lm', 'lm.id', 'c.lastMessageId')
    .leftJoin('users as lm_sender', 'lm_sender.id', 'lm.senderUuid')
    .select(
      'lm.id as last_id',
      'lm.senderUuid as last_senderUuid',
      'lm_sender.nickname as last_senderNickname',
      'lm_sender.avatarId as last_senderAvatarId',
      'lm.recipientUuid as last_recipientUuid',
      'lm.message as last_message',
      'lm.createdAt as last_createdAt',
      knex.raw(`lm."createdAt" > coalesce(c."clearedAt", ${NEVER}) as "last_visible"`)
    )

/** The conversations a member's list shows: with a message since they cleared it, with no one they blocked. */
export const listedConversations = (knex: Knex, userUuid: string, tab: ConversationTab = 'UNSET') =>
  conversationRows(knex)
    .where('c.userUuid', userUuid)
    .whereNotNull('c.lastMessageAt')
    .whereRaw(`c."lastMessageAt" > coalesce(c."clearedAt", ${NEVER})`)
    .whereNotExists(blockedByMember(knex).select(knex.raw('1')))
    .modify((q) => {
      if (tab === 'FRIENDS') q.whereExists(isFriend(knex).select(knex.raw('1')))
      if (tab === 'OTHERS') q.whereNotExists(isFriend(knex).select(knex.raw('1')))
    })

type Row = Record<string, unknown>

/** The external shape of a member's side, its last message left out when the member cleared it. */
export function conversationExternal(row: Row): Conversation {
  const lastMessage = row.last_visible
    ? messageExternal({
        id: row.last_id,
        conversationId: row.id,
        senderUuid: row.last_senderUuid,
        senderNickname: row.last_senderNickname,
        senderAvatarId: row.last_senderAvatarId,
        recipientUuid: row.last_recipientUuid,
        message: row.last_message,
        createdAt: row.last_createdAt
      })
    : null
  return conversationsEntity.external({
    ...row,
    isFriend: !!row.isFriend,
    blockedByMe: !!row.blockedByMe,
    unreadCount: Number(row.unreadCount ?? 0),
    lastMessage,
    lastMessageAt: lastMessage ? row.lastMessageAt : null
  }) as Conversation
}

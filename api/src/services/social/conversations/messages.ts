import type { Knex } from 'knex'
import {
  conversationPage,
  pushPlatforms,
  type ConversationParamsType,
  type DirectMessage,
  type DirectMessageCreate,
  type DirectMessagePage,
  type DirectMessagesQueryType
} from '@spinroom/schemas'
import { randomUUID } from 'node:crypto'
import type { Application } from '../../../declarations.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { emitEntityEvent } from '../../../lib/entity.ts'
import { BadRequest, Conflict, Forbidden } from '../../../errors.ts'
import { deliveriesReady, queueNotification } from '../notifications/deliveries.ts'
import { assertUser } from '../records.ts'
import { conversationId, messageExternal, messageRows, NEVER } from './conversation-rows.ts'
import { directMessagesEntity } from './entity.ts'

const PREVIEW_LENGTH = 140

/** Messages with a user, oldest first, from before `before` (a message of the conversation) when given. */
export async function listMessages(
  call: Call<ConversationParamsType, DirectMessagesQueryType>
): Promise<DirectMessagePage> {
  const knex = call.app.get('knex')
  const me = call.caller!.id
  const other = call.params.userUuid
  await assertUser(knex, other)
  const id = conversationId(me, other)
  const limit = call.query.limit ?? 50
  // Compared in SQL: timestamps keep microseconds there, JavaScript dates only milliseconds.
  const cleared = knex('conversations').where({ userUuid: me, otherUuid: other }).select('clearedAt')
  const cursor = knex('direct_messages').where({ id: call.query.before ?? null, conversationId: id })
  const rows: Record<string, unknown>[] = await messageRows(knex)
    .where('m.conversationId', id)
    .whereRaw(`m."createdAt" > coalesce((?), ${NEVER})`, [cleared])
    .modify((q) => {
      if (call.query.before) q.whereRaw('(m."createdAt", m.id) < (?)', [cursor.select('createdAt', 'id')])
    })
    .orderBy('m.createdAt', 'desc')
    .orderBy('m.id', 'desc')
    .limit(limit + 1)
  const page = rows.slice(0, limit).reverse()
  return { data: page.map(messageExternal), hasMore: rows.length > limit }
}

/** Refuses a message between two users where either blocked the other. */
async function assertMayWrite(knex: Knex, me: string, other: string) {
  if (other === me)
    throw new BadRequest("You cannot message yourself ('userUuid')", {
      errors: [{ field: 'userUuid', message: 'is you' }]
    })
  await assertUser(knex, other)
  const blocks: { userUuid: string }[] = await knex('blocked_users')
    .where({ userUuid: me, blockedUserUuid: other })
    .orWhere({ userUuid: other, blockedUserUuid: me })
    .select('userUuid')
  if (blocks.some((b) => b.userUuid === me)) throw new Forbidden('You blocked this user: unblock them to write to them')
  if (blocks.length) throw new Forbidden('This user does not accept your messages')
}

/** Both sides move to the new message; the sender has read it. */
async function advanceSides(trx: Knex.Transaction, message: { id: string; senderUuid: string; recipientUuid: string }) {
  // now(): the message's own `createdAt`, to the microsecond (the same transaction wrote it).
  const side = (userUuid: string, otherUuid: string, sender: boolean) => ({
    id: conversationId(userUuid, otherUuid),
    userUuid,
    otherUuid,
    lastMessageAt: trx.fn.now(),
    lastMessageId: message.id,
    readAt: sender ? trx.fn.now() : null
  })
  const sides = [
    side(message.senderUuid, message.recipientUuid, true),
    side(message.recipientUuid, message.senderUuid, false)
  ]
  // Both members' writes lock the two rows in one order: no deadlock when they write at once.
  sides.sort((a, b) => (a.userUuid < b.userUuid ? -1 : 1))
  await trx('conversations')
    .insert(sides)
    .onConflict(['userUuid', 'otherUuid'])
    .merge({
      // Two members writing at once: the later message stays the last whichever commits last; two sent in the same
      // microsecond are ordered by id, as the history orders them.
      lastMessageAt: trx.raw('greatest(excluded."lastMessageAt", conversations."lastMessageAt")'),
      lastMessageId: trx.raw(
        `case when (excluded."lastMessageAt", excluded."lastMessageId") >= (conversations."lastMessageAt", conversations."lastMessageId") is not false
         then excluded."lastMessageId" else conversations."lastMessageId" end`
      ),
      readAt: trx.raw('coalesce(excluded."readAt", conversations."readAt")')
    })
}

/** Whether the recipient had read everything from the sender before this message: only then are they pushed to. */
async function wasCaughtUp(trx: Knex.Transaction, recipient: string, sender: string): Promise<boolean> {
  const side = await trx('conversations')
    .where({ userUuid: recipient, otherUuid: sender })
    .first(trx.raw(`coalesce("readAt" >= "lastMessageAt", "lastMessageAt" is null) as "caughtUp"`))
  return side?.caughtUp ?? true
}

function pushToRecipient(app: Application, trx: Knex.Transaction, message: DirectMessage) {
  const content = {
    title: message.senderNickname ?? 'New message',
    body: message.message.slice(0, PREVIEW_LENGTH),
    link: `${app.get('config').publicUrl}${conversationPage(message.senderUuid)}`,
    data: { senderUuid: message.senderUuid, conversationId: message.conversationId }
  }
  const send = { kind: 'direct' as const, audience: { users: [message.recipientUuid] }, platforms: pushPlatforms }
  return queueNotification(app, { ...send, content, senderUuid: message.senderUuid }, trx)
}

/** One message, written once whatever the retries (the client's `id`), and sent to both members' sockets. */
export async function sendMessage(
  call: Call<ConversationParamsType, unknown, DirectMessageCreate>
): Promise<DirectMessage> {
  const knex = call.app.get('knex')
  const me = call.caller!.id
  const other = call.params.userUuid
  await assertMayWrite(knex, me, other)
  const id = call.body.id ?? randomUUID()
  const row = {
    id,
    conversationId: conversationId(me, other),
    senderUuid: me,
    recipientUuid: other,
    message: call.body.message
  }
  await deliveriesReady(call.app)
  const inserted = await knex.transaction(async (trx) => {
    const [written] = await trx('direct_messages').insert(row).onConflict('id').ignore().returning('*')
    if (!written) return undefined
    const caughtUp = await wasCaughtUp(trx, other, me)
    await advanceSides(trx, written)
    const message = messageExternal((await messageRows(trx).where('m.id', id).first())!)
    if (caughtUp) await pushToRecipient(call.app, trx, message)
    return message
  })
  if (inserted) {
    emitEntityEvent(call.app, directMessagesEntity, 'created', inserted)
    return inserted
  }
  const existing = await messageRows(knex).where('m.id', id).first()
  const same =
    existing && existing.senderUuid === me && existing.recipientUuid === other && existing.message === row.message
  if (!same) throw new Conflict('A different message already has this id')
  return messageExternal(existing)
}

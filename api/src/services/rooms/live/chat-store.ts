import { CHAT_HISTORY_CAP, type ChatMessage } from '@spinroom/schemas'
import type { Knex } from 'knex'
import type { Mutation } from './store.ts'

/** Fields a message stored before they existed lacks. */
type LaterFields = 'reportIdentifier' | 'imageBase64' | 'playlist'
/** A message as stored: its later fields may be missing from an old one. */
export type StoredChatMessage = Omit<ChatMessage, 'id' | LaterFields> & Partial<Pick<ChatMessage, LaterFields>>

/** A stored chat message of a room; `userUuid` is its writer's, or the room's own for a notice. */
export interface ChatRow {
  id: number | string
  uuid: string
  userUuid: string
  message: StoredChatMessage
  date: Date
}

/** Keeps the newest CHAT_HISTORY_CAP messages of a room. */
async function trim(trx: Knex, roomId: number): Promise<void> {
  const edge = await trx('room_chat_messages')
    .where({ roomId })
    .orderBy('id', 'desc')
    .offset(CHAT_HISTORY_CAP)
    .first('id')
  if (edge) await trx('room_chat_messages').where({ roomId }).where('id', '<=', edge.id).delete()
}

/** Stores a new message of the room's, keeping the newest CHAT_HISTORY_CAP, and answers it with its number. */
export async function storeMessage(m: Mutation, body: Omit<ChatMessage, 'id'>): Promise<ChatMessage> {
  const [{ id }] = await m
    .trx('room_chat_messages')
    .insert({
      roomId: m.roomId,
      uuid: body.uuid,
      userUuid: body.userUuid,
      message: JSON.stringify(body),
      date: body.date
    })
    .returning('id')
  await trim(m.trx, m.roomId)
  return { ...body, id: Number(id) }
}

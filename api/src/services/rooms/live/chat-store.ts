import { CHAT_HISTORY_CAP, type ChatMessage } from '@spinroom/schemas'
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

/**
 * Stores a new message of the room's and keeps the newest CHAT_HISTORY_CAP, in one statement: null, and nothing
 * changed, when the room has a message of that uuid already.
 */
export async function storeMessage(m: Mutation, body: Omit<ChatMessage, 'id'>): Promise<ChatMessage | null> {
  const { trx, roomId } = m
  const row = { roomId, uuid: body.uuid, userUuid: body.userUuid, message: JSON.stringify(body), date: body.date }
  // The statement sees the room's messages as they were before it: the newest of those kept beside the new one.
  const oldestKept = trx('room_chat_messages')
    .where({ roomId })
    .orderBy('id', 'desc')
    .offset(CHAT_HISTORY_CAP - 1)
    .limit(1)
    .select('id')
  const [stored]: { id: number | string }[] = await trx
    .with('stored', trx('room_chat_messages').insert(row).onConflict(['roomId', 'uuid']).ignore().returning('id'))
    .with(
      'trimmed',
      trx('room_chat_messages')
        .where({ roomId })
        .where('id', '<=', oldestKept)
        .whereExists(trx.select(trx.raw('1')).from('stored'))
        .delete()
    )
    .select('id')
    .from('stored')
  return stored ? { ...body, id: Number(stored.id) } : null
}

import {
  CHAT_HISTORY_CAP,
  OWN_LAST_MESSAGE_WINDOW_MS,
  musicLinkHosts,
  type ChatMessage,
  type SendChatMessage
} from '@spinroom/schemas'
import type { Knex } from 'knex'
import type { Application, Caller } from '../../../declarations.ts'
import { BadRequest, Forbidden, NotFound } from '../../../errors.ts'
import type { RoomRow } from '../room-lookup.ts'
import { moderatorUuidOf, recordModeration } from '../../accounts/moderation/records.ts'
import { chatBlocks } from './chat-blocks.ts'
import { assertInRoom } from './dj-engine.ts'
import { assertModerator, type Actor } from './permissions.ts'
import { roomSettings } from './settings.ts'
import { mutateRoom, type Mutation } from './store.ts'
import { chatImage } from './chat-image.ts'
import { playlistCard } from './chat-playlist.ts'
import { storeMessage, type ChatRow } from './chat-store.ts'
import { nicknameIn } from './state.ts'

/** A stored message as clients read it; one stored before a field existed answers that field's empty value. */
const toMessage = (row: ChatRow): ChatMessage => ({
  reportIdentifier: row.uuid,
  imageBase64: null,
  playlist: null,
  ...row.message,
  id: Number(row.id)
})
const messageNotFound = () => new NotFound('Message not found')

/** Links to the listed music hosts become song cards. */
export function songLinks(text: string | null | undefined): ChatMessage['songs'] {
  const links = (text ?? '').match(/https?:\/\/[^\s<>"]+/g) ?? []
  return links.flatMap((url) => {
    let host: string
    try {
      host = new URL(url).hostname.toLowerCase()
    } catch {
      return []
    }
    const labels = host.split('.')
    const provider =
      host === 'youtu.be' || host.endsWith('.youtu.be') ? 'youtube' : musicLinkHosts.find((h) => labels.includes(h))
    return provider ? [{ provider, url }] : []
  })
}

export function assertMayChat(room: RoomRow, actor: Actor): void {
  if (!room.hasChat) throw new Forbidden('This room has no chat')
  if (actor.roles.includes('chatDisabled')) throw new Forbidden('You cannot chat in this room')
}

const findMessage = (trx: Knex, roomId: number, uuid: string): Promise<ChatRow | undefined> =>
  trx('room_chat_messages').where({ roomId, uuid }).first()

/**
 * sendChatMessage: stored (a resent uuid answers the stored message and sends nothing), trimmed to 300, `chatMessage`
 * to the room; `blockers`, who blocked the sender, get a stand-in of the same number.
 */
export async function sendChatMessage(
  app: Application,
  room: RoomRow,
  actor: Actor,
  input: SendChatMessage,
  blockers: string[]
): Promise<ChatMessage> {
  assertMayChat(room, actor)
  const text = input.message?.trim() || null
  if (!text && !input.imageUrls?.length && !input.imageBase64 && !input.media?.length && !input.playlist)
    throw new BadRequest("Invalid body: 'message' is required (or imageUrls, imageBase64, media or playlist)")
  const imageBase64 = input.imageBase64 ? chatImage(input.imageBase64) : null
  if (imageBase64)
    await app
      .get('rateLimits')
      .spend('chatImage', { caller: actor.caller, address: undefined, input: { roomUuid: room.uuid } })
  const playlist = input.playlist ? await playlistCard(app.get('knex'), input.playlist.crateUuid, actor.uuid) : null
  const outcome = await mutateRoom(app, room.id, async (m) => {
    assertInRoom(m, actor)
    const profile = m.state.allUserData[actor.uuid]?.userProfile ?? {}
    const date = new Date(m.now)
    const body: Omit<ChatMessage, 'id'> = {
      uuid: input.uuid,
      type: 'user',
      message: text,
      userUuid: actor.uuid,
      userName: nicknameIn(m.state, actor.uuid),
      avatarId: (profile.avatarId as string | null | undefined) ?? null,
      color: (profile.color as string | null | undefined) ?? null,
      badges: (profile.badges as string[] | undefined) ?? [],
      date: date.toISOString(),
      reportIdentifier: input.reportIdentifier ?? input.uuid,
      replies: input.replies ?? [],
      reactions: {},
      imageUrls: input.imageUrls ?? [],
      imageBase64,
      media: input.media ?? [],
      songs: songLinks(text),
      consumable: input.consumable ?? null,
      playlist
    }
    const message = await storeMessage(m, body)
    if (!message) return toMessage((await findMessage(m.trx, room.id, input.uuid))!)
    m.stateless('chatMessage', message, blockers)
    return message
  })
  return outcome!.result
}

async function changeMessage(
  app: Application,
  room: RoomRow,
  uuid: string,
  change: (m: Mutation, row: ChatRow) => Promise<ChatMessage>
): Promise<ChatMessage> {
  const outcome = await mutateRoom(app, room.id, async (m) => {
    const row = await findMessage(m.trx, room.id, uuid)
    if (!row) throw messageNotFound()
    return change(m, row)
  })
  return outcome!.result
}

/** Refuses a reaction beyond the most distinct emoji one user keeps on a message. */
function assertMayAddReaction(app: Application, message: ChatMessage, actor: Actor): void {
  const max = app.get('config').maxReactionsPerMessage
  const held = Object.values(message.reactions).filter((list) => list.some((r) => r.userUUID === actor.uuid))
  if (held.length >= max)
    throw new BadRequest(`You can react to one message with at most ${max} emoji; remove one first`)
}

/** Toggles the caller's reaction with one emoji (`updatedChatMessage`). */
export const reactToChatMessage = (app: Application, room: RoomRow, actor: Actor, uuid: string, emoji: string) =>
  changeMessage(app, room, uuid, async (m, row) => {
    assertInRoom(m, actor)
    const message = toMessage(row)
    const mine = (message.reactions[emoji] ?? []).some((r) => r.userUUID === actor.uuid)
    if (!mine) assertMayAddReaction(app, message, actor)
    const others = (message.reactions[emoji] ?? []).filter((r) => r.userUUID !== actor.uuid)
    const name = nicknameIn(m.state, actor.uuid)
    const list = mine ? others : [...others, { userUUID: actor.uuid, messageId: message.uuid, name }]
    const reactions = { ...message.reactions, [emoji]: list }
    if (!list.length) delete reactions[emoji]
    const { id: _id, ...body } = { ...message, reactions }
    await m
      .trx('room_chat_messages')
      .where({ id: row.id })
      .update({ message: JSON.stringify(body) })
    m.stateless('updatedChatMessage', { ...message, reactions })
    return { ...message, reactions }
  })

const removeMessage = async (m: Mutation, row: ChatRow) => {
  await m.trx('room_chat_messages').where({ id: row.id }).delete()
  m.stateless('deletedChatMessage', { uuid: row.uuid })
  return toMessage(row)
}

const withinWindow = (row: ChatRow) => Date.now() - new Date(row.date).getTime() <= OWN_LAST_MESSAGE_WINDOW_MS

/** The caller's own last message, if sent within the last 20 seconds. */
export async function lastChatMessage(app: Application, room: RoomRow, actor: Actor): Promise<ChatMessage> {
  const row: ChatRow | undefined = await app
    .get('knex')('room_chat_messages')
    .where({ roomId: room.id, userUuid: actor.uuid })
    .orderBy('id', 'desc')
    .first()
  if (!row || !withinWindow(row)) throw new NotFound('You have no message from the last 20 seconds')
  return toMessage(row)
}

/** Takes back one's own message within 20 seconds (`deletedChatMessage`). */
export const retractChatMessage = (app: Application, room: RoomRow, actor: Actor, uuid: string) =>
  changeMessage(app, room, uuid, async (m, row) => {
    if (row.userUuid !== actor.uuid) throw new Forbidden('You may only take back your own message')
    if (!withinWindow(row)) throw new Forbidden('A message can only be taken back within 20 seconds')
    return removeMessage(m, row)
  })

/** A moderator deletes one message (`deletedChatMessage`); deleting someone else's is recorded. */
export const deleteChatMessage = (app: Application, room: RoomRow, actor: Actor, uuid: string, reason?: string) => {
  assertModerator(actor)
  return changeMessage(app, room, uuid, async (m, row) => {
    if (row.userUuid !== actor.uuid && row.message.type === 'user')
      await recordModeration(app, m.trx, [
        {
          actionType: 'deleteChatMessage',
          targetUserUuid: row.userUuid,
          moderatorUuid: moderatorUuidOf(actor.caller),
          roomUuid: room.uuid,
          reason,
          details: { messageUuid: row.uuid, message: row.message.message ?? null }
        }
      ])
    return removeMessage(m, row)
  })
}

/**
 * Clears a room's chat history (`chatCleared`); each account whose messages went, the moderator's own aside, gets a
 * record.
 */
export async function clearChat(
  app: Application,
  room: RoomRow,
  moderator: Caller
): Promise<{ roomUuid: string; deleted: number }> {
  const outcome = await mutateRoom(
    app,
    room.id,
    async (m) => {
      // Counted first: the PGlite driver does not report how many rows a delete took.
      const authors: { userUuid: string; n: string | number }[] = await m
        .trx('room_chat_messages')
        .where({ roomId: room.id })
        .groupBy('userUuid')
        .select('userUuid')
        .count('id as n')
      const deleted = authors.reduce((sum, a) => sum + Number(a.n), 0)
      await m.trx('room_chat_messages').where({ roomId: room.id }).delete()
      await recordModeration(
        app,
        m.trx,
        authors
          .filter((a) => a.userUuid !== moderator.id && a.userUuid !== room.uuid)
          .map((a) => ({
            actionType: 'clearChat',
            targetUserUuid: a.userUuid,
            moderatorUuid: moderatorUuidOf(moderator),
            roomUuid: room.uuid,
            details: { messages: Number(a.n), deleted }
          }))
      )
      m.stateless('chatCleared', { roomUuid: room.uuid })
      return deleted
    },
    { create: await roomSettings(app.get('knex'), room) }
  )
  return { roomUuid: room.uuid, deleted: outcome!.result }
}

/** The newest messages of a room, oldest first; those of users the reader blocked are left out. */
export async function chatHistory(
  app: Application,
  room: RoomRow,
  readerUuid: string,
  limit = CHAT_HISTORY_CAP
): Promise<ChatMessage[]> {
  const knex = app.get('knex')
  const rows: ChatRow[] = await knex('room_chat_messages')
    .where({ roomId: room.id })
    .whereNotIn('userUuid', chatBlocks.get(app).blockedBy(knex, readerUuid))
    .orderBy('id', 'desc')
    .limit(limit)
  return rows.reverse().map(toMessage)
}

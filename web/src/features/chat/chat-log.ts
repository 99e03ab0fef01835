import { CHAT_HISTORY_CAP, OWN_LAST_MESSAGE_WINDOW_MS, type ChatMessage } from '@spinroom/schemas'

/**
 * A message as this player holds it: `pending` until the server confirms it, `failed` with the server's reason ('' when
 * it gave none) when refused.
 */
export type ChatEntry = ChatMessage & { pending?: boolean; failed?: string }

/**
 * Seed 002 §5: a message is shown if it has text, images, media or a crate, and says who wrote it (a room message needs
 * no author).
 */
export const isValidMessage = (m: ChatMessage) =>
  (!!m.message?.trim() || m.imageUrls.length > 0 || !!m.imageBase64 || m.media.length > 0 || !!m.playlist) &&
  (m.type === 'room' || (!!m.userUuid && !!m.userName && m.avatarId !== undefined))

const capped = (log: ChatEntry[]) => (log.length > CHAT_HISTORY_CAP ? log.slice(log.length - CHAT_HISTORY_CAP) : log)

/** Adds a message at the end, or replaces the one with its uuid in place; the newest 300 are kept. */
export function addMessage(log: ChatEntry[], message: ChatEntry): ChatEntry[] {
  if (!isValidMessage(message)) return log
  const at = log.findIndex((m) => m.uuid === message.uuid)
  if (at === -1) return capped([...log, message])
  const next = [...log]
  next[at] = message
  return next
}

/** Replaces a message the log holds; one it does not hold (already deleted, or trimmed) is not brought back. */
export function updateMessage(log: ChatEntry[], message: ChatEntry): ChatEntry[] {
  return log.some((m) => m.uuid === message.uuid) ? addMessage(log, message) : log
}

export function removeMessage(log: ChatEntry[], uuid: string): ChatEntry[] {
  return log.some((m) => m.uuid === uuid) ? log.filter((m) => m.uuid !== uuid) : log
}

/**
 * The history the server answered, then what arrived meanwhile or is still on its way (newer than the history's
 * newest message, or pending); deduplicated by uuid, capped at 300.
 */
export function mergeHistory(log: ChatEntry[], history: ChatMessage[]): ChatEntry[] {
  history = history.filter(isValidMessage)
  const known = new Set(history.map((m) => m.uuid))
  const newest = history.length ? Date.parse(history[history.length - 1].date) : -Infinity
  const later = log.filter(
    (m) => !known.has(m.uuid) && (m.pending || m.failed !== undefined || Date.parse(m.date) > newest)
  )
  return capped([...history, ...later])
}

/** The message with the user's reaction with one emoji added, or taken away if they had it (seed 002: per user). */
export function toggleReaction(message: ChatMessage, emoji: string, user: { uuid: string; name: string }): ChatMessage {
  const list = message.reactions[emoji] ?? []
  const mine = list.some((r) => r.userUUID === user.uuid)
  const next = mine
    ? list.filter((r) => r.userUUID !== user.uuid)
    : [...list, { userUUID: user.uuid, messageId: message.uuid, name: user.name }]
  const reactions = { ...message.reactions, [emoji]: next }
  if (!next.length) delete reactions[emoji]
  return { ...message, reactions }
}

/** The user's own last message, while it may still be taken back (20 s after it was sent). */
export function retractable(log: ChatEntry[], userUuid: string, now: number): ChatEntry | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const m = log[i]
    if (m.userUuid !== userUuid || m.pending || m.failed !== undefined) continue
    return now - Date.parse(m.date) <= OWN_LAST_MESSAGE_WINDOW_MS ? m : null
  }
  return null
}

/** Milliseconds until a message may no longer be taken back. */
export const retractTimeLeft = (message: ChatMessage, now: number) =>
  Math.max(0, Date.parse(message.date) + OWN_LAST_MESSAGE_WINDOW_MS - now)

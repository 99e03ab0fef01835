import { CHAT_HISTORY_CAP, type ChatMessage } from '@spinroom/schemas'

const capped = (feed: ChatMessage[]) => feed.slice(-CHAT_HISTORY_CAP)

/** Adds a message at the bottom, or replaces the one with its uuid in place. */
export function addMessage(feed: ChatMessage[], message: ChatMessage): ChatMessage[] {
  const at = feed.findIndex((m) => m.uuid === message.uuid)
  if (at === -1) return capped([...feed, message])
  return feed.map((m, i) => (i === at ? message : m))
}

/** Replaces a message the feed holds; one it no longer holds is not brought back. */
export const updateMessage = (feed: ChatMessage[], message: ChatMessage) =>
  feed.some((m) => m.uuid === message.uuid) ? addMessage(feed, message) : feed

export const removeMessage = (feed: ChatMessage[], uuid: string) => feed.filter((m) => m.uuid !== uuid)

/** The history the server answered, then what arrived meanwhile, deduplicated by uuid. */
export function mergeHistory(feed: ChatMessage[], history: ChatMessage[]): ChatMessage[] {
  const known = new Set(history.map((m) => m.uuid))
  return capped([...history, ...feed.filter((m) => !known.has(m.uuid))])
}

import type { InfiniteData } from '@tanstack/react-query'
import type { DirectMessage, DirectMessagePage } from '@spinroom/schemas'

/** A conversation as loaded so far: the newest page first, each older page after it. */
export type Thread = InfiniteData<DirectMessagePage, unknown>

/** Every loaded message, oldest first. */
export const threadMessages = (thread: Thread | undefined): DirectMessage[] =>
  thread ? [...thread.pages].reverse().flatMap((page) => page.data) : []

/** The thread with a message added at its newest end, unless it holds it already (an echo of one's own send). */
export function withMessage(thread: Thread | undefined, message: DirectMessage): Thread | undefined {
  if (!thread?.pages.length) return thread
  if (thread.pages.some((page) => page.data.some((m) => m.id === message.id))) return thread
  const [newest, ...older] = thread.pages
  return { ...thread, pages: [{ ...newest, data: [...newest.data, message] }, ...older] }
}

/** The other user of a message, seen from `me`. */
export const otherOf = (message: Pick<DirectMessage, 'senderUuid' | 'recipientUuid'>, me: string) =>
  message.senderUuid === me ? message.recipientUuid : message.senderUuid

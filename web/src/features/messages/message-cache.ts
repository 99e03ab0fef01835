import { useEffect } from 'react'
import { routes, socialEventPaths, type DirectMessage } from '@spinroom/schemas'
import { api } from '../../api/client.ts'
import { routeKey } from '../../api/queries.ts'
import { queryClient } from '../../api/query-client.ts'
import { otherOf, withMessage, type Thread } from './thread.ts'

const s = routes.social

/** The cache key of the loaded messages with one user. */
export const threadKey = (userUuid: string) => [...routeKey(s.listDirectMessages), userUuid]

/** Adds a message to its thread if loaded, and has the lists and counts read again. */
export function receiveMessage(message: DirectMessage, me: string) {
  queryClient.setQueryData<Thread>(threadKey(otherOf(message, me)), (thread) => withMessage(thread, message))
  refreshConversations()
}

/** The conversation lists, one conversation and the unread counts. */
export function refreshConversations() {
  for (const route of [s.listConversations, s.countUnreadMessages, s.getConversation])
    void queryClient.invalidateQueries({ queryKey: routeKey(route) })
}

/** Keeps threads, lists and unread counts current as messages and read marks arrive from any device. */
export function useMessageEvents(me: string | null): void {
  useEffect(() => {
    if (!me) return
    const messages = api.feathers.service(socialEventPaths.directMessages)
    const sides = api.feathers.service(socialEventPaths.conversations)
    const onMessage = (message: DirectMessage) => receiveMessage(message, me)
    messages.on('created', onMessage)
    sides.on('patched', refreshConversations)
    return () => {
      messages.off('created', onMessage)
      sides.off('patched', refreshConversations)
    }
  }, [me])
}

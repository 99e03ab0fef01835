import { useCallback, useEffect, useState } from 'react'
import type { RoomConnectionState } from '@spinroom/client'
import type { ChatMessage, PlaylistCard } from '@spinroom/schemas'
import { api } from '../../api/client.ts'
import { describeError } from '../../api/errors.ts'
import { room } from '../../api/room.ts'
import type { Identity } from '../session/identity.ts'
import { addMessage, mergeHistory, removeMessage, toggleReaction, updateMessage, type ChatEntry } from './chat-log.ts'
import { newUuid } from './new-uuid.ts'

const isIn = (state: RoomConnectionState, roomUuid: string) => state.status === 'joined' && state.roomUuid === roomUuid

/** What a message may carry besides its text: a picture (a data URL) or a crate's card. */
export type ChatAttachment = { imageBase64: string } | { playlist: PlaylistCard }

export type HistoryState = { status: 'waiting' | 'loading' | 'ready' } | { status: 'error'; error: unknown }

/** The server's reason for a refusal, or '' when there is none to show. */
const reason = (error: unknown) => {
  const described = describeError(error)
  return described.kind === 'server' ? described.message : ''
}

/**
 * A room's chat (seed 002 "Chat"): the history once joined (again after a rejoin), the room's chat messages, and the
 * user's actions, each shown at once and settled by the server's answer.
 */
export function useChat(roomUuid: string, me: Identity) {
  const [log, setLog] = useState<ChatEntry[]>([])
  const [history, setHistory] = useState<HistoryState>({ status: 'waiting' })
  const [epoch, setEpoch] = useState(0)
  const [isJoined, setJoined] = useState(() => isIn(room.state, roomUuid))

  useEffect(() => {
    setLog([])
    let refetch = false
    const stops = [
      room.on('rejoin', () => {
        refetch = true
      }),
      room.on('change', (state) => {
        setJoined(isIn(state, roomUuid))
        if (refetch && isIn(state, roomUuid)) {
          refetch = false
          setEpoch((e) => e + 1)
        }
      }),
      room.on('stateless', (m) => {
        if (m.roomUuid !== roomUuid) return
        if (m.name === 'chatMessage') setLog((l) => addMessage(l, m.params))
        else if (m.name === 'updatedChatMessage') setLog((l) => updateMessage(l, m.params))
        else if (m.name === 'deletedChatMessage') setLog((l) => removeMessage(l, m.params.uuid))
        else if (m.name === 'chatCleared') setLog([])
      })
    ]
    setJoined(isIn(room.state, roomUuid))
    return () => stops.forEach((stop) => stop())
  }, [roomUuid])

  useEffect(() => {
    if (!isJoined) return setHistory({ status: 'waiting' })
    let current = true
    setHistory({ status: 'loading' })
    api.live.chatHistory({ roomUuid }).then(
      (messages) => {
        if (!current) return
        setLog((l) => mergeHistory(l, messages))
        setHistory({ status: 'ready' })
      },
      (error: unknown) => current && setHistory({ status: 'error', error })
    )
    return () => {
      current = false
    }
  }, [isJoined, roomUuid, epoch])

  const deliver = useCallback(
    (entry: ChatEntry) => {
      setLog((l) => addMessage(l, { ...entry, pending: true, failed: undefined }))
      api.live
        .sendChatMessage({
          roomUuid,
          uuid: entry.uuid,
          message: entry.message ?? undefined,
          ...(entry.replies.length ? { replies: entry.replies } : {}),
          ...(entry.imageBase64 ? { imageBase64: entry.imageBase64 } : {}),
          ...(entry.playlist ? { playlist: { crateUuid: entry.playlist.crateUuid } } : {})
        })
        .then(
          (sent) => setLog((l) => addMessage(l, sent)),
          (error: unknown) => setLog((l) => updateMessage(l, { ...entry, pending: false, failed: reason(error) }))
        )
    },
    [roomUuid]
  )

  /** Sends a message, shown at once; its uuid makes a resend harmless. */
  const send = useCallback(
    (text: string, replyTo: string | null, attachment?: ChatAttachment) => {
      const uuid = newUuid()
      deliver({
        id: 0,
        uuid,
        type: 'user',
        message: text || null,
        userUuid: me.id,
        userName: me.nickname,
        avatarId: null,
        color: me.color,
        badges: me.badges,
        date: new Date(room.serverNow()).toISOString(),
        reportIdentifier: uuid,
        replies: replyTo ? [replyTo] : [],
        reactions: {},
        imageUrls: [],
        imageBase64: null,
        media: [],
        songs: [],
        consumable: null,
        playlist: null,
        ...attachment
      })
    },
    [deliver, me.id, me.nickname, me.color, me.badges]
  )

  const resend = useCallback((entry: ChatEntry) => deliver(entry), [deliver])
  const discard = useCallback((entry: ChatEntry) => setLog((l) => removeMessage(l, entry.uuid)), [])

  /** Toggles the user's reaction at once; the server's answer (or the message as it was) settles it. */
  const react = useCallback(
    async (message: ChatMessage, emoji: string) => {
      setLog((l) => updateMessage(l, toggleReaction(message, emoji, { uuid: me.id, name: me.nickname })))
      try {
        const settled = await api.live.reactToChatMessage({ roomUuid, uuid: message.uuid, emoji })
        setLog((l) => updateMessage(l, settled))
      } catch (error) {
        setLog((l) => updateMessage(l, message))
        throw error
      }
    },
    [roomUuid, me.id, me.nickname]
  )

  /** Takes back the user's own last message (within 20 s); answers its text to edit again. */
  const retract = useCallback(
    async (message?: ChatMessage) => {
      const target = message ?? (await api.live.lastChatMessage({ roomUuid }))
      const taken = await api.live.retractChatMessage({ roomUuid, uuid: target.uuid })
      setLog((l) => removeMessage(l, taken.uuid))
      return taken.message ?? ''
    },
    [roomUuid]
  )

  /** A moderator deletes a message. */
  const remove = useCallback(
    async (message: ChatMessage) => {
      await api.live.deleteChatMessage({ roomUuid, uuid: message.uuid })
      setLog((l) => removeMessage(l, message.uuid))
    },
    [roomUuid]
  )

  const reload = useCallback(() => setEpoch((e) => e + 1), [])

  return { log, history, send, resend, discard, react, retract, remove, reload }
}

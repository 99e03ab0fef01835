import { useEffect, useRef } from 'react'
import { Alert, Box, Paper, Stack, Typography } from '@mui/material'
import { useTranslate } from 'react-admin'
import { isChatImageDataUrl, roomNoticeWording, type ChatMessage } from '@spinroom/schemas'
import { KickFromRoomButton } from '../KickFromRoomButton.tsx'
import { DeleteMessageButton } from './DeleteMessageButton.tsx'
import { DisableChatButton } from './DisableChatButton.tsx'
import { LiveAvatar } from './LiveAvatar.tsx'
import type { LiveDesk } from './useLiveConnection.ts'
import { useLiveChat } from './useLiveChat.ts'

interface ChatFeedProps {
  desk: LiveDesk
  roomId: string
  roomUuid: string
  may: { moderate: boolean; disableChat: boolean }
  /** Whether the desk's user may kick or silence this user (deskTargets). */
  mayTarget: (uuid: string) => boolean
}

/** The text of a message; a room's own message is worded in the console's language from its facts. */
const useMessageText = (message: ChatMessage) => {
  const translate = useTranslate()
  const { notice } = message
  return notice
    ? translate(`spinroom.live_desk.notice.${roomNoticeWording(notice)}`, {
        userName: notice.userName ?? '',
        trackName: notice.trackName ?? ''
      })
    : (message.message ?? '')
}

const MessageRow = (props: ChatFeedProps & { message: ChatMessage; onDeleted: () => void }) => {
  const { message, roomId, roomUuid, may, mayTarget, onDeleted } = props
  const translate = useTranslate()
  const text = useMessageText(message)
  const fromRoom = message.type === 'room'
  // A room's own message has no writer to silence or kick.
  const target = !fromRoom && mayTarget(message.userUuid)
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', py: 0.5 }} data-testid="chat-message">
      <LiveAvatar slug={message.avatarId} name={message.userName} />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
          <Typography variant="body2" sx={{ fontWeight: 600, color: message.color ?? undefined }}>
            {message.userName}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {new Date(message.date).toLocaleTimeString()}
          </Typography>
        </Stack>
        <Typography
          variant="body2"
          color={fromRoom ? 'text.secondary' : undefined}
          sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', fontStyle: fromRoom ? 'italic' : undefined }}
        >
          {text}
        </Typography>
        {isChatImageDataUrl(message.imageBase64) && (
          <Box
            component="img"
            src={message.imageBase64}
            alt={translate('spinroom.live_desk.image')}
            data-testid="chat-image"
            sx={{ display: 'block', maxWidth: 160, maxHeight: 120, borderRadius: 1, mt: 0.5 }}
          />
        )}
        {message.playlist && (
          <Typography variant="caption" color="text.secondary" component="p" data-testid="chat-playlist">
            {translate('spinroom.live_desk.playlist', {
              name: message.playlist.crateName,
              smart_count: message.playlist.totalSongs
            })}
          </Typography>
        )}
      </Box>
      <Stack direction="row" sx={{ flexShrink: 0 }}>
        {may.moderate && <DeleteMessageButton roomUuid={roomUuid} message={message} onDeleted={onDeleted} />}
        {target && may.disableChat && (
          <DisableChatButton roomId={roomId} userUuid={message.userUuid} name={message.userName} compact />
        )}
        {target && may.moderate && (
          <KickFromRoomButton roomUuid={roomUuid} userUuid={message.userUuid} name={message.userName} compact />
        )}
      </Stack>
    </Stack>
  )
}

/** The room's chat as it happens, newest at the bottom, with delete, disable chat and kick on each message. */
export const ChatFeed = (props: ChatFeedProps) => {
  const translate = useTranslate()
  const { feed, error, removed } = useLiveChat(props.desk, props.roomUuid)
  const scroller = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const box = scroller.current
    if (box) box.scrollTop = box.scrollHeight
  }, [feed])
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1">{translate('spinroom.live_desk.chat')}</Typography>
      {!!error && <Alert severity="error">{error instanceof Error ? error.message : String(error)}</Alert>}
      <Paper variant="outlined" ref={scroller} sx={{ height: 420, overflowY: 'auto', px: 1.5 }} data-testid="chat-feed">
        {feed.length ? (
          feed.map((message) => (
            <MessageRow key={message.uuid} {...props} message={message} onDeleted={() => removed(message.uuid)} />
          ))
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
            {translate('spinroom.live_desk.no_messages')}
          </Typography>
        )}
      </Paper>
    </Stack>
  )
}

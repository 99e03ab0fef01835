import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Paper from '@mui/material/Paper'
import Snackbar from '@mui/material/Snackbar'
import Typography from '@mui/material/Typography'
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { describeError } from '../../api/errors.ts'
import { room, useRoomState } from '../../api/room.ts'
import { useFormat } from '../language/useFormat.ts'
import { useIdentity } from '../session/useSession.ts'
import { ChatComposer } from './ChatComposer.tsx'
import { ChatMessageRow, type MessageActions } from './ChatMessageRow.tsx'
import { RoomNoticeRow } from './RoomNoticeRow.tsx'
import { retractable, retractTimeLeft, type ChatEntry } from './chat-log.ts'
import { chatBan, isChatModerator } from './chat-rights.ts'
import { MessageList } from './MessageList.tsx'
import { useChat } from './useChat.ts'
import { useTicker } from './useTicker.ts'

const serverNow = () => room.serverNow()
// setTimeout takes at most a 32-bit delay; a longer ban is checked again when it fires.
const MAX_DELAY_MS = 2 ** 31 - 1

/** The chat of the room the player is in: its messages, the composer, and what the user may do there. */
export function ChatPanel({ roomUuid }: { roomUuid: string }) {
  const { t, i18n } = useTranslation()
  const me = useIdentity()
  const format = useFormat()
  const state = useRoomState()
  const chat = useChat(roomUuid, me)
  const [replyTo, setReplyTo] = useState<ChatEntry | null>(null)
  const [draft, setDraft] = useState('')
  const [notice, setNotice] = useState<string | null>(null)

  const live = state.roomUuid === roomUuid ? state.live : null
  const roomRoles = useMemo(() => live?.settings.roomRoles ?? [], [live?.settings.roomRoles])
  const allUserData = live?.allUserData
  const allUsers = live?.allUsers
  const people = useMemo(
    () =>
      (allUsers ?? []).flatMap((u) => {
        const profile = allUserData?.[u.uuid]?.userProfile
        const nickname = typeof profile?.nickname === 'string' ? profile.nickname : ''
        const color = typeof profile?.color === 'string' ? profile.color : null
        return nickname ? [{ uuid: u.uuid, nickname, color }] : []
      }),
    [allUsers, allUserData]
  )
  // One string as the key: a new message by someone already known keeps the list (and the memoized rows) as they are.
  const nicknameKey = [...new Set([...people.map((p) => p.nickname), ...chat.log.map((m) => m.userName), me.nickname])]
    .sort()
    .join('\n')
  const nicknames = useMemo(() => nicknameKey.split('\n'), [nicknameKey])
  const moderator = isChatModerator(me.roles, roomRoles, me.id)

  const ownLast = retractable(chat.log, me.id, serverNow())
  const now = useTicker(!!ownLast, serverNow)
  const retractSeconds = ownLast ? Math.ceil(retractTimeLeft(ownLast, now) / 1000) : 0
  const retractUuid = ownLast && retractSeconds > 0 ? ownLast.uuid : null

  const [banNow, setBanNow] = useState(serverNow)
  const ban = chatBan(roomRoles, me.id, banNow)
  const banEnd = ban?.until?.getTime()
  useEffect(() => {
    if (!banEnd) return
    const timer = setTimeout(() => setBanNow(serverNow()), Math.min(MAX_DELAY_MS, banEnd - serverNow() + 250))
    return () => clearTimeout(timer)
  }, [banEnd])

  const time = useMemo(
    () => new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, { timeStyle: 'short' }),
    [i18n.resolvedLanguage, i18n.language]
  )
  const tell = useCallback(
    (error: unknown) => {
      const described = describeError(error)
      setNotice(described.kind === 'server' ? described.message : t(`chat.error.${described.kind}`))
    },
    [t]
  )
  const { react, retract, remove, resend, discard, send } = chat
  const actions: MessageActions = useMemo(
    () => ({
      reply: (entry) => setReplyTo(entry),
      react: (entry, emoji) => void react(entry, emoji).catch(tell),
      retract: (entry) =>
        void retract(entry).then((text) => {
          setDraft((d) => d || text)
          setNotice(t('chat.retracted'))
        }, tell),
      remove: (entry) => void remove(entry).then(() => setNotice(t('chat.deleted')), tell),
      resend,
      discard
    }),
    [react, retract, remove, resend, discard, tell, t]
  )
  const retractLast = useCallback(
    () =>
      retract().then(
        (text) => {
          setNotice(t('chat.retracted'))
          return text
        },
        (error: unknown) => {
          tell(error)
          return null
        }
      ),
    [retract, tell, t]
  )

  const byUuid = useMemo(() => new Map(chat.log.map((m) => [m.uuid, m])), [chat.log])
  const self = useMemo(() => ({ uuid: me.id, nickname: me.nickname }), [me.id, me.nickname])
  const hasChat = live?.settings.hasChat ?? true

  const placeholder =
    chat.history.status === 'error' ? (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={chat.reload}>
            {t('chat.retry')}
          </Button>
        }
      >
        {t('chat.loadFailed')}
      </Alert>
    ) : chat.history.status !== 'ready' && !chat.log.length ? (
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'center',
          gap: 1.5,
          p: 3,
          color: 'text.secondary'
        }}
      >
        {chat.history.status === 'loading' && <CircularProgress size={20} aria-label={t('chat.title')} />}
        {chat.history.status === 'waiting' && <Typography variant="body2">{t('chat.waiting')}</Typography>}
      </Box>
    ) : !chat.log.length ? (
      <Typography variant="body2" color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        {t('chat.empty')}
      </Typography>
    ) : null

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="chat-title"
      data-testid="chat-panel"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        minHeight: 360,
        overflow: 'hidden',
        borderRadius: 3
      }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
      >
        <ChatBubbleOutlineIcon fontSize="small" color="secondary" aria-hidden />
        <Typography id="chat-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t('chat.title')}
        </Typography>
      </Box>
      <MessageList log={chat.log} selfUuid={me.id} placeholder={placeholder}>
        {chat.log.map((entry) =>
          entry.type === 'room' ? (
            <RoomNoticeRow
              key={entry.uuid}
              entry={entry}
              time={time.format(new Date(entry.date))}
              onDelete={moderator ? actions.remove : null}
            />
          ) : (
            <ChatMessageRow
              key={entry.uuid}
              entry={entry}
              replyTo={entry.replies.length ? (byUuid.get(entry.replies[0]) ?? null) : undefined}
              self={self}
              nicknames={nicknames}
              time={time.format(new Date(entry.date))}
              canDelete={moderator}
              retractSeconds={entry.uuid === retractUuid ? retractSeconds : null}
              actions={actions}
            />
          )
        )}
      </MessageList>
      {!hasChat ? (
        <Alert severity="info" sx={{ m: 1.5 }}>
          {t('chat.noChat')}
        </Alert>
      ) : ban ? (
        <Alert severity="warning" sx={{ m: 1.5 }} data-testid="chat-disabled">
          {ban.until
            ? t('chat.disabledUntil', {
                date: format.dateTime(ban.until),
                fromNow: format.fromNow(ban.until, serverNow())
              })
            : t('chat.disabledIndefinitely')}
        </Alert>
      ) : (
        <ChatComposer
          people={people}
          selfUuid={me.id}
          replyTo={replyTo}
          onCancelReply={() => setReplyTo(null)}
          onSend={(text, attachment) => {
            send(text, replyTo?.uuid ?? null, attachment)
            setReplyTo(null)
          }}
          onRefused={setNotice}
          onRetractLast={retractLast}
          text={draft}
          onText={setDraft}
        />
      )}
      <Snackbar
        open={!!notice}
        autoHideDuration={4000}
        onClose={() => setNotice(null)}
        message={notice}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        sx={{ bottom: { xs: 152, md: 24 } }}
      />
    </Paper>
  )
}

import { useEffect, useMemo, useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import { useInfiniteQuery } from '@tanstack/react-query'
import { playerPaths, routes } from '@spinroom/schemas'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { api } from '../../api/client.ts'
import { describeError } from '../../api/errors.ts'
import { useCall } from '../../api/queries.ts'
import { newUuid } from '../chat/new-uuid.ts'
import { LoadState } from '../shared/LoadState.tsx'
import { InitialAvatar } from '../shared/InitialAvatar.tsx'
import { MessageBubble } from './MessageBubble.tsx'
import { MessageComposer } from './MessageComposer.tsx'
import { receiveMessage, refreshConversations, threadKey } from './message-cache.ts'
import { threadMessages } from './thread.ts'

const s = routes.social
const PAGE = 30

/** A conversation with one user: its history (older pages on demand), read as it arrives, and the composer. */
export function ConversationThread({ userUuid, me }: { userUuid: string; me: string }) {
  const { t, i18n } = useTranslation()
  const [error, setError] = useState<string | null>(null)
  const conversation = useCall(s.getConversation, { params: { userUuid } })
  const thread = useInfiniteQuery({
    queryKey: threadKey(userUuid),
    queryFn: ({ pageParam }) =>
      api.call(s.listDirectMessages, { params: { userUuid }, query: { limit: PAGE, before: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.data[0]?.id : undefined)
  })
  const unread = conversation.data?.unreadCount ?? 0
  useEffect(() => {
    if (unread) void api.call(s.markConversationRead, { params: { userUuid } }).then(refreshConversations)
  }, [unread, userUuid])
  const time = useMemo(() => {
    const locale = i18n.resolvedLanguage ?? i18n.language
    const today = new Intl.DateTimeFormat(locale, { timeStyle: 'short' })
    const earlier = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' })
    // Today's messages by their time alone, older ones with their date.
    return (date: Date) => (date.toDateString() === new Date().toDateString() ? today : earlier).format(date)
  }, [i18n.resolvedLanguage, i18n.language])

  const send = async (message: string) => {
    setError(null)
    try {
      const sent = await api.call(s.sendDirectMessage, { params: { userUuid }, body: { message, id: newUuid() } })
      receiveMessage(sent, me)
      return true
    } catch (e) {
      const described = describeError(e)
      setError(described.kind === 'server' ? described.message : t(`messages.error.${described.kind}`))
      return false
    }
  }

  const other = conversation.data
  const nickname = other?.otherNickname ?? '—'
  const messages = threadMessages(thread.data)
  return (
    <Paper
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%', borderRadius: 3 }}
      data-testid="conversation-thread"
    >
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', p: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <IconButton
          component={Link}
          to={playerPaths.messages}
          aria-label={t('messages.back')}
          sx={{ display: { md: 'none' } }}
        >
          <ArrowBackIcon />
        </IconButton>
        <InitialAvatar name={nickname} size={36} />
        <Typography variant="h6" noWrap sx={{ flex: 1, minWidth: 0 }}>
          {nickname}
        </Typography>
        {other?.isFriend && <Chip size="small" label={t('messages.friend')} />}
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', display: 'flex', flexDirection: 'column-reverse', p: 2 }}>
        <Stack spacing={1}>
          <LoadState query={thread}>
            {thread.hasNextPage && (
              <Button
                size="small"
                sx={{ alignSelf: 'center' }}
                disabled={thread.isFetchingNextPage}
                onClick={() => void thread.fetchNextPage()}
              >
                {t('messages.older')}
              </Button>
            )}
            {!messages.length && (
              <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
                {t('messages.start', { nickname })}
              </Typography>
            )}
            {messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                mine={message.senderUuid === me}
                time={time(new Date(message.createdAt))}
              />
            ))}
          </LoadState>
        </Stack>
      </Box>
      <Stack spacing={1} sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}>
        {other?.blockedByMe && <Alert severity="info">{t('messages.blocked', { nickname })}</Alert>}
        {error && (
          <Alert severity="error" onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
        <MessageComposer nickname={nickname} disabled={!other || other.blockedByMe} onSend={send} />
      </Stack>
    </Paper>
  )
}

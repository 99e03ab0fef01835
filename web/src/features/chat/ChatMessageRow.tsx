import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined'
import ReplyIcon from '@mui/icons-material/Reply'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { InitialAvatar } from '../shared/InitialAvatar.tsx'
import { ConsumableNote } from './ConsumableNote.tsx'
import type { ChatEntry } from './chat-log.ts'
import { mentions } from './mentions.ts'
import { MessageMedia } from './MessageMedia.tsx'
import { MessageText } from './MessageText.tsx'
import { PlaylistCard } from './PlaylistCard.tsx'
import { ReactionBar } from './ReactionBar.tsx'
import { ReactionPicker } from './ReactionPicker.tsx'
import { SongLinkCard } from './SongLinkCard.tsx'

export interface MessageActions {
  reply: (entry: ChatEntry) => void
  react: (entry: ChatEntry, emoji: string) => void
  retract: (entry: ChatEntry) => void
  remove: (entry: ChatEntry) => void
  resend: (entry: ChatEntry) => void
  discard: (entry: ChatEntry) => void
}

interface Props {
  entry: ChatEntry
  /** The message this one answers: undefined when none, null when it is gone. */
  replyTo: ChatEntry | null | undefined
  self: { uuid: string; nickname: string }
  nicknames: string[]
  time: string
  canDelete: boolean
  /** Seconds left to take this message back, or null. */
  retractSeconds: number | null
  actions: MessageActions
}

const uniqueLinks = (entry: ChatEntry) =>
  entry.songs.filter((s, i) => entry.songs.findIndex((o) => o.url === s.url) === i)

/** One chat message: who and when, what it answers, its text and song cards, reactions and the actions allowed. */
export const ChatMessageRow = memo(function ChatMessageRow({
  entry,
  replyTo,
  self,
  nicknames,
  time,
  canDelete,
  retractSeconds,
  actions
}: Props) {
  const { t } = useTranslation()
  const mine = entry.userUuid === self.uuid
  const mentionsMe = !mine && mentions(entry.message, self.nickname)
  const settled = !entry.pending && entry.failed === undefined
  return (
    <Box
      component="li"
      data-testid="chat-message"
      data-uuid={entry.uuid}
      aria-label={mentionsMe ? t('chat.mentionsYou') : undefined}
      sx={{
        listStyle: 'none',
        display: 'flex',
        gap: 1.25,
        px: { xs: 1.5, sm: 2 },
        py: 1,
        borderLeft: 3,
        borderColor: mentionsMe ? 'primary.main' : 'transparent',
        bgcolor: (theme) => (mentionsMe ? alpha(theme.palette.primary.main, 0.08) : 'transparent'),
        opacity: entry.pending ? 0.6 : 1,
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 64px',
        '& .chat-actions': { opacity: { xs: 1, md: 0.35 } },
        '&:hover .chat-actions, &:focus-within .chat-actions': { opacity: 1 }
      }}
    >
      <InitialAvatar name={entry.userName} color={entry.color} size={32} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="span" variant="body2" sx={{ fontWeight: 700 }} data-testid="chat-author">
            {entry.userName}
          </Typography>
          <Typography component="time" variant="caption" color="text.secondary" dateTime={entry.date}>
            {entry.pending ? t('chat.sending') : time}
          </Typography>
        </Box>
        {replyTo !== undefined && (
          <Typography
            variant="caption"
            color="text.secondary"
            component="p"
            noWrap
            sx={{ borderLeft: 2, borderColor: 'secondary.main', pl: 1, my: 0.25 }}
            data-testid="chat-reply-quote"
          >
            {replyTo ? `${replyTo.userName}: ${replyTo.message ?? ''}` : t('chat.replyMissing')}
          </Typography>
        )}
        {entry.message && (
          <Typography variant="body2" component="p" data-testid="chat-text">
            <MessageText text={entry.message} nicknames={nicknames} self={self.nickname} />
          </Typography>
        )}
        <MessageMedia message={entry} />
        {entry.playlist && <PlaylistCard card={entry.playlist} sharer={entry.userName} />}
        {uniqueLinks(entry).map((link) => (
          <SongLinkCard key={link.url} link={link} />
        ))}
        {entry.consumable && <ConsumableNote consumableId={entry.consumable.id} />}
        <ReactionBar message={entry} selfUuid={self.uuid} onToggle={(emoji) => actions.react(entry, emoji)} />
        {entry.failed !== undefined && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
            <Typography variant="caption" color="error.light" role="alert">
              {entry.failed ? t('chat.notSentReason', { reason: entry.failed }) : t('chat.notSent')}
            </Typography>
            <Button size="small" onClick={() => actions.resend(entry)}>
              {t('chat.resend')}
            </Button>
            <Button size="small" color="inherit" onClick={() => actions.discard(entry)}>
              {t('chat.discard')}
            </Button>
          </Box>
        )}
        {retractSeconds !== null && (
          <Button
            size="small"
            variant="text"
            onClick={() => actions.retract(entry)}
            sx={{ mt: 0.25, ml: -1, px: 1, minHeight: 28 }}
          >
            {t('chat.retract', { seconds: retractSeconds })}
          </Button>
        )}
      </Box>
      {settled && (
        <Box className="chat-actions" sx={{ display: 'flex', alignItems: 'flex-start', flexShrink: 0 }}>
          <IconButton
            size="small"
            aria-label={t('chat.reply', { name: entry.userName })}
            onClick={() => actions.reply(entry)}
          >
            <ReplyIcon fontSize="small" />
          </IconButton>
          <ReactionPicker name={entry.userName} onPick={(emoji) => actions.react(entry, emoji)} />
          {canDelete && (
            <IconButton
              size="small"
              aria-label={t('chat.deleteLabel', { name: entry.userName })}
              onClick={() => actions.remove(entry)}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
      )}
    </Box>
  )
})

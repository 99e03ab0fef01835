import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { roomNoticeWording } from '@spinroom/schemas'
import type { ChatEntry } from './chat-log.ts'

interface Props {
  entry: ChatEntry
  time: string
  /** Moderators may take a notice out of the chat, as any message. */
  onDelete: ((entry: ChatEntry) => void) | null
}

/** The room's own message (what a moderator did), worded in the reader's language from its facts: one quiet line. */
export const RoomNoticeRow = memo(function RoomNoticeRow({ entry, time, onDelete }: Props) {
  const { t } = useTranslation()
  const { notice } = entry
  const text = notice
    ? t(`chat.notice.${roomNoticeWording(notice)}`, {
        userName: notice.userName ?? '',
        trackName: notice.trackName ?? ''
      })
    : entry.message
  return (
    <Box
      component="li"
      data-testid="chat-notice"
      data-uuid={entry.uuid}
      sx={{
        listStyle: 'none',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        px: { xs: 1.5, sm: 2 },
        py: 0.75,
        '& .chat-actions': { opacity: { xs: 1, md: 0.35 } },
        '&:hover .chat-actions, &:focus-within .chat-actions': { opacity: 1 }
      }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ fontStyle: 'italic', textAlign: 'center' }}>
        {text}
      </Typography>
      <Typography component="time" variant="caption" color="text.disabled" dateTime={entry.date}>
        {time}
      </Typography>
      {onDelete && (
        <IconButton
          className="chat-actions"
          size="small"
          aria-label={t('chat.deleteNotice')}
          onClick={() => onDelete(entry)}
        >
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  )
})

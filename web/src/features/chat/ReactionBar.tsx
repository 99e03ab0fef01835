import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Tooltip from '@mui/material/Tooltip'
import { alpha } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import type { ChatMessage } from '@spinroom/schemas'

/** The reactions a message has, one toggle per emoji (pressed when the user has reacted with it). */
export function ReactionBar({
  message,
  selfUuid,
  onToggle
}: {
  message: ChatMessage
  selfUuid: string
  onToggle: (emoji: string) => void
}) {
  const { t } = useTranslation()
  const entries = Object.entries(message.reactions).filter(([, list]) => list.length)
  if (!entries.length) return null
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }} data-testid="reactions">
      {entries.map(([emoji, list]) => {
        const mine = list.some((r) => r.userUUID === selfUuid)
        const names = list.map((r) => (r.userUUID === selfUuid ? t('chat.you') : r.name)).join(', ')
        return (
          <Tooltip key={emoji} title={names}>
            <ButtonBase
              onClick={() => onToggle(emoji)}
              aria-pressed={mine}
              aria-label={t('chat.reaction', { emoji, count: list.length, names })}
              sx={{
                px: 1,
                py: 0.25,
                gap: 0.5,
                borderRadius: 999,
                fontSize: 14,
                fontWeight: 700,
                border: 1,
                borderColor: mine ? 'primary.main' : 'divider',
                bgcolor: (theme) => (mine ? alpha(theme.palette.primary.main, 0.18) : 'rgba(255,255,255,0.04)'),
                color: 'text.primary',
                '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' }
              }}
            >
              <span aria-hidden>{emoji}</span>
              <span aria-hidden>{list.length}</span>
            </ButtonBase>
          </Tooltip>
        )
      })}
    </Box>
  )
}

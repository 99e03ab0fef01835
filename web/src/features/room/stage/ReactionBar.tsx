import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import { useTranslation } from 'react-i18next'
import type { OneTimeAnimation } from '@spinroom/schemas'
import { api } from '../../../api/client.ts'

const emojis = ['🔥', '❤️', '🎉', '👏', '🙌', '😂']

/** One-time animations for everyone in the room: an emoji burst, or a jump. */
export function ReactionBar({ roomUuid }: { roomUuid: string }) {
  const { t } = useTranslation()
  const send = (input: Omit<OneTimeAnimation, 'roomUuid'>) =>
    void api.live.playOneTimeAnimation({ roomUuid, ...input }).catch(() => {})
  return (
    <Box
      role="group"
      aria-label={t('room.animations.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1.5, alignItems: 'center' }}
    >
      {emojis.map((emoji) => (
        <IconButton
          key={emoji}
          size="small"
          aria-label={t('room.animations.emoji', { emoji })}
          onClick={() => send({ animation: 'emoji', emoji })}
          sx={{ fontSize: '1.3rem', width: 40, height: 40 }}
        >
          {emoji}
        </IconButton>
      ))}
      <Button size="small" variant="outlined" onClick={() => send({ animation: 'jump' })}>
        {t('room.animations.jump')}
      </Button>
    </Box>
  )
}

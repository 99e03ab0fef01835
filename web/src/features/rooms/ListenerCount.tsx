import Box from '@mui/material/Box'
import HeadphonesIcon from '@mui/icons-material/Headphones'
import { useTranslation } from 'react-i18next'
import type { Room } from '@spinroom/schemas'

/** Who is listening (not the DJs, who are counted apart): "1 listener · 2 DJs". */
export function ListenerCount({ room }: { room: Pick<Room, 'numberOfListeners' | 'numberOfActiveDjs'> }) {
  const { t } = useTranslation()
  return (
    <Box
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.secondary', fontSize: '0.875rem' }}
      data-testid="room-listeners"
    >
      <HeadphonesIcon sx={{ fontSize: 18 }} aria-hidden />
      {t('rooms.listeners', { count: room.numberOfListeners })}
      {room.numberOfActiveDjs > 0 && ` · ${t('rooms.djs', { count: room.numberOfActiveDjs })}`}
    </Box>
  )
}

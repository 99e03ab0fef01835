import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import LockIcon from '@mui/icons-material/Lock'
import { useTranslation } from 'react-i18next'
import { usePrivateRoomCount } from './room-lists.ts'

/** How many private rooms exist: they are not listed, their owners share the link. */
export function PrivateRoomCount() {
  const { t } = useTranslation()
  const query = usePrivateRoomCount()
  if (!query.data) return null
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'center',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'rgba(255,255,255,0.03)'
      }}
    >
      <LockIcon color="secondary" aria-hidden />
      <Typography color="text.secondary" data-testid="private-room-count">
        {t('rooms.privateCount', { count: query.data.count })}
      </Typography>
    </Box>
  )
}

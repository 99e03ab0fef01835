import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import GraphicEqIcon from '@mui/icons-material/GraphicEq'
import LockIcon from '@mui/icons-material/Lock'
import { useTranslation } from 'react-i18next'
import type { Room } from '@spinroom/schemas'
import { isPlaying } from './room-live.ts'

const onBackdrop = { bgcolor: 'rgba(13,11,20,0.6)', color: '#fff', backdropFilter: 'blur(6px)' }

/** "Live" when music plays, a lock when the room asks for a password. */
export function RoomBadges({ room }: { room: Room }) {
  const { t } = useTranslation()
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
      {isPlaying(room) && (
        <Chip
          size="small"
          icon={<GraphicEqIcon sx={{ color: '#2ee59d !important' }} />}
          label={t('rooms.live')}
          sx={onBackdrop}
        />
      )}
      {room.isPasswordProtected && (
        <Chip
          size="small"
          icon={<LockIcon sx={{ color: '#fff !important' }} />}
          label={t('rooms.locked')}
          sx={onBackdrop}
          data-testid="room-locked"
        />
      )}
    </Box>
  )
}

import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { LiveRoomDj } from '@spinroom/schemas'
import { InitialAvatar } from '../shared/InitialAvatar.tsx'

/** The DJs on stage, the one playing first: their avatars side by side and their names. */
export function DjFaces({ djs }: { djs: LiveRoomDj[] }) {
  const { t } = useTranslation()
  if (!djs.length) return null
  const names = djs.map((dj) => dj.nickname).join(', ')
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }} data-testid="front-door-djs">
      <Box sx={{ display: 'flex', flexShrink: 0 }}>
        {djs.slice(0, 4).map((dj, i) => (
          <InitialAvatar
            key={dj.uuid}
            name={dj.nickname}
            color={dj.color}
            size={28}
            sx={{ ml: i ? -0.75 : 0, border: 2, borderColor: 'background.paper' }}
          />
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" noWrap>
        {t('frontDoor.djs', { count: djs.length, names })}
      </Typography>
    </Box>
  )
}

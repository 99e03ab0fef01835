import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Slider from '@mui/material/Slider'
import VolumeOffIcon from '@mui/icons-material/VolumeOff'
import VolumeUpIcon from '@mui/icons-material/VolumeUp'
import { useTranslation } from 'react-i18next'
import { useVolume, volumeStore } from './volume-store.ts'

/** Mute and volume (the slider from tablets up; phones have their own volume keys). */
export function VolumeControl() {
  const { t } = useTranslation()
  const { volume, muted } = useVolume()
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <IconButton
        aria-label={muted ? t('room.player.unmute') : t('room.player.mute')}
        aria-pressed={muted}
        onClick={() => volumeStore.set({ muted: !muted })}
      >
        {muted ? <VolumeOffIcon /> : <VolumeUpIcon />}
      </IconButton>
      <Slider
        size="small"
        aria-label={t('room.player.volume')}
        value={muted ? 0 : Math.round(volume * 100)}
        onChange={(_event, value) => volumeStore.set({ volume: (value as number) / 100, muted: false })}
        sx={{ width: 96, display: { xs: 'none', sm: 'block' } }}
      />
    </Box>
  )
}

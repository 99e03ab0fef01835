import { Box, Chip, LinearProgress } from '@mui/material'
import { useRecordContext, useTranslate } from 'react-admin'
import type { SongStatus, UploadedSong } from '@spinroom/schemas'

const colors: Record<SongStatus, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  PENDING_UPLOAD: 'default',
  VALID_FILE_TYPE: 'default',
  MISSING_METADATA: 'warning',
  VERIFICATION_POSTPONED: 'info',
  VERIFIED: 'success',
  UNVERIFIED: 'error',
  VERIFICATION_ERROR: 'error'
}

/** The status as a chip; while the transcode runs, its progress bar and percentage. */
export const SongStatusField = (_props: { label?: string }) => {
  const song = useRecordContext<UploadedSong>()
  const translate = useTranslate()
  if (!song) return null
  const transcoding = song.status === 'VERIFICATION_POSTPONED' && !song.hlsReady
  const label =
    song.status === 'VERIFICATION_POSTPONED' && song.hlsReady
      ? translate('spinroom.songs.awaiting_review')
      : translate(`spinroom.enums.songStatuses.${song.status}`)
  return (
    <Box sx={{ minWidth: 160 }}>
      <Chip size="small" color={colors[song.status]} label={label} data-testid="song-status" />
      {transcoding && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
          <LinearProgress variant="determinate" value={song.transcodeProgress} sx={{ flex: 1 }} />
          <span data-testid="song-progress">{song.transcodeProgress} %</span>
        </Box>
      )}
    </Box>
  )
}

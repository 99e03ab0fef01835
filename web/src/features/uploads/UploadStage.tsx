import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import EditNoteIcon from '@mui/icons-material/EditNote'
import ErrorIcon from '@mui/icons-material/Error'
import HourglassTopIcon from '@mui/icons-material/HourglassTop'
import SyncIcon from '@mui/icons-material/Sync'
import type { SvgIconComponent } from '@mui/icons-material'
import { useTranslation } from 'react-i18next'
import type { UploadedSong } from '@spinroom/schemas'
import { stageOf, type UploadStage as Stage } from './upload-stage.ts'

const looks: Record<Stage, { icon: SvgIconComponent; color: string }> = {
  receiving: { icon: SyncIcon, color: 'text.secondary' },
  needsTags: { icon: EditNoteIcon, color: 'warning.main' },
  transcoding: { icon: SyncIcon, color: 'info.main' },
  review: { icon: HourglassTopIcon, color: 'info.main' },
  verified: { icon: CheckCircleIcon, color: 'success.main' },
  rejected: { icon: ErrorIcon, color: 'error.main' },
  failed: { icon: ErrorIcon, color: 'error.main' }
}

/**
 * Where an upload stands, in plain words, with the transcode's progress while it runs (and why it waits) and why it
 * failed.
 */
export function UploadStage({ song }: { song: UploadedSong }) {
  const { t } = useTranslation()
  const stage = stageOf(song)
  const { icon: Icon, color } = looks[stage]
  const reason = song.error ?? t('uploads.stage.noReason')
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color }}>
        <Icon fontSize="small" />
        <Typography variant="body2" data-testid="upload-stage" sx={{ color }}>
          {t(`uploads.stage.${stage}`, { progress: song.transcodeProgress, reason })}
        </Typography>
      </Stack>
      {stage === 'transcoding' && song.error && (
        <Typography variant="caption" data-testid="upload-waiting" sx={{ color: 'warning.main' }}>
          {t('uploads.stage.waiting')}
        </Typography>
      )}
      {stage === 'transcoding' && (
        <LinearProgress
          variant="determinate"
          value={song.transcodeProgress}
          aria-label={t('uploads.stage.transcodeLabel', { name: song.trackName ?? song.originalName })}
          sx={{ mt: 1 }}
        />
      )}
    </Box>
  )
}

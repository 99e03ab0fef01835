import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { UploadedSong } from '@spinroom/schemas'
import { AddToCrateMenu } from '../crates/AddToCrateMenu.tsx'
import { formatDuration } from '../crates/song-format.ts'
import { CompleteTagsForm } from './CompleteTagsForm.tsx'
import { UploadArtwork } from './UploadArtwork.tsx'
import { UploadStage } from './UploadStage.tsx'
import { crateInputOf } from './upload-stage.ts'

/** One of my uploads: its artwork and tags, where it stands, what it still needs from me, and a way into a crate. */
export function UploadRow({ song }: { song: UploadedSong }) {
  const { t } = useTranslation()
  const crateInput = crateInputOf(song)
  const title = song.trackName ?? song.originalName
  return (
    <Paper variant="outlined" component="li" data-testid="upload-row" sx={{ p: 2, listStyle: 'none' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <UploadArtwork song={song} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography noWrap sx={{ fontWeight: 600 }} data-testid="upload-title">
            {title}
          </Typography>
          <Typography noWrap variant="body2" color="text.secondary" data-testid="upload-artist">
            {[song.artistName ?? t('uploads.row.noArtist'), song.albumName, formatDuration(song.duration)]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
        {crateInput && <AddToCrateMenu song={crateInput} songTitle={`${title} – ${song.artistName}`} />}
      </Stack>
      <Stack spacing={1.5} sx={{ mt: 1.5 }}>
        <UploadStage song={song} />
        {song.status === 'MISSING_METADATA' && <CompleteTagsForm song={song} />}
      </Stack>
    </Paper>
  )
}

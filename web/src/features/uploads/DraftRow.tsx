import Alert from '@mui/material/Alert'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import MusicNoteIcon from '@mui/icons-material/MusicNote'
import { useTranslation } from 'react-i18next'
import { MAX_SONG_BYTES } from '@spinroom/schemas'
import type { Draft, TagField } from './useDrafts.ts'
import { ArtworkButton } from './ArtworkButton.tsx'

const fields: TagField[] = ['title', 'artist', 'album']

interface Props {
  draft: Draft
  onEdit: (field: TagField, value: string) => void
  onArtwork: (image: File) => void
  onSend: () => void
  onRemove: () => void
}

/** A picked file: its artwork and tags as read (the DJ fills in or changes them), then its upload's progress. */
export function DraftRow({ draft, onEdit, onArtwork, onSend, onRemove }: Props) {
  const { t } = useTranslation()
  const { file, tags, reading, sent, error } = draft
  const sending = sent !== null
  const missing = !reading && (!tags.title.trim() || !tags.artist.trim())
  const percent = Math.round((sent ?? 0) * 100)
  return (
    <Paper variant="outlined" component="li" data-testid="upload-draft" sx={{ p: 2, listStyle: 'none' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Stack spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0, width: { sm: 136 } }}>
          <Avatar
            variant="rounded"
            src={tags.artwork ?? undefined}
            alt={tags.artwork ? t('uploads.draft.artwork', { name: file.name }) : ''}
            data-testid="draft-artwork"
            sx={{ width: 72, height: 72, bgcolor: 'action.selected' }}
          >
            <MusicNoteIcon />
          </Avatar>
          <ArtworkPicker draft={draft} onArtwork={onArtwork} />
        </Stack>
        <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
          <Typography noWrap sx={{ fontWeight: 600 }} data-testid="draft-file">
            {file.name}
            <Typography component="span" variant="body2" color="text.secondary">
              {` · ${t('uploads.draft.size', { mb: (file.size / 1024 / 1024).toFixed(1) })}`}
            </Typography>
          </Typography>
          {reading ? (
            <Typography color="text.secondary">{t('uploads.draft.reading')}</Typography>
          ) : (
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
              {fields.map((field) => (
                <TextField
                  key={field}
                  size="small"
                  label={t(`uploads.tags.${field}`)}
                  value={tags[field]}
                  onChange={(event) => onEdit(field, event.target.value)}
                  disabled={sending}
                  error={field !== 'album' && !tags[field].trim()}
                  slotProps={{ htmlInput: { maxLength: 300 } }}
                />
              ))}
            </Box>
          )}
          {missing && !sending && (
            <Typography variant="body2" color="warning.main">
              {t('uploads.draft.missing')}
            </Typography>
          )}
          {sending && (
            <Box>
              <LinearProgress
                variant="determinate"
                value={percent}
                aria-label={t('uploads.draft.sendingLabel', { name: file.name })}
              />
              <Typography variant="body2" color="text.secondary" data-testid="draft-progress" sx={{ mt: 0.5 }}>
                {t('uploads.draft.sending', { percent })}
              </Typography>
            </Box>
          )}
          {error && <Alert severity="error">{error}</Alert>}
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              onClick={onSend}
              aria-label={t('uploads.draft.sendFor', { name: file.name })}
              disabled={reading || sending || file.size > MAX_SONG_BYTES}
            >
              {t('uploads.draft.send')}
            </Button>
            <Button
              onClick={onRemove}
              disabled={sending}
              aria-label={t('uploads.draft.removeFor', { name: file.name })}
            >
              {t('uploads.draft.remove')}
            </Button>
          </Stack>
        </Stack>
      </Stack>
    </Paper>
  )
}

/** Picks the picture sent with the song: to add one the file lacks, or to replace the one it has. */
function ArtworkPicker({ draft, onArtwork }: Pick<Props, 'draft' | 'onArtwork'>) {
  return (
    <ArtworkButton
      name={draft.file.name}
      has={draft.tags.artwork !== null}
      disabled={draft.reading || draft.sent !== null}
      testId="artwork-input"
      onImage={onArtwork}
    />
  )
}

import { useState, type DragEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import CloudUploadIcon from '@mui/icons-material/CloudUpload'
import { useTranslation } from 'react-i18next'
import { MAX_SONG_BYTES } from '@spinroom/schemas'

/** Where files are dropped, or picked with the button (several at once). */
export function DropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const { t } = useTranslation()
  const [over, setOver] = useState(false)
  const hover = (event: DragEvent, on: boolean) => {
    event.preventDefault()
    setOver(on)
  }
  return (
    <Box
      data-testid="drop-zone"
      onDragEnter={(event) => hover(event, true)}
      onDragOver={(event) => hover(event, true)}
      onDragLeave={(event) => hover(event, false)}
      onDrop={(event) => {
        hover(event, false)
        if (event.dataTransfer.files.length) onFiles([...event.dataTransfer.files])
      }}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 3,
        bgcolor: over ? 'action.hover' : 'transparent',
        p: { xs: 3, sm: 5 },
        display: 'grid',
        justifyItems: 'center',
        gap: 1.5,
        textAlign: 'center',
        transition: 'border-color 120ms, background-color 120ms'
      }}
    >
      <CloudUploadIcon sx={{ fontSize: 48, color: over ? 'primary.main' : 'text.secondary' }} />
      <Typography>{t('uploads.drop.hint')}</Typography>
      <Button variant="contained" component="label">
        {t('uploads.drop.choose')}
        <input
          hidden
          type="file"
          multiple
          accept="audio/*"
          data-testid="upload-input"
          onChange={(event) => {
            onFiles([...(event.target.files ?? [])])
            event.target.value = ''
          }}
        />
      </Button>
      <Typography variant="caption" color="text.secondary">
        {t('uploads.drop.limit', { mb: MAX_SONG_BYTES / 1024 / 1024 })}
      </Typography>
    </Box>
  )
}

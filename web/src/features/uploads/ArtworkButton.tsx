import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'

/** The artwork an upload takes: the kinds the API reads (JPEG, PNG, WebP, GIF, AVIF). */
const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif,image/avif'

interface Props {
  /** The song's file or title, which the button's accessible name holds. */
  name: string
  /** Whether the song has artwork already: the button then says it changes it. */
  has: boolean
  disabled: boolean
  testId: string
  onImage(image: File): void
}

/** Picks an image for a song's artwork, to add one it lacks or to replace the one it has. */
export function ArtworkButton({ name, has, disabled, testId, onImage }: Props) {
  const { t } = useTranslation()
  return (
    <Button
      size="small"
      component="label"
      sx={{ whiteSpace: 'nowrap' }}
      disabled={disabled}
      aria-label={t(has ? 'uploads.draft.changeArtworkFor' : 'uploads.draft.chooseArtworkFor', { name })}
    >
      {t(has ? 'uploads.draft.changeArtwork' : 'uploads.draft.chooseArtwork')}
      <input
        hidden
        type="file"
        accept={ACCEPTED}
        data-testid={testId}
        onChange={(event) => {
          const image = event.target.files?.[0]
          if (image) onImage(image)
          event.target.value = ''
        }}
      />
    </Button>
  )
}

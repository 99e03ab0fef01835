import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import { routes, type UploadedSong } from '@spinroom/schemas'
import { useCallMutation, routeKey } from '../../api/queries.ts'
import { queryClient } from '../../api/query-client.ts'
import { cleanTag } from './read-tags.ts'

/** The title and artist an upload waits for (the server found none in the file); saving queues its transcode. */
export function CompleteTagsForm({ song }: { song: UploadedSong }) {
  const { t } = useTranslation()
  const [title, setTitle] = useState(song.trackName ?? '')
  const [artist, setArtist] = useState(song.artistName ?? '')
  const complete = useCallMutation(routes.songs.completeSongMetadata, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: routeKey(routes.songs.listMyUploads) })
  })
  const trackName = cleanTag(title)
  const artistName = cleanTag(artist)
  return (
    <Box
      component="form"
      aria-label={t('uploads.complete.label', { name: song.originalName })}
      onSubmit={(event) => {
        event.preventDefault()
        complete.mutate({ body: { songId: song.id, trackName, artistName } })
      }}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' }, alignItems: 'start' }}
    >
      <TextField
        size="small"
        label={t('uploads.tags.title')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
      <TextField
        size="small"
        label={t('uploads.tags.artist')}
        value={artist}
        onChange={(event) => setArtist(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
      <Button type="submit" variant="contained" disabled={!trackName || !artistName || complete.isPending}>
        {t('uploads.complete.save')}
      </Button>
      {complete.error && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {complete.error.message}
        </Alert>
      )}
    </Box>
  )
}

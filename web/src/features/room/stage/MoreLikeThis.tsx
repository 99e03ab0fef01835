import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Typography from '@mui/material/Typography'
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome'
import CheckIcon from '@mui/icons-material/Check'
import QueueMusicIcon from '@mui/icons-material/QueueMusic'
import { useTranslation } from 'react-i18next'
import { routes, type CrateSong } from '@spinroom/schemas'
import { useCall } from '../../../api/queries.ts'
import { SongRow } from '../../crates/SongRow.tsx'
import { useAddSong } from '../../crates/useAddSong.ts'

/** Seed 002 §5: only a song with artwork and a length can be submitted; suggestions start from its Spotify id. */
export const suggestible = (song: CrateSong) =>
  !!song.musicProviders.spotify && Object.values(song.thumbnails ?? {}).some(Boolean) && song.duration > 0

/** "More like this": songs similar to the playing one, each added to the queue in one tap. */
export function MoreLikeThis({ song }: { song: CrateSong }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [queued, setQueued] = useState<Record<string, 'added' | 'already'>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [adding, setAdding] = useState<string | null>(null)
  const { trackName, artistName, duration, thumbnails, musicProviders } = song
  const submitted = { trackName, artistName, duration, thumbnails: thumbnails ?? {}, musicProviders }
  const suggestions = useCall(
    routes.playlists.suggestSimilarTracks,
    { body: { songs: [submitted] } },
    { enabled: open }
  )
  const add = useAddSong({
    onSuccess: (result) => {
      if (adding) setQueued((held) => ({ ...held, [adding]: result.added.length ? 'added' : 'already' }))
    },
    onError: (error) => setFailure(t('crates.add.failed', { message: error.message }))
  })
  const found = suggestions.data?.songs ?? []
  return (
    <>
      <Button size="small" startIcon={<AutoAwesomeIcon />} onClick={() => setOpen(true)} sx={{ mt: 1 }}>
        {t('room.stage.moreLikeThis')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="more-like-this">
        <DialogTitle id="more-like-this">{t('room.stage.moreLikeThisTitle', { title: trackName })}</DialogTitle>
        <DialogContent dividers sx={{ px: { xs: 1, sm: 2 } }}>
          {suggestions.isFetching && <LinearProgress aria-label={t('nav.loading')} />}
          {suggestions.error && <Alert severity="error">{suggestions.error.message}</Alert>}
          {failure && (
            <Alert severity="error" onClose={() => setFailure(null)}>
              {failure}
            </Alert>
          )}
          {suggestions.data && found.length === 0 && (
            <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
              {t(suggestions.data.enqueued.length ? 'room.stage.similarAnalysing' : 'room.stage.similarNone')}
            </Typography>
          )}
          <List disablePadding aria-label={t('room.stage.moreLikeThis')} data-testid="similar-tracks">
            {found.map((suggestion) => {
              const state = queued[suggestion.songId]
              const title = `${suggestion.trackName} – ${suggestion.artistName}`
              return (
                <ListItem key={suggestion.songId} disablePadding sx={{ display: 'block' }}>
                  <SongRow
                    song={suggestion}
                    actions={
                      <IconButton
                        aria-label={t(state ? 'room.stage.similarQueued' : 'room.stage.similarAdd', { title })}
                        disabled={!!state || (add.isPending && adding === suggestion.songId)}
                        onClick={() => {
                          setAdding(suggestion.songId)
                          add.mutate({ target: { kind: 'queue' }, song: { songId: suggestion.songId } })
                        }}
                      >
                        {state ? <CheckIcon color="success" /> : <QueueMusicIcon />}
                      </IconButton>
                    }
                  />
                </ListItem>
              )
            })}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('room.member.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  )
}

import { useState } from 'react'
import Avatar from '@mui/material/Avatar'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import List from '@mui/material/List'
import ListItemAvatar from '@mui/material/ListItemAvatar'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import MusicNoteIcon from '@mui/icons-material/MusicNote'
import { useTranslation } from 'react-i18next'
import { routes, type CrateSong } from '@spinroom/schemas'
import { useCall } from '../../../api/queries.ts'
import { formatSeconds } from '../../playback/format-time.ts'
import { artworkOf } from '../../playback/playable-source.ts'
import { LoadState } from '../../shared/LoadState.tsx'
import { toCrateSong } from './crate-song.ts'

const queueKey = 'queue'
const songPage = { limit: 200 }

/** Picks the next song from any of the caller's crates (the queue first). */
export function SongPicker({ onPick, onClose }: { onPick: (song: CrateSong) => void; onClose: () => void }) {
  const { t } = useTranslation()
  const [crate, setCrate] = useState(queueKey)
  const crates = useCall(routes.playlists.listMyCrates, { query: { limit: 100 } })
  const queueSongs = useCall(routes.playlists.listQueueSongs, { query: songPage }, { enabled: crate === queueKey })
  const crateSongs = useCall(
    routes.playlists.listCrateSongs,
    { params: { crateUuid: crate }, query: songPage },
    { enabled: crate !== queueKey }
  )
  const songs = crate === queueKey ? queueSongs : crateSongs
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('room.picker.title')}</DialogTitle>
      <DialogContent dividers>
        <TextField
          select
          label={t('room.picker.crate')}
          value={crate}
          onChange={(event) => setCrate(event.target.value)}
          sx={{ mb: 1 }}
        >
          <MenuItem value={queueKey}>{t('room.picker.queue')}</MenuItem>
          {crates.data?.data.map((c) => (
            <MenuItem key={c.crateUuid} value={c.crateUuid}>
              {c.crateName} ({c.crateSongsNumber})
            </MenuItem>
          ))}
        </TextField>
        <LoadState query={songs}>
          {songs.data?.data.length === 0 && <Typography color="text.secondary">{t('room.picker.empty')}</Typography>}
          <List dense>
            {songs.data?.data.map((entry) => (
              <ListItemButton key={entry.crateSongUuid} onClick={() => onPick(toCrateSong(entry))}>
                <ListItemAvatar>
                  <Avatar variant="rounded" src={artworkOf(entry)} alt="">
                    <MusicNoteIcon />
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={entry.trackName}
                  secondary={`${entry.artistName} · ${formatSeconds(entry.duration)}`}
                />
              </ListItemButton>
            ))}
          </List>
        </LoadState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('room.picker.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}

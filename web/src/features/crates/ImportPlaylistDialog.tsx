import { useState, type FormEvent } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import { playlistImportProviders, type CrateImport } from '@spinroom/schemas'
import { parsePlaylist } from './playlist-link.ts'

/** Asks which provider playlist to import (a link or an id) and, optionally, the new crate's name. */
export function ImportPlaylistDialog({
  onSubmit,
  onClose
}: {
  onSubmit: (body: CrateImport) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const [provider, setProvider] = useState<CrateImport['musicProvider']>('spotify')
  const [playlist, setPlaylist] = useState('')
  const [name, setName] = useState('')
  const [touched, setTouched] = useState(false)
  const parsed = parsePlaylist(playlist, provider)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (!parsed) return
    onSubmit({ ...parsed, ...(name.trim() ? { crateName: name.trim() } : {}) })
    onClose()
  }
  const invalid = touched && !parsed
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', onSubmit: submit } }}
    >
      <DialogTitle>{t('crates.import.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('crates.import.hint')}</DialogContentText>
        <Stack spacing={2}>
          <TextField
            select
            label={t('crates.import.provider')}
            value={parsed?.musicProvider ?? provider}
            onChange={(event) => setProvider(event.target.value as CrateImport['musicProvider'])}
          >
            {playlistImportProviders.map((key) => (
              <MenuItem key={key} value={key}>
                {t(`crates.import.providers.${key}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            autoFocus
            required
            label={t('crates.import.playlist')}
            placeholder="https://open.spotify.com/playlist/…"
            value={playlist}
            onChange={(event) => setPlaylist(event.target.value)}
            onBlur={() => setTouched(true)}
            error={invalid}
            helperText={invalid ? t('crates.import.badPlaylist') : ' '}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <TextField
            label={t('crates.import.name')}
            helperText={t('crates.import.nameHint')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button type="submit" variant="contained">
          {t('crates.import.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

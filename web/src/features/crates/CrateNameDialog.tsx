import { useState, type FormEvent } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'

/** Asks for a crate's name (rename, or the name of a copy); open it with a `key` so each opening starts afresh. */
export function CrateNameDialog({
  title,
  submitLabel,
  initial,
  onSubmit,
  onClose
}: {
  title: string
  submitLabel: string
  initial: string
  onSubmit: (name: string) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const [name, setName] = useState(initial)
  const trimmed = name.trim()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!trimmed) return
    onSubmit(trimmed)
    onClose()
  }
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { component: 'form', onSubmit: submit } }}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={t('crates.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={!trimmed}
          helperText={trimmed ? ' ' : t('crates.nameRequired')}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={!trimmed}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

import { useState, type ReactElement } from 'react'
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Tooltip
} from '@mui/material'
import { Button, useNotify, useRefresh, useTranslate } from 'react-admin'
import { durations, expiryOf, type Duration } from './durations.ts'
import { failureMessage } from '../../../../data/failure-message.ts'

/** What the moderator gave in the dialog: why, and until when (for an act that lasts). */
export interface DeskActInput {
  reason?: string
  expirationTime?: string
}

export interface DeskActionButtonProps {
  /** i18n keys under spinroom.live_desk, each given `args`. */
  label: string
  title: string
  content: string
  done: string
  args?: Record<string, unknown>
  icon: ReactElement
  /** The act lasts a chosen time (5 min, 1 h, 24 h or custom). */
  lasting?: boolean
  /** An icon alone, for the chat feed's rows. */
  compact?: boolean
  disabled?: boolean
  run: (input: DeskActInput) => Promise<unknown>
}

/** A moderator's act on the desk: asks for the reason (and the duration), calls, notifies, refreshes. */
export function DeskActionButton(props: DeskActionButtonProps) {
  const { label, title, content, done, args, icon, lasting, compact, disabled, run } = props
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const [open, setOpen] = useState(false)
  const [pending, setPending] = useState(false)
  const [reason, setReason] = useState('')
  const [duration, setDuration] = useState<Duration>('five_minutes')
  const [custom, setCustom] = useState('')
  const t = (key: string) => translate(`spinroom.live_desk.${key}`, args)
  const valid = !lasting || expiryOf(duration, custom) !== null
  const close = () => {
    setOpen(false)
    setReason('')
    setDuration('five_minutes')
    setCustom('')
  }
  const confirm = async () => {
    setPending(true)
    try {
      const expirationTime = lasting ? expiryOf(duration, custom) : null
      await run({ reason: reason.trim() || undefined, ...(expirationTime ? { expirationTime } : {}) })
      notify(t(done), { type: 'info' })
      refresh()
      close()
    } catch (error) {
      notify(failureMessage(error), { type: 'error' })
    } finally {
      setPending(false)
    }
  }
  return (
    <>
      {compact ? (
        <Tooltip title={t(label)}>
          <span>
            <IconButton size="small" aria-label={t(label)} disabled={disabled} onClick={() => setOpen(true)}>
              {icon}
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        <Button label={t(label)} color="warning" disabled={disabled} onClick={() => setOpen(true)}>
          {icon}
        </Button>
      )}
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
        <DialogTitle>{t(title)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>{t(content)}</DialogContentText>
            {lasting && (
              <TextField
                select
                name="duration"
                label={translate('spinroom.live_desk.duration')}
                value={duration}
                onChange={(event) => setDuration(event.target.value as Duration)}
              >
                {Object.keys(durations).map((key) => (
                  <MenuItem key={key} value={key}>
                    {translate(`spinroom.live_desk.durations.${key}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {lasting && duration === 'custom' && (
              <TextField
                name="customMinutes"
                type="number"
                label={translate('spinroom.live_desk.custom_minutes')}
                value={custom}
                error={!valid && custom !== ''}
                slotProps={{ htmlInput: { min: 1 } }}
                onChange={(event) => setCustom(event.target.value)}
              />
            )}
            <TextField
              name="reason"
              label={translate('spinroom.live_desk.reason')}
              value={reason}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 500 } }}
              onChange={(event) => setReason(event.target.value)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton color="warning" variant="contained" disabled={pending || !valid} onClick={() => void confirm()}>
            {t(label)}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  )
}

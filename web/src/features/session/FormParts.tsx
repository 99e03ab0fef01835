import type { ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'

/** The server's refusal above a sign-in form, announced to screen readers. */
export function FormError({ error, testId }: { error: string | null; testId?: string }) {
  if (!error) return null
  return (
    <Alert severity="error" variant="filled" role="alert" data-testid={testId}>
      {error}
    </Alert>
  )
}

/** The e-mail field every sign-in form starts with. */
export function EmailField({
  value,
  onChange,
  helperText
}: {
  value: string
  onChange: (value: string) => void
  helperText?: string
}) {
  const { t } = useTranslation()
  return (
    <TextField
      label={t('signIn.email')}
      name="email"
      type="email"
      autoComplete="email"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={helperText}
    />
  )
}

/** The optional nickname of a new account (made from the e-mail when left empty). */
export function NicknameField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation()
  return (
    <TextField
      label={t('signIn.nickname')}
      name="nickname"
      autoComplete="nickname"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={t('signIn.nicknameHint')}
      slotProps={{ htmlInput: { maxLength: 64 } }}
    />
  )
}

/** Under a sent code: use another address or number, or send the code again. */
export function SentCodeActions(props: {
  disabled: boolean
  other: string
  again: string
  onOther: () => void
  onAgain: () => void
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
      <Button color="inherit" disabled={props.disabled} onClick={props.onOther}>
        {props.other}
      </Button>
      <Button color="inherit" disabled={props.disabled} onClick={props.onAgain}>
        {props.again}
      </Button>
    </Stack>
  )
}

/** A form's main button: disabled while any attempt runs, with a spinner while this one does. */
export function SubmitButton({ busy, spinning, children }: { busy: boolean; spinning: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={busy}
      startIcon={spinning ? <CircularProgress size={18} color="inherit" /> : undefined}
    >
      {children}
    </Button>
  )
}

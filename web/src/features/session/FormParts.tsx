import type { ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
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

import type { ReactNode } from 'react'
import { Alert, Button, CircularProgress, TextField, type TextFieldProps } from '@mui/material'
import { useTranslate } from 'react-admin'

/** A labelled, full-width field of a sign-in view. */
export const AuthField = ({ label, ...props }: Omit<TextFieldProps, 'label'> & { label: string }) => {
  const translate = useTranslate()
  return <TextField fullWidth size="small" label={translate(label)} {...props} />
}

type ValueProps = { value: string; onChange: (value: string) => void; helperText?: string }

/** The e-mail field of a sign-in view. */
export const EmailField = ({ value, onChange, helperText }: ValueProps) => (
  <AuthField
    label="spinroom.auth.email"
    name="email"
    type="email"
    autoComplete="email"
    required
    value={value}
    onChange={(event) => onChange(event.target.value)}
    helperText={helperText}
  />
)

/** A password being chosen (sign-up, voucher, reset), with the API's length rule. */
export const NewPasswordField = ({ value, onChange, label, name }: ValueProps & { label: string; name: string }) => {
  const translate = useTranslate()
  return (
    <AuthField
      label={label}
      name={name}
      type="password"
      autoComplete="new-password"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={translate('spinroom.auth.password_hint')}
      slotProps={{ htmlInput: { minLength: 8, maxLength: 200 } }}
    />
  )
}

/** The API's refusal above a view's fields. */
export const AuthError = ({ error }: { error: string | null }) =>
  error ? (
    <Alert severity="error" role="alert" data-testid="auth-error">
      {error}
    </Alert>
  ) : null

/** A view's main button, spinning while its request runs. */
export const AuthSubmit = ({ pending, children }: { pending: boolean; children: ReactNode }) => (
  <Button
    type="submit"
    variant="contained"
    fullWidth
    disabled={pending}
    startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
  >
    {children}
  </Button>
)

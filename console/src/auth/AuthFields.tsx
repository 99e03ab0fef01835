import type { ReactNode } from 'react'
import { Alert, Button, CircularProgress, TextField, type TextFieldProps } from '@mui/material'
import { useTranslate } from 'react-admin'

/** A labelled, full-width field of a sign-in view. */
export const AuthField = ({ label, ...props }: Omit<TextFieldProps, 'label'> & { label: string }) => {
  const translate = useTranslate()
  return <TextField fullWidth size="small" label={translate(label)} {...props} />
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

import { EmailField, FormError, SubmitButton } from './FormParts.tsx'
import { useState, type FormEvent } from 'react'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import VisibilityIcon from '@mui/icons-material/Visibility'
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff'
import { ChangePasswordSchema } from '@spinroom/schemas'
import { useTranslation } from 'react-i18next'
import { useAttempt } from './useAttempt.ts'

/** The shortest new password the API takes. */
export const newPasswordMinLength = ChangePasswordSchema.properties.newPassword.minLength ?? 8

/** A password field with its show/hide button. */
export function PasswordField({
  value,
  onChange,
  autoComplete,
  label,
  name = 'password'
}: {
  value: string
  onChange: (value: string) => void
  autoComplete: 'current-password' | 'new-password'
  label?: string
  name?: string
}) {
  const { t } = useTranslation()
  const [shown, setShown] = useState(false)
  return (
    <TextField
      label={label ?? t('signIn.password')}
      name={name}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        htmlInput: autoComplete === 'new-password' ? { minLength: newPasswordMinLength } : {},
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={shown ? t('signIn.hidePassword') : t('signIn.showPassword')}
                onClick={() => setShown((was) => !was)}
              >
                {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          )
        }
      }}
    />
  )
}

/** E-mail and password. */
export function PasswordForm({ signIn }: { signIn: (email: string, password: string) => Promise<void> }) {
  const { t } = useTranslation()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const { pending, error, attempt } = useAttempt<'password'>()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void attempt('password', () => signIn(email.trim(), password))
  }

  return (
    <Stack component="form" spacing={2} onSubmit={submit}>
      <FormError error={error} testId="sign-in-error" />
      <EmailField value={email} onChange={setEmail} />
      <PasswordField value={password} onChange={setPassword} autoComplete="current-password" />
      <SubmitButton busy={pending !== null} spinning={pending !== null}>
        {t('signIn.submit')}
      </SubmitButton>
    </Stack>
  )
}

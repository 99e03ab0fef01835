import { EmailField, FormError, SubmitButton, SentCodeActions } from './FormParts.tsx'
import { useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { routes } from '@spinroom/schemas'
import { useTranslation } from 'react-i18next'
import { api } from '../../api/client.ts'
import { PasswordField } from './PasswordForm.tsx'
import { useAttempt } from './useAttempt.ts'

/**
 * Asks for a reset e-mail (the API answers alike whether or not the account exists), then takes the e-mailed code with
 * a new password and signs in with it; the e-mail's link leads to the reset screen instead.
 */
export function ForgotPasswordForm({ signIn }: { signIn: (email: string, password: string) => Promise<void> }) {
  const { t } = useTranslation()
  const [email, setEmail] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const { pending, error, attempt } = useAttempt<'send' | 'reset'>()

  const send = (address: string) =>
    attempt('send', () => api.call(routes.accounts.forgotPassword, { body: { email: address } })).then(
      (sent) => sent && setSentTo(address)
    )

  const submitEmail = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void send(email.trim())
  }

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!sentTo) return
    void attempt('reset', async () => {
      await api.call(routes.accounts.resetPassword, {
        body: { email: sentTo, code: code.trim(), newPassword: password }
      })
      await signIn(sentTo, password)
    })
  }

  if (!sentTo)
    return (
      <Stack component="form" spacing={2} onSubmit={submitEmail}>
        <FormError error={error} testId="forgot-error" />
        <EmailField value={email} onChange={setEmail} helperText={t('resetPassword.emailHint')} />
        <SubmitButton busy={pending !== null} spinning={pending === 'send'}>
          {t('resetPassword.send')}
        </SubmitButton>
      </Stack>
    )

  return (
    <Stack component="form" spacing={2} onSubmit={submitCode}>
      <Alert severity="success" role="status" data-testid="reset-sent">
        {t('resetPassword.sent', { email: sentTo })}
      </Alert>
      <FormError error={error} testId="reset-error" />
      <TextField
        label={t('resetPassword.code')}
        name="code"
        autoComplete="one-time-code"
        required
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6 } }}
      />
      <PasswordField
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        label={t('resetPassword.newPassword')}
      />
      <SubmitButton busy={pending !== null} spinning={pending === 'reset'}>
        {t('resetPassword.submitAndSignIn')}
      </SubmitButton>
      <SentCodeActions
        disabled={pending !== null}
        other={t('resetPassword.otherEmail')}
        again={t('resetPassword.sendAgain')}
        onOther={() => setSentTo(null)}
        onAgain={() => void send(sentTo)}
      />
    </Stack>
  )
}

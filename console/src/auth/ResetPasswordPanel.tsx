import { useState, type FormEvent } from 'react'
import { Alert } from '@mui/material'
import { useTranslate } from 'react-admin'
import { useNavigate } from 'react-router-dom'
import { consolePaths, routes } from '@spinroom/schemas'
import { api } from '../data/transport.ts'
import { AuthError, AuthField, AuthSubmit, EmailField, NewPasswordField } from './AuthFields.tsx'
import { AuthPanel } from './AuthPanel.tsx'
import { useSubmit } from './useSubmit.ts'

/** Where the login form says the password is changed. */
export const PASSWORD_CHANGED = { passwordChanged: true }

/**
 * A new password from a reset link's token, or from the e-mailed code with its address (`sentTo`: the address just
 * asked for, then fixed); then back to the login form.
 */
export const ResetPasswordPanel = ({ token, sentTo }: { token: string | null; sentTo?: string }) => {
  const translate = useTranslate()
  const navigate = useNavigate()
  const [email, setEmail] = useState(sentTo ?? '')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const { pending, error, run } = useSubmit()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const body = token
      ? { token, newPassword: password }
      : { email: email.trim(), code: code.trim(), newPassword: password }
    void run(() => api.call(routes.accounts.resetPassword, { body })).then(
      (done) => done && navigate(consolePaths.login, { state: PASSWORD_CHANGED })
    )
  }

  return (
    <AuthPanel title={sentTo ? 'spinroom.auth.forgot' : 'spinroom.auth.reset'} onSubmit={submit}>
      {sentTo && (
        <Alert severity="success" role="status" data-testid="reset-sent">
          {translate('spinroom.auth.reset_sent', { email: sentTo })}
        </Alert>
      )}
      <AuthError error={error} />
      {!token && !sentTo && <EmailField value={email} onChange={setEmail} />}
      {!token && (
        <AuthField
          label="spinroom.auth.code"
          name="code"
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          helperText={translate('spinroom.auth.code_hint')}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6 } }}
        />
      )}
      <NewPasswordField label="spinroom.auth.new_password" name="newPassword" value={password} onChange={setPassword} />
      <AuthSubmit pending={pending}>{translate('spinroom.auth.set_password')}</AuthSubmit>
    </AuthPanel>
  )
}

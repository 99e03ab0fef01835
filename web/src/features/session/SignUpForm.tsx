import { EmailField, FormError, SubmitButton, NicknameField } from './FormParts.tsx'
import { useState, type FormEvent } from 'react'
import Stack from '@mui/material/Stack'
import { routes } from '@spinroom/schemas'
import { useTranslation } from 'react-i18next'
import { api } from '../../api/client.ts'
import { PasswordField } from './PasswordForm.tsx'
import { useAttempt } from './useAttempt.ts'

/** A new account with e-mail and password (nickname optional), signed in at once. */
export function SignUpForm({ adopt }: { adopt: (result: { accessToken: string }) => Promise<void> }) {
  const { t } = useTranslation()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [nickname, setNickname] = useState('')
  const { pending, error, attempt } = useAttempt<'signUp'>()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const name = nickname.trim()
    const body = { email: email.trim(), password, ...(name ? { nickname: name } : {}) }
    void attempt('signUp', async () => adopt(await api.call(routes.accounts.signUp, { body })))
  }

  return (
    <Stack component="form" spacing={2} onSubmit={submit}>
      <FormError error={error} testId="sign-up-error" />
      <EmailField value={email} onChange={setEmail} />
      <PasswordField value={password} onChange={setPassword} autoComplete="new-password" />
      <NicknameField value={nickname} onChange={setNickname} />
      <SubmitButton busy={pending !== null} spinning={pending !== null}>
        {t('signIn.createAccount')}
      </SubmitButton>
    </Stack>
  )
}

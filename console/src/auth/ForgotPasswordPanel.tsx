import { useState, type FormEvent } from 'react'
import { useTranslate } from 'react-admin'
import { routes } from '@spinroom/schemas'
import { api } from '../data/transport.ts'
import { AuthError, AuthSubmit, EmailField } from './AuthFields.tsx'
import { AuthPanel } from './AuthPanel.tsx'
import { ResetPasswordPanel } from './ResetPasswordPanel.tsx'
import { useSubmit } from './useSubmit.ts'

/** Asks for a reset e-mail (the same answer whether or not the account exists), then takes its code. */
export const ForgotPasswordPanel = () => {
  const translate = useTranslate()
  const [email, setEmail] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const { pending, error, run } = useSubmit()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const address = email.trim()
    void run(() => api.call(routes.accounts.forgotPassword, { body: { email: address } })).then(
      (sent) => sent && setSentTo(address)
    )
  }

  if (sentTo) return <ResetPasswordPanel token={null} sentTo={sentTo} />
  return (
    <AuthPanel title="spinroom.auth.forgot" onSubmit={submit}>
      <AuthError error={error} />
      <EmailField value={email} onChange={setEmail} helperText={translate('spinroom.auth.forgot_hint')} />
      <AuthSubmit pending={pending}>{translate('spinroom.auth.send_reset')}</AuthSubmit>
    </AuthPanel>
  )
}

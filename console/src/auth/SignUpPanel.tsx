import { useState, type FormEvent } from 'react'
import { useTranslate } from 'react-admin'
import { routes, type AuthResult } from '@spinroom/schemas'
import { api } from '../data/transport.ts'
import { AccountMade } from './AccountMade.tsx'
import { AuthError, AuthField, AuthSubmit, EmailField, NewPasswordField } from './AuthFields.tsx'
import { AuthPanel } from './AuthPanel.tsx'
import { playerLinkFor } from './player-link.ts'
import { useSubmit } from './useSubmit.ts'

/** A new ordinary account (e-mail, password, optional nickname); the console itself stays closed to it. */
export const SignUpPanel = () => {
  const translate = useTranslate()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [nickname, setNickname] = useState('')
  const [playerLink, setPlayerLink] = useState<string | null>(null)
  const { pending, error, run } = useSubmit()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const name = nickname.trim()
    const body = { email: email.trim(), password, ...(name ? { nickname: name } : {}) }
    void run(async () => {
      const result = (await api.call(routes.accounts.signUp, { body })) as AuthResult
      setPlayerLink(await playerLinkFor(result.accessToken))
    })
  }

  if (playerLink)
    return (
      <AuthPanel title="spinroom.auth.sign_up">
        <AccountMade playerLink={playerLink} />
      </AuthPanel>
    )
  return (
    <AuthPanel title="spinroom.auth.sign_up" onSubmit={submit}>
      <AuthError error={error} />
      <EmailField value={email} onChange={setEmail} />
      <NewPasswordField label="spinroom.auth.password" name="password" value={password} onChange={setPassword} />
      <AuthField
        label="spinroom.auth.nickname"
        name="nickname"
        autoComplete="nickname"
        value={nickname}
        onChange={(event) => setNickname(event.target.value)}
        helperText={translate('spinroom.auth.nickname_hint')}
        slotProps={{ htmlInput: { maxLength: 64 } }}
      />
      <AuthSubmit pending={pending}>{translate('spinroom.auth.create_account')}</AuthSubmit>
    </AuthPanel>
  )
}

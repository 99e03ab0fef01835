import { useState, type FormEvent } from 'react'
import { useTranslate } from 'react-admin'
import { routes, type AuthResult } from '@spinroom/schemas'
import { api } from '../data/transport.ts'
import { AccountMade } from './AccountMade.tsx'
import { AuthError, AuthField, AuthSubmit } from './AuthFields.tsx'
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
      <AuthField
        label="spinroom.auth.email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <AuthField
        label="spinroom.auth.password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        helperText={translate('spinroom.auth.password_hint')}
        slotProps={{ htmlInput: { minLength: 8, maxLength: 200 } }}
      />
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

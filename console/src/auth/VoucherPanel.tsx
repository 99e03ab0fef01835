import { useState, type FormEvent } from 'react'
import { useTranslate } from 'react-admin'
import { routes, type AuthResult } from '@spinroom/schemas'
import { api } from '../data/transport.ts'
import { AccountMade } from './AccountMade.tsx'
import { AuthError, AuthField, AuthSubmit } from './AuthFields.tsx'
import { AuthPanel } from './AuthPanel.tsx'
import { playerLinkFor } from './player-link.ts'
import { useSubmit } from './useSubmit.ts'

/** A new ordinary account from a voucher code; like a sign-up, it opens the player, not the console. */
export const VoucherPanel = () => {
  const translate = useTranslate()
  const [voucherCode, setVoucherCode] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [playerLink, setPlayerLink] = useState<string | null>(null)
  const { pending, error, run } = useSubmit()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const body = { voucherCode: voucherCode.trim(), email: email.trim(), password }
    void run(async () => {
      const result = (await api.call(routes.accounts.voucherSignUp, { body })) as AuthResult
      setPlayerLink(await playerLinkFor(result.accessToken))
    })
  }

  if (playerLink)
    return (
      <AuthPanel title="spinroom.auth.voucher">
        <AccountMade playerLink={playerLink} />
      </AuthPanel>
    )
  return (
    <AuthPanel title="spinroom.auth.voucher" onSubmit={submit}>
      <AuthError error={error} />
      <AuthField
        label="spinroom.auth.voucher_code"
        name="voucherCode"
        autoComplete="off"
        required
        value={voucherCode}
        onChange={(event) => setVoucherCode(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 32, spellCheck: false } }}
      />
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
      <AuthSubmit pending={pending}>{translate('spinroom.auth.redeem')}</AuthSubmit>
    </AuthPanel>
  )
}

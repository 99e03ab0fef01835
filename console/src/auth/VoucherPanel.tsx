import { useState, type FormEvent } from 'react'
import { useTranslate } from 'react-admin'
import { routes, type AuthResult } from '@spinroom/schemas'
import { api } from '../data/transport.ts'
import { AccountMade } from './AccountMade.tsx'
import { AuthError, AuthField, AuthSubmit, EmailField, NewPasswordField } from './AuthFields.tsx'
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
      <EmailField value={email} onChange={setEmail} />
      <NewPasswordField label="spinroom.auth.password" name="password" value={password} onChange={setPassword} />
      <AuthSubmit pending={pending}>{translate('spinroom.auth.redeem')}</AuthSubmit>
    </AuthPanel>
  )
}

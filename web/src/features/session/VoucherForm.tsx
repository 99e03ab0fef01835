import { EmailField, FormError, SubmitButton, NicknameField } from './FormParts.tsx'
import { useState, type FormEvent } from 'react'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { routes } from '@spinroom/schemas'
import { useTranslation } from 'react-i18next'
import { api } from '../../api/client.ts'
import { PasswordField } from './PasswordForm.tsx'
import { useAttempt } from './useAttempt.ts'

/** A new account from a voucher code, e-mail and password (nickname optional), signed in at once. */
export function VoucherForm({ adopt }: { adopt: (result: { accessToken: string }) => Promise<void> }) {
  const { t } = useTranslation()
  const [voucherCode, setVoucherCode] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [nickname, setNickname] = useState('')
  const { pending, error, attempt } = useAttempt<'redeem'>()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const name = nickname.trim()
    const body = { voucherCode: voucherCode.trim(), email: email.trim(), password, ...(name ? { nickname: name } : {}) }
    void attempt('redeem', async () => adopt(await api.call(routes.accounts.voucherSignUp, { body })))
  }

  return (
    <Stack component="form" spacing={2} onSubmit={submit}>
      <FormError error={error} testId="voucher-error" />
      <TextField
        label={t('voucher.code')}
        name="voucherCode"
        autoComplete="off"
        required
        value={voucherCode}
        onChange={(event) => setVoucherCode(event.target.value)}
        helperText={t('voucher.codeHint')}
        slotProps={{ htmlInput: { maxLength: 32, autoCapitalize: 'characters', spellCheck: false } }}
      />
      <EmailField value={email} onChange={setEmail} />
      <PasswordField value={password} onChange={setPassword} autoComplete="new-password" />
      <NicknameField value={nickname} onChange={setNickname} />
      <SubmitButton busy={pending !== null} spinning={pending !== null}>
        {t('voucher.submit')}
      </SubmitButton>
    </Stack>
  )
}

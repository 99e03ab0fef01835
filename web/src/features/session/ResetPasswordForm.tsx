import { FormError, SubmitButton } from './FormParts.tsx'
import { useState, type FormEvent } from 'react'
import Stack from '@mui/material/Stack'
import { routes } from '@spinroom/schemas'
import { useTranslation } from 'react-i18next'
import { api } from '../../api/client.ts'
import { PasswordField } from './PasswordForm.tsx'
import { useAttempt } from './useAttempt.ts'
import { forgetResetLinkUse, rememberResetLinkUse } from './reset-link.ts'

/** A new password for the account of an e-mailed reset link (its token). */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation()
  const [password, setPassword] = useState('')
  const { pending, error, attempt } = useAttempt<'reset'>()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    rememberResetLinkUse(token)
    void attempt('reset', () =>
      api.call(routes.accounts.resetPassword, { body: { token, newPassword: password } })
    ).then((done) => (done ? onDone() : forgetResetLinkUse()))
  }

  return (
    <Stack component="form" spacing={2} onSubmit={submit}>
      <FormError error={error} testId="reset-error" />
      <PasswordField
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        label={t('resetPassword.newPassword')}
      />
      <SubmitButton busy={pending !== null} spinning={pending !== null}>
        {t('resetPassword.submit')}
      </SubmitButton>
    </Stack>
  )
}

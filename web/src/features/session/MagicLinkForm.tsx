import { EmailField, FormError, SubmitButton } from './FormParts.tsx'
import { useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import { routes } from '@spinroom/schemas'
import { useTranslation } from 'react-i18next'
import { api } from '../../api/client.ts'
import { useAttempt } from './useAttempt.ts'

/** A sign-in link by e-mail; opening it signs in (the landing route is read at start, see SessionProvider). */
export function MagicLinkForm() {
  const { t } = useTranslation()
  const [email, setEmail] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const { pending, error, attempt } = useAttempt<'link'>()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const address = email.trim()
    void attempt('link', () => api.call(routes.accounts.mailMagicLink, { body: { email: address } })).then(
      (sent) => sent && setSentTo(address)
    )
  }

  return (
    <Stack component="form" spacing={2} onSubmit={submit}>
      <FormError error={error} />
      {sentTo && (
        <Alert severity="success" role="status" data-testid="magic-link-sent">
          {t('signIn.linkSent', { email: sentTo })}
        </Alert>
      )}
      <EmailField value={email} onChange={setEmail} helperText={t('signIn.linkHint')} />
      <SubmitButton busy={pending !== null} spinning={pending !== null}>
        {sentTo ? t('signIn.sendLinkAgain') : t('signIn.sendLink')}
      </SubmitButton>
    </Stack>
  )
}

import { useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { routes } from '@spinroom/schemas'
import { useTranslation } from 'react-i18next'
import { api } from '../../api/client.ts'
import { toE164 } from './phone-number.ts'
import { SentCodeActions } from './FormParts.tsx'
import { useAttempt } from './useAttempt.ts'

/** Sign in with a phone: a code by SMS, then the code (the first time makes an account). */
export function PhoneForm({ adopt }: { adopt: (result: { accessToken: string }) => Promise<void> }) {
  const { t } = useTranslation()
  const [typed, setTyped] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [code, setCode] = useState('')
  const { pending, error, setError, attempt } = useAttempt<'send' | 'verify'>()

  const send = (phone: string) =>
    attempt('send', () => api.call(routes.accounts.sendLoginCode, { body: { phone, channel: 'sms' } })).then(
      (sent) => sent && setSentTo(phone)
    )

  const submitNumber = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const phone = toE164(typed)
    if (!phone) return setError(t('signIn.phoneFormat'))
    void send(phone)
  }

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!sentTo) return
    void attempt('verify', async () =>
      adopt(await api.call(routes.accounts.verifyLoginCode, { body: { phone: sentTo, code: code.trim() } }))
    )
  }

  const failure = error && (
    <Alert severity="error" variant="filled" role="alert" data-testid="phone-error">
      {error}
    </Alert>
  )
  const spinner = (kind: 'send' | 'verify') =>
    pending === kind ? <CircularProgress size={18} color="inherit" /> : undefined

  if (!sentTo)
    return (
      <Stack component="form" spacing={2} onSubmit={submitNumber} noValidate>
        {failure}
        <TextField
          label={t('signIn.phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          helperText={t('signIn.phoneHint')}
        />
        <Button type="submit" variant="contained" size="large" disabled={pending !== null} startIcon={spinner('send')}>
          {t('signIn.sendCode')}
        </Button>
      </Stack>
    )

  return (
    <Stack component="form" spacing={2} onSubmit={submitCode}>
      <Typography color="text.secondary" data-testid="code-sent">
        {t('signIn.codeSent', { phone: sentTo })}
      </Typography>
      {failure}
      <TextField
        label={t('signIn.code')}
        name="code"
        autoComplete="one-time-code"
        required
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6 } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={pending !== null} startIcon={spinner('verify')}>
        {t('signIn.verifyCode')}
      </Button>
      <SentCodeActions
        disabled={pending !== null}
        other={t('signIn.otherNumber')}
        again={t('signIn.resendCode')}
        onOther={() => setSentTo(null)}
        onAgain={() => void send(sentTo)}
      />
    </Stack>
  )
}

import { useCallback, useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { routes } from '@spinroom/schemas'
import { useTranslation } from 'react-i18next'
import { describeError } from '../../api/errors.ts'
import { FormError, SubmitButton } from '../session/FormParts.tsx'
import { PasswordField, newPasswordMinLength } from '../session/PasswordForm.tsx'
import { useAttempt } from '../session/useAttempt.ts'
import { useSession } from '../session/useSession.ts'

/** `change` needs the current password; `set` gives a first one to an account without (a Discord sign-up). */
type Mode = 'change' | 'set'

/** The card's words for the refusals of the change-password route, by the route's own messages. */
const refusals: Record<string, 'wrongPassword' | 'samePassword' | 'notVerified'> = {
  [routes.accounts.login.errors[401]]: 'wrongPassword',
  [routes.accounts.changePassword.errors[400]]: 'samePassword',
  [routes.accounts.changePassword.errors[401]]: 'notVerified'
}

/** Change the password, or set a first one; this device stays signed in. */
export function PasswordChangeForm() {
  const { t } = useTranslation()
  const { changePassword } = useSession()
  const [mode, setMode] = useState<Mode>('change')
  const [oldPassword, setOldPassword] = useState('')
  const [newPassword, setNewPassword] = useState('')
  const [done, setDone] = useState(false)
  const explain = useCallback(
    (failure: unknown) => {
      const described = describeError(failure)
      if (described.kind !== 'server') return null
      if (mode === 'set' && (failure as { code?: number }).code === 403) return t('me.security.alreadySet')
      const key = refusals[described.message]
      return key ? t(`me.security.${key}`) : null
    },
    [mode, t]
  )
  const { pending, error, setError, attempt } = useAttempt<'password'>(explain)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setDone(false)
    const changed = await attempt('password', () =>
      changePassword(mode === 'change' ? { oldPassword, newPassword } : { newPassword })
    )
    if (!changed) return
    setOldPassword('')
    setNewPassword('')
    setDone(true)
  }
  const switchMode = () => {
    setMode(mode === 'change' ? 'set' : 'change')
    setError(null)
    setDone(false)
  }

  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)} aria-labelledby="password-title">
      <Typography id="password-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {mode === 'change' ? t('me.security.changeTitle') : t('me.security.setTitle')}
      </Typography>
      {done && (
        <Alert severity="success" role="status" data-testid="password-changed">
          {mode === 'change' ? t('me.security.changed') : t('me.security.set')}
        </Alert>
      )}
      <FormError error={error} testId="password-change-error" />
      {mode === 'change' && (
        <PasswordField
          label={t('me.security.current')}
          name="oldPassword"
          value={oldPassword}
          onChange={setOldPassword}
          autoComplete="current-password"
        />
      )}
      <PasswordField
        label={t('me.security.new')}
        name="newPassword"
        value={newPassword}
        onChange={setNewPassword}
        autoComplete="new-password"
      />
      <Typography variant="body2" color="text.secondary">
        {t('me.security.hint', { min: newPasswordMinLength })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        <Button color="inherit" disabled={pending !== null} onClick={switchMode}>
          {mode === 'change' ? t('me.security.noPasswordYet') : t('me.security.havePassword')}
        </Button>
        <SubmitButton busy={pending !== null} spinning={pending !== null}>
          {mode === 'change' ? t('me.security.changeSubmit') : t('me.security.setSubmit')}
        </SubmitButton>
      </Box>
    </Stack>
  )
}

import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../shared/ConfirmDialog.tsx'
import { FormError } from '../session/FormParts.tsx'
import type { Identity } from '../session/identity.ts'
import { useAttempt } from '../session/useAttempt.ts'
import { useSession } from '../session/useSession.ts'
import { PasswordChangeForm } from './PasswordChangeForm.tsx'
import { Section } from '../shared/Section.tsx'

/** "Sign out everywhere", after a confirmation: every device, this one too, gets the sign-in screen. */
function SignOutEverywhere() {
  const { t } = useTranslation()
  const { signOutEverywhere } = useSession()
  const [confirming, setConfirming] = useState(false)
  const { pending, error, attempt } = useAttempt<'everywhere'>()
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 2, mt: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('me.security.everywhereTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('me.security.everywhereHint')}
      </Typography>
      <FormError error={error} testId="sign-out-everywhere-error" />
      <Button
        variant="outlined"
        color="error"
        disabled={pending !== null}
        startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
        onClick={() => setConfirming(true)}
        sx={{ mt: error ? 2 : 0 }}
      >
        {t('me.security.everywhere')}
      </Button>
      {confirming && (
        <ConfirmDialog
          title={t('me.security.confirmTitle')}
          text={t('me.security.confirmText')}
          confirmLabel={t('me.security.everywhere')}
          onConfirm={() => void attempt('everywhere', signOutEverywhere)}
          onClose={() => setConfirming(false)}
        />
      )}
    </Box>
  )
}

/** A signed-in user's password and sessions. */
export function SecurityCard({ identity }: { identity: Identity }) {
  const { t } = useTranslation()
  return (
    <Section id="security" title={t('me.security.title')}>
      {identity.email ? (
        <PasswordChangeForm />
      ) : (
        <Typography color="text.secondary" data-testid="security-no-email">
          {t('me.security.noEmail')}
        </Typography>
      )}
      <SignOutEverywhere />
    </Section>
  )
}

import { useEffect, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive'
import { useTranslation } from 'react-i18next'
import { FormError } from '../session/FormParts.tsx'
import { useAttempt } from '../session/useAttempt.ts'
import { currentSubscription, disablePush, enablePush, pushSupported } from '../notifications/web-push.ts'
import { Section } from '../shared/Section.tsx'

type PushState = 'unsupported' | 'blocked' | 'off' | 'on' | 'checking'

/** Notifications in this browser: when a DJ you follow goes live, and messages from the team. */
export function NotificationsCard() {
  const { t } = useTranslation()
  const [state, setState] = useState<PushState>('checking')
  // A browser's own refusal (no push service, say) is a DOMException: its words say what the browser could not do.
  const { pending, error, attempt } = useAttempt<'on' | 'off'>((failure) =>
    failure instanceof DOMException ? t('me.notifications.failed', { reason: failure.message }) : null
  )

  useEffect(() => {
    if (!pushSupported()) return setState('unsupported')
    if (Notification.permission === 'denied') return setState('blocked')
    void currentSubscription().then(
      (subscription) => setState(subscription ? 'on' : 'off'),
      () => setState('off')
    )
  }, [])

  const turnOn = () =>
    attempt('on', async () => {
      const permission = await enablePush()
      setState(permission === 'granted' ? 'on' : permission === 'denied' ? 'blocked' : 'off')
    })
  const turnOff = () => attempt('off', async () => (await disablePush(), setState('off')))

  return (
    <Section id="notifications" title={t('me.notifications.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="notifications-state">
        {t(`me.notifications.${state}`)}
      </Typography>
      <FormError error={error} testId="notifications-error" />
      <Box sx={{ mt: error ? 2 : 0 }}>
        {state === 'off' && (
          <Button
            variant="contained"
            disabled={pending !== null}
            startIcon={pending ? <CircularProgress size={18} color="inherit" /> : <NotificationsActiveIcon />}
            onClick={() => void turnOn()}
          >
            {t('me.notifications.allow')}
          </Button>
        )}
        {state === 'on' && (
          <Button variant="outlined" disabled={pending !== null} onClick={() => void turnOff()}>
            {t('me.notifications.stop')}
          </Button>
        )}
      </Box>
    </Section>
  )
}

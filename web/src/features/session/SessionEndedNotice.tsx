import Alert from '@mui/material/Alert'
import type { SessionEnd } from '@spinroom/client'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../language/useFormat.ts'

/**
 * Why the server ended the last session: "You were banned: <reason> (until <date>)", the deactivation, or a sign-out
 * (a password change, a sign-out everywhere).
 */
export function SessionEndedNotice({ ended }: { ended: SessionEnd }) {
  const { t } = useTranslation()
  const { dateTime } = useFormat()
  const reason = ended.reason ?? t('session.ended.noReason')
  const text =
    ended.event === 'deactivated'
      ? t('session.ended.deactivated')
      : ended.event === 'signedOut'
        ? t('session.ended.signedOut', { reason })
        : ended.until
          ? t('session.ended.bannedUntil', { reason, until: dateTime(new Date(ended.until)) })
          : t('session.ended.banned', { reason })
  return (
    <Alert severity="error" variant="filled" role="alert" sx={{ mb: 2 }} data-testid="session-ended">
      {text}
    </Alert>
  )
}

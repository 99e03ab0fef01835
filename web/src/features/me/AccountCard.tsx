import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import VerifiedIcon from '@mui/icons-material/Verified'
import { useTranslation } from 'react-i18next'
import type { Identity } from '../session/identity.ts'
import { EmailAddresses } from './EmailAddresses.tsx'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  )
}

/** A signed-in user's e-mail addresses, roles and badges. */
export function AccountCard({ identity }: { identity: Identity }) {
  const { t } = useTranslation()
  return (
    <Card component="section" aria-labelledby="account-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="account-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('account.title')}
        </Typography>
        <Section title={t('emails.title')}>
          <EmailAddresses signInEmail={identity.email} />
        </Section>
        <Section title={t('account.roles')}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="account-roles">
            {identity.roles.length === 0 && <Typography color="text.secondary">{t('account.noRoles')}</Typography>}
            {identity.roles.map((role) => (
              <Chip
                key={role}
                size="small"
                color={role === 'user' ? 'default' : 'secondary'}
                label={t(`roles.${role}`, { defaultValue: role })}
              />
            ))}
          </Box>
        </Section>
        <Section title={t('account.badges')}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {identity.badges.length === 0 && <Typography color="text.secondary">{t('account.noBadges')}</Typography>}
            {identity.badges.map((badge) => (
              <Chip
                key={badge}
                size="small"
                variant="outlined"
                color="primary"
                icon={<VerifiedIcon />}
                label={t(`badges.${badge}`, { defaultValue: badge })}
              />
            ))}
          </Box>
        </Section>
      </CardContent>
    </Card>
  )
}

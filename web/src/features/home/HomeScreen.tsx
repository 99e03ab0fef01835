import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Container from '@mui/material/Container'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import { isModerator } from '@spinroom/schemas'
import type { Identity } from '../session/identity.ts'
import { SessionCard } from '../session/SessionCard.tsx'
import { AppHeader } from '../shell/AppHeader.tsx'
import { UserAvatar } from '../shell/UserAvatar.tsx'
import { Vinyl } from '../shell/Vinyl.tsx'
import { AccountCard } from './AccountCard.tsx'
import { AdminCard } from './AdminCard.tsx'
import { GuestCard } from './GuestCard.tsx'

export function HomeScreen({ identity }: { identity: Identity }) {
  const { t } = useTranslation()
  const greeting = identity.isLoggedIn
    ? t('home.greetingUser', { nickname: identity.nickname })
    : t('home.greetingGuest', { nickname: identity.nickname })
  return (
    <>
      <AppHeader identity={identity} />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
        <Box
          sx={{
            position: 'relative',
            overflow: 'hidden',
            borderRadius: '24px',
            p: { xs: 3, sm: 5 },
            mb: { xs: 3, sm: 4 },
            border: 1,
            borderColor: 'divider',
            background: `linear-gradient(120deg, ${alpha('#ff4d8d', 0.22)} 0%, ${alpha('#7c4dff', 0.22)} 55%, ${alpha('#16131f', 0.6)} 100%)`
          }}
        >
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 2, sm: 3 }}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <UserAvatar identity={identity} size={72} />
            <Box sx={{ minWidth: 0 }}>
              <Typography
                variant="h3"
                component="h1"
                sx={{ fontSize: { xs: '1.9rem', sm: '2.6rem' }, overflowWrap: 'anywhere' }}
                data-testid="greeting"
              >
                {greeting}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 620 }}>
                {identity.isLoggedIn ? t('home.leadUser') : t('home.leadGuest')}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
                <Chip
                  color={identity.isLoggedIn ? 'primary' : 'default'}
                  label={t(`tokenType.${identity.type}`)}
                  data-testid="identity-type"
                />
                {identity.roles
                  .filter((role) => role !== 'user')
                  .map((role) => (
                    <Chip
                      key={role}
                      variant="outlined"
                      color="secondary"
                      label={t(`roles.${role}`, { defaultValue: role })}
                    />
                  ))}
              </Box>
            </Box>
          </Stack>
          <Box
            sx={{
              display: { xs: 'none', lg: 'block' },
              position: 'absolute',
              right: 48,
              top: '50%',
              transform: 'translateY(-50%)'
            }}
          >
            <Vinyl size={176} />
          </Box>
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, sm: 3 },
            gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' },
            alignItems: 'start'
          }}
        >
          <SessionCard identity={identity} />
          <Stack spacing={{ xs: 2, sm: 3 }}>
            {identity.isLoggedIn ? <AccountCard identity={identity} /> : <GuestCard />}
            {identity.isLoggedIn && isModerator(identity.roles) && <AdminCard />}
          </Stack>
        </Box>
      </Container>
    </>
  )
}

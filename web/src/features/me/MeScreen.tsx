import Container from '@mui/material/Container'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import { isModerator } from '@spinroom/schemas'
import { CheckoutNotice } from '../payments/CheckoutNotice.tsx'
import { StoreCard } from '../payments/StoreCard.tsx'
import { SubscriptionCard } from '../payments/SubscriptionCard.tsx'
import { useIdentity } from '../session/useSession.ts'
import { AccountCard } from './AccountCard.tsx'
import { AdminCard } from './AdminCard.tsx'
import { AudioQualityCard } from './AudioQualityCard.tsx'
import { GuestCard } from './GuestCard.tsx'
import { LanguageCard } from './LanguageCard.tsx'
import { NotificationsCard } from './NotificationsCard.tsx'
import { ProfileHeader } from './ProfileHeader.tsx'
import { ProvidersCard } from './ProvidersCard.tsx'
import { SeasonCard } from './SeasonCard.tsx'
import { SecurityCard } from './SecurityCard.tsx'
import { SessionCard } from './SessionCard.tsx'
import { SocialCard } from '../social/SocialCard.tsx'
import { TokensCard } from './TokensCard.tsx'

/** Me: the profile, points and rank, tokens, music providers, language and the session; a guest sees what applies. */
export default function MeScreen() {
  const identity = useIdentity()
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <ProfileHeader identity={identity} />
      <CheckoutNotice />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, sm: 3 },
          mt: { xs: 2, sm: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start'
        }}
      >
        <Stack spacing={{ xs: 2, sm: 3 }} sx={{ minWidth: 0 }}>
          {identity.isLoggedIn ? (
            <>
              <SeasonCard userId={identity.id} />
              <TokensCard userId={identity.id} />
              <StoreCard />
              <SocialCard userId={identity.id} />
            </>
          ) : (
            <GuestCard />
          )}
          <SessionCard identity={identity} />
        </Stack>
        <Stack spacing={{ xs: 2, sm: 3 }} sx={{ minWidth: 0 }}>
          {identity.isLoggedIn && <SubscriptionCard />}
          {identity.isLoggedIn && <ProvidersCard />}
          <AudioQualityCard isLoggedIn={identity.isLoggedIn} />
          <LanguageCard />
          {identity.isLoggedIn && <NotificationsCard />}
          {identity.isLoggedIn && <AccountCard identity={identity} />}
          {identity.isLoggedIn && <SecurityCard identity={identity} />}
          {identity.isLoggedIn && isModerator(identity.roles) && <AdminCard />}
        </Stack>
      </Box>
    </Container>
  )
}

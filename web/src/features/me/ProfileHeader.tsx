import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import EditIcon from '@mui/icons-material/Edit'
import LogoutIcon from '@mui/icons-material/Logout'
import VerifiedIcon from '@mui/icons-material/Verified'
import { routes } from '@spinroom/schemas'
import { useTranslation } from 'react-i18next'
import { useCall } from '../../api/queries.ts'
import { LoadState } from '../shared/LoadState.tsx'
import { UserAvatar } from '../session/UserAvatar.tsx'
import type { Identity } from '../session/identity.ts'
import { useSession } from '../session/useSession.ts'
import { ProfileAvatar } from './ProfileAvatar.tsx'
import { ProfileDialog } from './ProfileDialog.tsx'

const heroSx = {
  borderRadius: '24px',
  p: { xs: 2.5, sm: 4 },
  border: 1,
  borderColor: 'divider',
  background: `linear-gradient(120deg, ${alpha('#ff4d8d', 0.22)} 0%, ${alpha('#7c4dff', 0.22)} 55%, ${alpha('#16131f', 0.6)} 100%)`
}

function SignOutButton() {
  const { t } = useTranslation()
  const { signOut } = useSession()
  return (
    <Button variant="outlined" color="inherit" startIcon={<LogoutIcon />} onClick={() => void signOut()}>
      {t('shell.signOut')}
    </Button>
  )
}

/** The user's own profile at the top of Me: avatar, nickname, pronouns and badges, with edit and sign-out. */
function UserHeader() {
  const { t } = useTranslation()
  const profile = useCall(routes.accounts.ownProfile)
  const [editing, setEditing] = useState(false)
  const user = profile.data
  return (
    <Box sx={heroSx}>
      <LoadState query={profile}>
        {user && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 2, sm: 3 }}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <ProfileAvatar slug={user.avatarId} nickname={user.nickname} color={user.color} size={80} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography
                variant="h3"
                component="h1"
                sx={{ fontSize: { xs: '1.9rem', sm: '2.4rem' }, overflowWrap: 'anywhere' }}
                data-testid="me-nickname"
              >
                {user.nickname}
              </Typography>
              <Typography color="text.secondary" data-testid="me-pronouns">
                {user.pronoun
                  ? user.displayPronouns
                    ? user.pronoun
                    : t('me.profile.pronounsHidden', { pronouns: user.pronoun })
                  : t('me.profile.noPronouns')}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }} data-testid="me-badges">
                {user.badges.map((badge) => (
                  <Chip key={badge} size="small" color="primary" icon={<VerifiedIcon />} label={t(`badges.${badge}`)} />
                ))}
                {user.badges.length === 0 && (
                  <Typography variant="body2" color="text.secondary">
                    {t('account.noBadges')}
                  </Typography>
                )}
              </Box>
            </Box>
            <Stack direction={{ xs: 'row', sm: 'column' }} spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }} useFlexGap>
              <Button variant="contained" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
                {t('me.profile.edit')}
              </Button>
              <SignOutButton />
            </Stack>
          </Stack>
        )}
      </LoadState>
      {user && editing && <ProfileDialog user={user} open onClose={() => setEditing(false)} />}
    </Box>
  )
}

/** A guest's header: their guest name, and signing out (which is also the way to a real account). */
function GuestHeader({ identity }: { identity: Identity }) {
  const { t } = useTranslation()
  return (
    <Box sx={heroSx}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 3 }} sx={{ alignItems: { sm: 'center' } }}>
        <UserAvatar identity={identity} size={72} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            variant="h3"
            component="h1"
            sx={{ fontSize: { xs: '1.9rem', sm: '2.4rem' }, overflowWrap: 'anywhere' }}
            data-testid="me-nickname"
          >
            {identity.nickname}
          </Typography>
          <Typography color="text.secondary">{t('tokenType.guest')}</Typography>
        </Box>
        <Box>
          <SignOutButton />
        </Box>
      </Stack>
    </Box>
  )
}

export function ProfileHeader({ identity }: { identity: Identity }) {
  return identity.isLoggedIn ? <UserHeader /> : <GuestHeader identity={identity} />
}

import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { alpha } from '@mui/material/styles'
import { LanguageSwitch } from '../language/LanguageSwitch.tsx'
import { MessagesButton } from '../messages/MessagesButton.tsx'
import type { Identity } from '../session/identity.ts'
import { BrandMark } from '../shared/BrandMark.tsx'
import { GuestSignIn, SignOutButtons } from './HeaderSession.tsx'
import { HeaderNav } from './HeaderNav.tsx'
import { UserAvatar } from '../session/UserAvatar.tsx'
import { playerPaths } from '@spinroom/schemas'

export function AppHeader({ identity }: { identity: Identity }) {
  const { t } = useTranslation()
  return (
    <AppBar
      position="sticky"
      elevation={0}
      color="transparent"
      sx={{
        backdropFilter: 'blur(16px)',
        backgroundColor: alpha('#0d0b14', 0.72),
        borderBottom: 1,
        borderColor: 'divider'
      }}
    >
      <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
        {/* A phone's header holding languages, the user and their buttons has room for the mark alone. */}
        <BrandMark size={32} compact />
        <HeaderNav />
        <Box sx={{ flex: 1 }} />
        {identity.isLoggedIn && <MessagesButton me={identity.id} />}
        <LanguageSwitch />
        <Box
          component={Link}
          to={playerPaths.me}
          title={t('shell.signedInAs', { nickname: identity.nickname })}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, color: 'inherit', textDecoration: 'none' }}
          data-testid="header-user"
        >
          <UserAvatar identity={identity} size={32} />
          <Box sx={{ display: { xs: 'none', sm: 'block' }, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 700, lineHeight: 1.2 }} noWrap>
              {identity.nickname}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1.2, display: 'block' }} noWrap>
              {t(`tokenType.${identity.type}`)}
            </Typography>
          </Box>
        </Box>
        {identity.isLoggedIn ? <SignOutButtons /> : <GuestSignIn />}
      </Toolbar>
    </AppBar>
  )
}

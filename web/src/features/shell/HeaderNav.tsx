import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router-dom'
import { canUpload } from '../uploads/can-upload.ts'
import { useIdentity } from '../session/useSession.ts'
import { activeNavItem, navItems } from './navigation.ts'

/** The wide screen's menu, in the header. */
export function HeaderNav() {
  const { t } = useTranslation()
  const active = activeNavItem(useLocation().pathname)
  const { roles, user } = useIdentity()
  const items = canUpload(roles, user?.capabilities) ? navItems : navItems.filter((item) => !item.uploaders)
  return (
    <Box component="nav" aria-label={t('nav.label')} sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
      {items.map(({ to, label, icon: Icon }) => (
        <Button
          key={to}
          component={Link}
          to={to}
          color="inherit"
          startIcon={<Icon />}
          aria-current={active?.to === to ? 'page' : undefined}
          sx={{ opacity: active?.to === to ? 1 : 0.72, bgcolor: active?.to === to ? 'action.selected' : undefined }}
        >
          {t(label)}
        </Button>
      ))}
    </Box>
  )
}

import BottomNavigation from '@mui/material/BottomNavigation'
import BottomNavigationAction from '@mui/material/BottomNavigationAction'
import Paper from '@mui/material/Paper'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router-dom'
import { activeNavItem, navItems } from './navigation.ts'

/** The phone's menu: at the bottom, within thumb reach. */
export function BottomNav() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  return (
    <Paper
      component="nav"
      aria-label={t('nav.label')}
      elevation={8}
      sx={{ flexShrink: 0, zIndex: 'appBar', display: { md: 'none' } }}
    >
      <BottomNavigation showLabels value={activeNavItem(pathname)?.to ?? false}>
        {navItems
          .filter((item) => !item.uploaders)
          .map(({ to, label, icon: Icon }) => (
            <BottomNavigationAction
              key={to}
              component={Link}
              to={to}
              value={to}
              label={t(label)}
              icon={<Icon />}
              // Five actions at MUI's 80 px each are wider than a 360 px phone: they share its width instead.
              sx={{ minWidth: 0, px: 0.5 }}
            />
          ))}
      </BottomNavigation>
    </Paper>
  )
}

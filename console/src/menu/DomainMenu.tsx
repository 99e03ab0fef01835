import { Fragment } from 'react'
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart'
import { Divider, ListSubheader } from '@mui/material'
import { Menu, usePermissions, useSidebarState, useTranslate } from 'react-admin'
import { isAdmin, type UserRole } from '@spinroom/schemas'
import { domains } from './domains.ts'
import { resourceNames, registry } from '../resources/registry.ts'

/**
 * The sidebar: the dashboard, then one heading per domain with its resources (none yet: heading only); administrators
 * also get the service status.
 */
export const DomainMenu = () => {
  const [open] = useSidebarState()
  const translate = useTranslate()
  const { permissions } = usePermissions<UserRole[]>()
  return (
    <Menu>
      <Menu.DashboardItem />
      {isAdmin(permissions) && (
        <Menu.Item to="/status" primaryText="spinroom.status.menu" leftIcon={<MonitorHeartIcon />} />
      )}
      {domains.map((domain) => {
        const names = resourceNames.filter((name) => registry[name]!.domain === domain.id)
        return (
          <Fragment key={domain.id}>
            {open ? (
              <ListSubheader
                disableSticky
                sx={{
                  lineHeight: '32px',
                  mt: 1,
                  bgcolor: 'transparent',
                  color: names.length ? 'text.secondary' : 'text.disabled'
                }}
              >
                {translate(domain.label)}
              </ListSubheader>
            ) : (
              <Divider sx={{ my: 0.5 }} />
            )}
            {names.map((name) => (
              <Menu.ResourceItem key={name} name={name} />
            ))}
          </Fragment>
        )
      })}
    </Menu>
  )
}

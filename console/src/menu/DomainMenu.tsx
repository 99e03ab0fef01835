import { Fragment } from 'react'
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart'
import { Divider, ListSubheader } from '@mui/material'
import { Menu, useSidebarState, useTranslate } from 'react-admin'
import { consolePaths } from '@spinroom/schemas'
import { currentCaller, canCall } from '../auth/access.ts'
import { statusRoutes } from '../status/statusRoutes.ts'
import { domains } from './domains.ts'
import { canOpen, pages, resourceNames, registry } from '../resources/registry.ts'

/**
 * The sidebar: the dashboard, the service status for whoever may read it, then one heading per domain with the
 * resources the caller may open (a domain with none is left out); room-only staff see what serves their rooms.
 */
export const DomainMenu = () => {
  const [open] = useSidebarState()
  const translate = useTranslate()
  const caller = currentCaller()
  const roomOnly = !!caller.roomRoles
  const visible = resourceNames.filter(
    (name) => canOpen(registry[name]!, 'list', caller) && (!roomOnly || registry[name]!.roomStaff)
  )
  return (
    <Menu>
      <Menu.DashboardItem />
      {statusRoutes.some(({ route }) => canCall(route, caller)) && (
        <Menu.Item to={consolePaths.status} primaryText="spinroom.status.menu" leftIcon={<MonitorHeartIcon />} />
      )}
      {domains.map((domain) => {
        const names = visible.filter((name) => registry[name]!.domain === domain.id)
        const extra = pages.filter((page) => page.domain === domain.id && !roomOnly && canCall(page.route, caller))
        if (!names.length && !extra.length) return null
        return (
          <Fragment key={domain.id}>
            {open ? (
              <ListSubheader
                disableSticky
                sx={{ lineHeight: '32px', mt: 1, bgcolor: 'transparent', color: 'text.secondary' }}
              >
                {translate(domain.label)}
              </ListSubheader>
            ) : (
              <Divider sx={{ my: 0.5 }} />
            )}
            {names.map((name) => (
              <Menu.ResourceItem key={name} name={name} />
            ))}
            {extra.map(({ path, label, icon: Icon }) => (
              <Menu.Item key={path} to={path} primaryText={label} leftIcon={<Icon />} />
            ))}
          </Fragment>
        )
      })}
    </Menu>
  )
}

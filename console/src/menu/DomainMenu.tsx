import { Fragment } from 'react'
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart'
import { Divider, ListSubheader } from '@mui/material'
import { Menu, useSidebarState, useTranslate } from 'react-admin'
import { consolePaths } from '@spinroom/schemas'
import { currentCaller } from '../auth/access.ts'
import { menuFor } from './entries.ts'

/** The sidebar: the dashboard, then what `menuFor` offers the signed-in caller. */
export const DomainMenu = () => {
  const [open] = useSidebarState()
  const translate = useTranslate()
  const menu = menuFor(currentCaller())
  return (
    <Menu>
      <Menu.DashboardItem />
      {menu.status && (
        <Menu.Item to={consolePaths.status} primaryText="spinroom.status.menu" leftIcon={<MonitorHeartIcon />} />
      )}
      {menu.domains.map((domain) => (
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
          {domain.resources.map((name) => (
            <Menu.ResourceItem key={name} name={name} />
          ))}
          {domain.pages.map(({ path, label, icon: Icon }) => (
            <Menu.Item key={path} to={path} primaryText={label} leftIcon={<Icon />} />
          ))}
        </Fragment>
      ))}
    </Menu>
  )
}

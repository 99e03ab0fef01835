import MenuBookIcon from '@mui/icons-material/MenuBook'
import HeadphonesIcon from '@mui/icons-material/Headphones'
import { Avatar, Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin'
import { readAuth } from '../auth/storage.ts'
import { RoomsYouRun } from './RoomsYouRun.tsx'
import { OperationsPanel } from './OperationsPanel.tsx'
import { ActivityChart } from '../resources/audit/activity/ActivityChart.tsx'
import { useCanCall } from '../auth/access.ts'
import { useEnumWords } from '../resources/shared/EnumField.tsx'
import { routes, sitePaths } from '@spinroom/schemas'

// Outside the console (served by the same API), so plain links rather than router links.
const LinkCard = ({ href, icon, title, hint }: { href: string; icon: ReactNode; title: string; hint: string }) => (
  <Card variant="outlined" sx={{ flex: 1, minWidth: 240 }}>
    <CardActionArea href={href}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {icon}
          <div>
            <Typography variant="h6">{title}</Typography>
            <Typography variant="body2" color="text.secondary">
              {hint}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
              {href}
            </Typography>
          </div>
        </Stack>
      </CardContent>
    </CardActionArea>
  </Card>
)

/** Who is logged in, and where the API reference and the player are. */
export const Dashboard = () => {
  const translate = useTranslate()
  const words = useEnumWords()
  const { identity } = useGetIdentity()
  const { permissions } = usePermissions<string[]>()
  const email = readAuth()?.user.email
  const name = identity?.fullName ?? ''
  const activity = useCanCall(routes.audit.getHourlyActivity)
  const operations = useCanCall(routes.playlists.operationsSummary)
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="spinroom.title" />
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Avatar src={identity?.avatar} sx={{ width: 56, height: 56 }}>
              {name.slice(0, 1).toUpperCase()}
            </Avatar>
            <div>
              <Typography variant="h5">{translate('spinroom.dashboard.welcome', { name })}</Typography>
              {email && (
                <Typography variant="body2" color="text.secondary">
                  {translate('spinroom.dashboard.signed_in_as', { email })}
                </Typography>
              )}
              <Stack
                direction="row"
                spacing={1}
                sx={{ mt: 1, flexWrap: 'wrap' }}
                aria-label={translate('spinroom.dashboard.roles')}
              >
                {(permissions ?? []).map((role) => (
                  <Chip key={role} size="small" label={words('userRoles', role)} />
                ))}
              </Stack>
            </div>
          </Stack>
        </CardContent>
      </Card>
      {operations && <OperationsPanel />}
      {activity && <ActivityChart />}
      <RoomsYouRun />
      <Typography variant="overline" color="text.secondary">
        {translate('spinroom.dashboard.links')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <LinkCard
          href={sitePaths.apiReference}
          icon={<MenuBookIcon color="primary" fontSize="large" />}
          title={translate('spinroom.dashboard.api_reference')}
          hint={translate('spinroom.dashboard.api_reference_hint')}
        />
        <LinkCard
          href={sitePaths.player}
          icon={<HeadphonesIcon color="primary" fontSize="large" />}
          title={translate('spinroom.dashboard.player')}
          hint={translate('spinroom.dashboard.player_hint')}
        />
      </Stack>
    </Stack>
  )
}

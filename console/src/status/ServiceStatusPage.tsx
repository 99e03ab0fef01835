import RefreshIcon from '@mui/icons-material/Refresh'
import { Box, Stack, Typography } from '@mui/material'
import { Button, Title, useRefresh, useTranslate } from 'react-admin'
import { MusicProvidersStatusTable } from './MusicProvidersStatusTable.tsx'
import { ServiceStatusCard } from './ServiceStatusCard.tsx'
import { statusRoutes } from './statusRoutes.ts'

/** The custom route /status: every service's status route side by side, then the music providers (administrators). */
export const ServiceStatusPage = () => {
  const translate = useTranslate()
  const refresh = useRefresh()
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="spinroom.status.title" />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5">{translate('spinroom.status.title')}</Typography>
        <Button label="spinroom.status.refresh" onClick={refresh}>
          <RefreshIcon />
        </Button>
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(340px, 1fr))', gap: 2 }}>
        {statusRoutes.map(({ service, route }) => (
          <ServiceStatusCard key={service} id={service} route={route} />
        ))}
      </Box>
      <MusicProvidersStatusTable />
    </Stack>
  )
}

import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import ErrorIcon from '@mui/icons-material/Error'
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlined'
import { Card, CardContent, CardHeader, Chip, LinearProgress, Stack, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslate } from 'react-admin'
import { routes, type OperationsSummary } from '@spinroom/schemas'
import { useConsoleProvider } from '../data/useCallMutation.ts'

/** How often the panel asks again: the figures move by the second, the providers at most once a minute. */
const REFRESH_MS = 10_000

const Figure = ({
  id,
  label,
  value,
  children
}: {
  id: string
  label: string
  value: ReactNode
  children?: ReactNode
}) => (
  <Card variant="outlined" sx={{ flex: 1, minWidth: 200 }} data-testid={`operations-${id}`}>
    <CardContent>
      <Typography variant="overline" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h4" data-testid={`operations-${id}-value`}>
        {value}
      </Typography>
      {children}
    </CardContent>
  </Card>
)

const ProviderChip = ({ provider }: { provider: OperationsSummary['providers'][number] }) => {
  const translate = useTranslate()
  const [icon, color, state] = !provider.configured
    ? [<RemoveCircleOutlineIcon key="off" />, 'default' as const, 'not_configured']
    : provider.answering
      ? [<CheckCircleIcon key="on" />, 'success' as const, 'answering']
      : [<ErrorIcon key="down" />, 'error' as const, 'not_answering']
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={icon}
      color={color}
      label={provider.name}
      title={translate(`spinroom.operations.provider_${state}`)}
      data-testid={`operations-provider-${provider.provider}`}
    />
  )
}

/** The night at a glance for moderators and admins: the numbers `/metrics` exports, in names, refreshed live. */
export const OperationsPanel = () => {
  const translate = useTranslate()
  const provider = useConsoleProvider()
  const { data, error, isPending } = useQuery({
    queryKey: ['operations-summary'],
    queryFn: async () => (await provider.call(routes.playlists.operationsSummary)) as OperationsSummary,
    refetchInterval: REFRESH_MS
  })
  const percent = (share: number) => `${(share * 100).toFixed(share && share < 0.01 ? 2 : 1)} %`
  return (
    <Card data-testid="operations">
      <CardHeader title={translate('spinroom.operations.title')} subheader={translate('spinroom.operations.hint')} />
      {isPending && <LinearProgress />}
      <CardContent sx={{ pt: 0 }}>
        {error && <Typography color="error">{error instanceof Error ? error.message : String(error)}</Typography>}
        {data && (
          <Stack spacing={2}>
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Figure id="rooms" label={translate('spinroom.operations.live_rooms')} value={data.live.rooms}>
                <Typography variant="body2" color="text.secondary">
                  {translate('spinroom.operations.listeners', { smart_count: data.live.listeners })}
                </Typography>
                {data.live.busiest.map((room) => (
                  <Typography key={room.slug} variant="body2">
                    {translate('spinroom.operations.room_listeners', { name: room.name, smart_count: room.listeners })}
                  </Typography>
                ))}
              </Figure>
              <Figure
                id="uploads"
                label={translate('spinroom.operations.uploads_waiting')}
                value={data.uploadsAwaitingModeration}
              >
                <Typography variant="body2" color="text.secondary">
                  {translate('spinroom.operations.uploads_hint')}
                </Typography>
              </Figure>
              <Figure
                id="jobs"
                label={translate('spinroom.operations.jobs')}
                value={data.jobs.reduce((sum, queue) => sum + queue.queued, 0)}
              >
                {data.jobs.map((queue) => (
                  <Typography key={queue.queue} variant="body2" color={queue.failed ? 'error' : 'text.secondary'}>
                    {translate('spinroom.operations.queue', { ...queue })}
                  </Typography>
                ))}
              </Figure>
              <Figure
                id="errors"
                label={translate('spinroom.operations.error_rate')}
                value={percent(data.requests.errorRate)}
              >
                <Typography variant="body2" color="text.secondary">
                  {translate('spinroom.operations.error_window', {
                    errors: data.requests.errors,
                    requests: data.requests.requests,
                    minutes: data.requests.windowSeconds / 60
                  })}
                </Typography>
              </Figure>
            </Stack>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography variant="body2" color="text.secondary">
                {translate('spinroom.operations.providers')}
              </Typography>
              {data.providers.map((entry) => (
                <ProviderChip key={entry.provider} provider={entry} />
              ))}
            </Stack>
            <Typography variant="caption" color="text.secondary">
              {translate('spinroom.operations.updated', { time: new Date(data.generatedAt).toLocaleTimeString() })}
            </Typography>
          </Stack>
        )}
      </CardContent>
    </Card>
  )
}

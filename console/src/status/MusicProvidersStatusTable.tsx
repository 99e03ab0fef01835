import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import ErrorIcon from '@mui/icons-material/Error'
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlined'
import {
  Card,
  CardContent,
  CardHeader,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import { routes, type MusicProviderStatus, type Route } from '@spinroom/schemas'
import { useConsoleProvider } from '../data/useCallMutation.ts'

const route = routes.playlists.musicProvidersStatus as Route

/** How one provider stands, in plain words: answering, refusing, or not set up (and what to set). */
const ProviderRow = ({ status }: { status: MusicProviderStatus }) => {
  const translate = useTranslate()
  const icon = !status.configured ? (
    <RemoveCircleOutlineIcon color="disabled" fontSize="small" />
  ) : status.answering ? (
    <CheckCircleIcon color="success" fontSize="small" />
  ) : (
    <ErrorIcon color="error" fontSize="small" />
  )
  return (
    <TableRow data-testid={`music-provider-${status.provider}`}>
      <TableCell>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {icon}
          <span>{status.name}</span>
        </Stack>
      </TableCell>
      <TableCell>
        {status.configured
          ? translate('spinroom.status.providers.configured')
          : translate('spinroom.status.providers.missing', { settings: status.missing.join(', ') })}
      </TableCell>
      <TableCell>
        {status.answering === null
          ? translate('spinroom.status.providers.not_asked')
          : status.answering
            ? translate('spinroom.status.providers.answering', { latency: status.latencyMs ?? '?' })
            : translate('spinroom.status.providers.not_answering', { message: status.error ?? '' })}
      </TableCell>
    </TableRow>
  )
}

/** Every music provider: whether this server is set up for it and whether it answers a real call now. */
export const MusicProvidersStatusTable = () => {
  const translate = useTranslate()
  const provider = useConsoleProvider()
  const { data, error, isPending } = useQuery({
    queryKey: ['service-status', 'music-providers'],
    queryFn: async () => (await provider.call(route)) as MusicProviderStatus[]
  })
  return (
    <Card variant="outlined" data-testid="music-providers-status">
      <CardHeader
        title={<Typography variant="h6">{translate('spinroom.status.providers.title')}</Typography>}
        subheader={translate('spinroom.status.providers.hint')}
      />
      {isPending && <LinearProgress />}
      <CardContent sx={{ pt: 0 }}>
        {error ? (
          <Typography color="error">
            {translate('spinroom.status.down', { message: error instanceof Error ? error.message : String(error) })}
          </Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('spinroom.status.providers.provider')}</TableCell>
                <TableCell>{translate('spinroom.status.providers.settings')}</TableCell>
                <TableCell>{translate('spinroom.status.providers.now')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(data ?? []).map((status) => (
                <ProviderRow key={status.provider} status={status} />
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  )
}

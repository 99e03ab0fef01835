import {
  Card,
  CardContent,
  CardHeader,
  Chip,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { Title, useTranslate } from 'react-admin'
import { routeUrl, routes, type SocketEventName, type SocketEventNames, type UserEventNames } from '@spinroom/schemas'
import { useConsoleProvider } from '../../../data/useCallMutation.ts'
import { useEnumWords } from '../../shared/EnumField.tsx'

/** The audit topics the API records (`routes.audit.recordAuditEvent`), play-tracking ones first. */
const UserEvents = () => {
  const translate = useTranslate()
  const words = useEnumWords()
  const provider = useConsoleProvider()
  const { data, isPending } = useQuery({
    queryKey: ['audit', 'user-events-names'],
    queryFn: async () => (await provider.call(routes.audit.listUserEventNames)) as UserEventNames
  })
  return (
    <Card>
      <CardHeader
        title={translate('spinroom.event_names.user_events')}
        subheader={translate('spinroom.event_names.user_events_hint', {
          route: `${routes.audit.recordAuditEvent.method} ${routeUrl(routes.audit.recordAuditEvent)}`
        })}
      />
      <CardContent>
        {isPending && <LinearProgress />}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {data?.names.map((name) => (
            <Chip
              key={name}
              label={`${words('auditTopics', name)} · ${name}`}
              color={(data.playTopics as readonly string[]).includes(name) ? 'primary' : 'default'}
              variant="outlined"
            />
          ))}
        </Stack>
      </CardContent>
    </Card>
  )
}

/** Every real-time event the API sends or takes, as the running API reports them. */
const SocketEvents = () => {
  const translate = useTranslate()
  const words = useEnumWords()
  const provider = useConsoleProvider()
  const { data, isPending } = useQuery({
    queryKey: ['audit', 'socket-events-names'],
    queryFn: async () => (await provider.call(routes.audit.listSocketEventNames)) as SocketEventNames
  })
  const rows: SocketEventName[] = data?.data ?? []
  // One line per kind and path, its event names side by side.
  const groups = new Map<string, SocketEventName[]>()
  for (const row of rows) groups.set(`${row.kind} ${row.path}`, [...(groups.get(`${row.kind} ${row.path}`) ?? []), row])
  return (
    <Card>
      <CardHeader
        title={translate('spinroom.event_names.socket_events')}
        subheader={translate('spinroom.event_names.socket_events_hint', { count: rows.length })}
      />
      <CardContent>
        {isPending && <LinearProgress />}
        <Table size="small" aria-label={translate('spinroom.event_names.socket_events')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('spinroom.event_names.kind')}</TableCell>
              <TableCell>{translate('spinroom.event_names.path')}</TableCell>
              <TableCell>{translate('spinroom.event_names.name')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {[...groups.values()].map(([first, ...others]) => (
              <TableRow key={`${first!.kind} ${first!.path}`}>
                <TableCell>
                  <Chip size="small" variant="outlined" label={words('socketEventKinds', first!.kind)} />
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{first!.path ?? '—'}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>
                  {[first!, ...others].map((row) => row.name).join(', ')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  )
}

/** The custom route /audit/event-names (administrators): audit topics and real-time event names. */
export const EventNamesPage = () => (
  <Stack spacing={2} sx={{ mt: 2 }}>
    <Title title="spinroom.event_names.title" />
    <UserEvents />
    <SocketEvents />
  </Stack>
)

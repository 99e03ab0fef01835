import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import ErrorIcon from '@mui/icons-material/Error'
import {
  Card,
  CardContent,
  CardHeader,
  Chip,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography
} from '@mui/material'
import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import type { Route, ServiceStatus } from '@spinroom/schemas'
import { useConsoleProvider } from '../data/useCallMutation.ts'

/** "2 d 3 h 4 min", "5 min 6 s": the two largest units, down to seconds. */
const useUptime = () => {
  const translate = useTranslate()
  return (seconds: number) => {
    const units = [
      ['days', Math.floor(seconds / 86_400)],
      ['hours', Math.floor((seconds % 86_400) / 3_600)],
      ['minutes', Math.floor((seconds % 3_600) / 60)],
      ['seconds', Math.floor(seconds % 60)]
    ] as const
    const first = units.findIndex(([, n]) => n > 0)
    const shown = first < 0 ? [units[3]] : units.slice(first, first + 2)
    return shown.map(([unit, n]) => translate(`spinroom.status.${unit}`, { smart_count: n })).join(' ')
  }
}

/** One service: its version, uptime and database check, or why it did not answer. */
export const ServiceStatusCard = ({ id, route }: { id: string; route: Route }) => {
  const translate = useTranslate()
  const uptime = useUptime()
  const provider = useConsoleProvider()
  const { data, error, isPending } = useQuery({
    queryKey: ['service-status', id],
    queryFn: async () => (await provider.call(route)) as ServiceStatus
  })
  const up = !!data && !error
  const db = data?.database
  const rows: [string, ReactNode][] = data
    ? [
        ['spinroom.status.version', data.version],
        [
          'spinroom.status.uptime',
          <>
            {uptime(data.uptimeSeconds)}
            <Typography variant="caption" color="text.secondary" component="div">
              {translate('spinroom.status.started', { date: new Date(data.startedAt).toLocaleString() })}
            </Typography>
          </>
        ],
        [
          'spinroom.status.database',
          db?.reachable
            ? translate('spinroom.status.reachable', { latency: db.latencyMs ?? '?', dialect: db.dialect })
            : translate('spinroom.status.unreachable', { dialect: db?.dialect ?? '?' })
        ],
        ['spinroom.status.node', data.node]
      ]
    : []
  return (
    <Card variant="outlined" data-testid={`status-${id}`}>
      <CardHeader
        avatar={
          isPending ? undefined : up && db?.reachable ? (
            <CheckCircleIcon color="success" />
          ) : (
            <ErrorIcon color="error" />
          )
        }
        title={<Typography variant="h6">{id}</Typography>}
        action={
          data && <Chip label={data.version} color="primary" variant="outlined" size="small" sx={{ mt: 1, mr: 1 }} />
        }
      />
      {isPending && <LinearProgress />}
      <CardContent sx={{ pt: 0 }}>
        {error ? (
          <Typography color="error">
            {translate('spinroom.status.down', { message: error instanceof Error ? error.message : String(error) })}
          </Typography>
        ) : (
          <Table size="small">
            <TableBody>
              {rows.map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" sx={{ color: 'text.secondary', width: 120, pl: 0 }}>
                    {translate(label)}
                  </TableCell>
                  <TableCell>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  )
}

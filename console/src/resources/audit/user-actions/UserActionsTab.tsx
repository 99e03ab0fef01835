import {
  Alert,
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
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin'
import { routes, type User, type UserActions } from '@spinroom/schemas'
import { useConsoleProvider } from '../../../data/useCallMutation.ts'
import { failureMessage } from '../../../data/failure-message.ts'
import { useEnumWords } from '../../shared/EnumField.tsx'
import { AuditRecordSummary } from '../audit-events/AuditRecordSummary.tsx'

const LIMIT = 20

/**
 * A user's latest audit events and the moderation acts they wrote (GET /user-actions/{id}); a moderator asking about
 * someone above them reads the API's 401 here.
 */
export const UserActionsTab = () => {
  const user = useRecordContext<User>()
  const translate = useTranslate()
  const words = useEnumWords()
  const [locale] = useLocaleState()
  const provider = useConsoleProvider()
  const { data, error, isPending } = useQuery({
    queryKey: ['audit', 'user-actions', user?.id],
    enabled: !!user,
    retry: false,
    queryFn: async () =>
      (await provider.call(routes.audit.listUserActions, {
        params: { id: user!.id },
        query: { limit: LIMIT }
      })) as UserActions
  })
  if (error) return <Alert severity="info">{translate(failureMessage(error), { _: failureMessage(error) })}</Alert>
  if (isPending) return <LinearProgress />
  const when = (iso: string) => new Date(iso).toLocaleString(locale)
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle2">
        {translate('spinroom.user_actions.events', { count: data.events.length })}
      </Typography>
      <Table size="small" aria-label={translate('spinroom.user_actions.events', { count: data.events.length })}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.audit-events.fields.createdAt')}</TableCell>
            <TableCell>{translate('resources.audit-events.fields.topic')}</TableCell>
            <TableCell>{translate('resources.audit-events.fields.record')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.events.map((event) => (
            <TableRow key={event.id}>
              <TableCell>{when(event.createdAt)}</TableCell>
              <TableCell>{words('auditTopics', event.topic)}</TableCell>
              <TableCell title={JSON.stringify(event.record)}>
                <AuditRecordSummary record={event.record} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="subtitle2">
        {translate('spinroom.user_actions.performed', { count: data.performedActions.length })}
      </Typography>
      {data.performedActions.map((act) => (
        <Typography key={act.id} variant="body2">
          {when(act.createdAt)} · {words('moderationActionTypes', act.actionType)}
          {act.reason ? ` · ${act.reason}` : ''}
        </Typography>
      ))}
    </Stack>
  )
}

import { Stack, Typography } from '@mui/material'
import { Datagrid, DateField, ReferenceManyField, TextField, useTranslate } from 'react-admin'
import { UserReferenceField } from '../../../shared/UserReferenceField.tsx'
import { ModerationActionTypeField } from '../../../audit/moderation-actions/ModerationActionTypeField.tsx'
import { ModerationDetailsField } from '../../../audit/moderation-actions/ModerationDetailsField.tsx'

const none = '—'
const field = (name: string) => `resources.moderation-actions.fields.${name}`

/** The shown room's moderation records, newest first (its own records route, which room moderators may read). */
export const RecentActs = () => {
  const translate = useTranslate()
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1">{translate('spinroom.live_desk.recent_acts')}</Typography>
      <ReferenceManyField
        reference="room-moderation-actions"
        target="roomUuid"
        source="uuid"
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={10}
        queryOptions={{ refetchInterval: 15_000 }}
        empty={<Typography variant="body2">{translate('spinroom.live_desk.no_acts')}</Typography>}
      >
        <Datagrid bulkActionButtons={false} rowClick={false} data-testid="recent-acts">
          <ModerationActionTypeField source="actionType" label={field('actionType')} />
          <UserReferenceField source="targetUserUuid" label={field('targetUserUuid')} />
          <UserReferenceField source="moderatorUuid" emptyText={none} label={field('moderatorUuid')} />
          <TextField source="reason" emptyText={none} sortable={false} label={field('reason')} />
          <ModerationDetailsField source="details" sortable={false} label={field('details')} />
          <DateField source="createdAt" showTime label={field('createdAt')} />
        </Datagrid>
      </ReferenceManyField>
    </Stack>
  )
}

import {
  Datagrid,
  DateField,
  Pagination,
  ReferenceField,
  ReferenceManyField,
  TextField,
  useTranslate
} from 'react-admin'
import { ModerationActionTypeField } from '../../audit/moderation-actions/ModerationActionTypeField.tsx'
import { ModerationDetailsField } from '../../audit/moderation-actions/ModerationDetailsField.tsx'

const none = '—'

/**
 * The moderation records whose target is the shown user (the audit service's GET /moderation-actions, filter
 * targetUserUuid), newest first.
 */
export const UserModerationHistory = () => {
  const translate = useTranslate()
  return (
    <ReferenceManyField
      reference="moderation-actions"
      target="targetUserUuid"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
      empty={<span>{translate('spinroom.moderation_history.empty')}</span>}
    >
      <Datagrid bulkActionButtons={false} rowClick="show" data-testid="moderation-history">
        <ModerationActionTypeField source="actionType" label="resources.moderation-actions.fields.actionType" />
        <ReferenceField
          source="moderatorUuid"
          reference="users"
          link="show"
          emptyText={none}
          label="resources.moderation-actions.fields.moderatorUuid"
        />
        <TextField
          source="reason"
          emptyText={none}
          sortable={false}
          label="resources.moderation-actions.fields.reason"
        />
        <ModerationDetailsField source="details" sortable={false} label="resources.moderation-actions.fields.details" />
        <DateField source="createdAt" showTime label="resources.moderation-actions.fields.createdAt" />
      </Datagrid>
    </ReferenceManyField>
  )
}

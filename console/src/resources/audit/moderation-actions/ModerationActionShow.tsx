import { DateField, EditButton, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin'
import { canOpen, registry } from '../../registry.ts'
import { RoomReferenceField } from '../../shared/RoomReferenceField.tsx'
import { UserReferenceField } from '../../shared/UserReferenceField.tsx'
import { ModerationActionTitle } from './ModerationActionTitle.tsx'
import { ModerationActionTypeField } from './ModerationActionTypeField.tsx'
import { ModerationDetailsField } from './ModerationDetailsField.tsx'

const none = '—'

const Actions = () => <TopToolbar>{canOpen(registry['moderation-actions']!, 'edit') && <EditButton />}</TopToolbar>

/** One moderation record in words: what was done, to whom, by whom, where, why, and who wrote it down. */
export const ModerationActionShow = () => (
  <Show actions={<Actions />} title={<ModerationActionTitle />}>
    <SimpleShowLayout>
      <ModerationActionTypeField label="resources.moderation-actions.fields.actionType" />
      <UserReferenceField source="targetUserUuid" />
      <UserReferenceField source="moderatorUuid" emptyText={none} />
      <RoomReferenceField source="roomUuid" by="uuid" emptyText={none} />
      <TextField source="reason" emptyText={none} />
      <ModerationDetailsField source="details" />
      <UserReferenceField source="recordedByUuid" emptyText="spinroom.moderation_phrases.written_by_act" />
      <DateField source="createdAt" showTime />
    </SimpleShowLayout>
  </Show>
)

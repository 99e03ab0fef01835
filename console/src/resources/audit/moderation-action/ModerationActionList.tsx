import { Datagrid, DateField, List, ReferenceField, SearchInput, SelectInput, TextField, TextInput } from 'react-admin'
import { moderationActionTypes } from '@spinroom/schemas'
import { ModerationActionTypeField } from './ModerationActionTypeField.tsx'
import { ModerationDetailsField } from './ModerationDetailsField.tsx'

const none = '—'
// Sent inside `filter`: {"actionType":"globalBan"}, {"roomUuid":"…"}; `q` searches the reasons.
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="actionType"
    source="actionType"
    alwaysOn
    choices={moderationActionTypes.map((id) => ({ id, name: id }))}
  />,
  <TextInput key="roomUuid" source="roomUuid" />
]

/** Every moderation record: who did what to whom, newest first. */
export const ModerationActionList = () => (
  <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <ModerationActionTypeField source="actionType" />
      <ReferenceField source="targetUserUuid" reference="users" link="show" />
      <ReferenceField source="moderatorUuid" reference="users" link="show" emptyText={none} />
      <TextField source="roomUuid" emptyText={none} sortable={false} />
      <TextField source="reason" emptyText={none} sortable={false} />
      <ModerationDetailsField source="details" sortable={false} />
      <DateField source="createdAt" showTime />
    </Datagrid>
  </List>
)

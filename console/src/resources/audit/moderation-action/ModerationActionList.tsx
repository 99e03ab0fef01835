import { Datagrid, DateField, List, SearchInput, SelectInput, TextField } from 'react-admin'
import { enumChoices } from '../../shared/enums.ts'
import { RoomUuidFilterInput } from '../../shared/FilterInputs.tsx'
import { RoomReferenceField } from '../../shared/RoomReferenceField.tsx'
import { UserReferenceField } from '../../shared/UserReferenceField.tsx'
import { ModerationActionTypeField } from './ModerationActionTypeField.tsx'
import { ModerationDetailsField } from './ModerationDetailsField.tsx'

const none = '—'
// Sent inside `filter`: {"actionType":"globalBan"}, {"roomUuid":"…"}; `q` searches the reasons.
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="actionType" source="actionType" alwaysOn choices={enumChoices('moderationActionTypes')} />,
  <RoomUuidFilterInput key="roomUuid" source="roomUuid" />
]

/** Every moderation record: who did what to whom, newest first. */
export const ModerationActionList = () => (
  <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <ModerationActionTypeField source="actionType" />
      <UserReferenceField source="targetUserUuid" />
      <UserReferenceField source="moderatorUuid" />
      <RoomReferenceField source="roomUuid" by="uuid" sortable={false} />
      <TextField source="reason" emptyText={none} sortable={false} />
      <ModerationDetailsField source="details" sortable={false} />
      <DateField source="createdAt" showTime />
    </Datagrid>
  </List>
)

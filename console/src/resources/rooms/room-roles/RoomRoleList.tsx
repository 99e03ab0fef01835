import { Chip } from '@mui/material'
import {
  CreateButton,
  Datagrid,
  DateField,
  FunctionField,
  List,
  SelectInput,
  TopToolbar,
  useTranslate
} from 'react-admin'
import type { RoomUserRole } from '@spinroom/schemas'
import { EnumField } from '../../shared/EnumField.tsx'
import { enumChoices } from '../../shared/enums.ts'
import { RoomFilterInput, UserFilterInput } from '../../shared/FilterInputs.tsx'
import { RoomReferenceField } from '../../shared/RoomReferenceField.tsx'
import { UserReferenceField } from '../../shared/UserReferenceField.tsx'
import { RemoveRoomRoleButton } from './RemoveRoomRoleButton.tsx'

export const roleChoices = enumChoices('roomRoles')

// Sent inside `filter`: {"roomId":3}, {"userUuid":"..."}, {"role":"dj"}.
const filters = [
  <RoomFilterInput key="roomId" source="roomId" alwaysOn />,
  <UserFilterInput key="userUuid" source="userUuid" alwaysOn />,
  <SelectInput key="role" source="role" choices={roleChoices} alwaysOn />
]

/** Current or lapsed: a role with a past expirationTime no longer counts. */
const Lapse = ({ role }: { role: RoomUserRole }) => {
  const translate = useTranslate()
  const lapsed = !!role.expirationTime && Date.parse(role.expirationTime) <= Date.now()
  return (
    <Chip
      size="small"
      variant="outlined"
      color={lapsed ? 'default' : 'success'}
      label={translate(lapsed ? 'spinroom.room_roles.lapsed' : 'spinroom.room_roles.current')}
    />
  )
}

export const RoomRoleList = () => (
  <List
    filters={filters}
    sort={{ field: 'roomId', order: 'ASC' }}
    perPage={25}
    actions={
      <TopToolbar>
        <CreateButton label="spinroom.room_roles.grant" />
      </TopToolbar>
    }
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <RoomReferenceField source="roomId" />
      <UserReferenceField source="userUuid" />
      <EnumField source="role" name="roomRoles" />
      <DateField source="expirationTime" showTime emptyText="—" />
      <FunctionField<RoomUserRole> label="spinroom.room_roles.state" render={(role) => <Lapse role={role} />} />
      <RemoveRoomRoleButton />
    </Datagrid>
  </List>
)

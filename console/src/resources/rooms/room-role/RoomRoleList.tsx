import { Chip } from '@mui/material'
import {
  AutocompleteInput,
  CreateButton,
  Datagrid,
  DateField,
  DeleteWithConfirmButton,
  FunctionField,
  List,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  TextField,
  TopToolbar,
  useTranslate
} from 'react-admin'
import { roomRoles, type RoomUserRole } from '@spinroom/schemas'

export const roleChoices = roomRoles.map((id) => ({ id, name: `spinroom.room_roles.${id}` }))

// Sent inside `filter`: {"roomId":3}, {"userUuid":"..."}, {"role":"dj"}.
const filters = [
  <NumberInput key="roomId" source="roomId" alwaysOn />,
  <ReferenceInput key="userUuid" source="userUuid" reference="users" alwaysOn>
    <AutocompleteInput optionText="nickname" filterToQuery={(q) => ({ q })} />
  </ReferenceInput>,
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
      <TextField source="roomId" />
      <ReferenceField source="userUuid" reference="users" link="show">
        <TextField source="nickname" />
      </ReferenceField>
      <FunctionField<RoomUserRole> source="role" render={(r) => <Chip size="small" label={r.role} />} />
      <DateField source="expirationTime" showTime emptyText="—" />
      <FunctionField<RoomUserRole> label="spinroom.room_roles.state" render={(role) => <Lapse role={role} />} />
      <DeleteWithConfirmButton
        mutationMode="pessimistic"
        label="spinroom.room_roles.remove"
        confirmTitle="spinroom.room_roles.remove_title"
        confirmContent="spinroom.room_roles.remove_content"
      />
    </Datagrid>
  </List>
)

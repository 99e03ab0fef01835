import { Chip } from '@mui/material'
import {
  AutocompleteInput,
  CreateButton,
  Datagrid,
  DateField,
  DateTimeInput,
  FormDataConsumer,
  FunctionField,
  List,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  TopToolbar,
  required,
  useTranslate
} from 'react-admin'
import { changeableRoomRoles, routes, type RoomUserRole } from '@spinroom/schemas'
import { currentCaller } from '../../../auth/access.ts'
import { schemaValidators } from '../../../data/validate.ts'
import { EnumField } from '../../shared/EnumField.tsx'
import { enumChoices } from '../../shared/enums.ts'
import { RoomFilterInput, UserFilterInput } from '../../shared/FilterInputs.tsx'
import { RoomReferenceField } from '../../shared/RoomReferenceField.tsx'
import { UserReferenceField } from '../../shared/UserReferenceField.tsx'
import { RemoveRoomRoleButton } from './RemoveRoomRoleButton.tsx'

// The list and the form side by side: a plain field's column and input are added here together.

const roleChoices = enumChoices('roomRoles')

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

const v = schemaValidators(routes.rooms.grantRoomRole.body)

const future = (value: string | null | undefined) =>
  value && Date.parse(value) <= Date.now() ? 'spinroom.room_roles.expiry_past' : undefined

/** The roles the caller may grant in the chosen room, by the rule the API enforces. */
const RoleInput = ({ room }: { room: unknown }) => {
  const caller = currentCaller()
  const held = caller.roomRoles?.[String(room)]
  return (
    <SelectInput
      source="role"
      choices={enumChoices('roomRoles', changeableRoomRoles(caller.roles, held ? [held] : []))}
      validate={v.role}
    />
  )
}

/** A grant, with a reason kept on the moderation record; the API's 403 or 400 shows as is. */
export const RoomRoleForm = () => (
  <SimpleForm>
    <ReferenceInput source="room" reference="rooms">
      <AutocompleteInput
        label="spinroom.room_roles.room"
        optionText="name"
        filterToQuery={(q) => ({ q })}
        validate={required()}
      />
    </ReferenceInput>
    <ReferenceInput source="userUuid" reference="users">
      <AutocompleteInput optionText="nickname" filterToQuery={(q) => ({ q })} validate={v.userUuid} />
    </ReferenceInput>
    <FormDataConsumer>{({ formData }) => <RoleInput room={formData.room} />}</FormDataConsumer>
    <DateTimeInput source="expirationTime" helperText="spinroom.room_roles.expiry_help" validate={future} />
    <TextInput source="reason" label="spinroom.moderation.reason_optional" multiline fullWidth />
  </SimpleForm>
)

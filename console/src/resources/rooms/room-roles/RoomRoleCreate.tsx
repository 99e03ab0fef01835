import {
  AutocompleteInput,
  Create,
  FormDataConsumer,
  DateTimeInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  required
} from 'react-admin'
import { changeableRoomRoles } from '@spinroom/schemas'
import { currentCaller } from '../../../auth/access.ts'
import { enumChoices } from '../../shared/enums.ts'

const future = (value: string | null | undefined) =>
  value && Date.parse(value) <= Date.now() ? 'spinroom.room_roles.expiry_past' : undefined

// The grant's path names the room: the form's `room` (id, uuid or slug) as `roomId`.
const transform = ({ room, ...data }: Record<string, unknown>) => ({ ...data, roomId: String(room).trim() })

/** The roles the caller may grant in the chosen room, by the rule the API enforces. */
const RoleInput = ({ room }: { room: unknown }) => {
  const caller = currentCaller()
  const held = caller.roomRoles?.[String(room)]
  return (
    <SelectInput
      source="role"
      choices={enumChoices('roomRoles', changeableRoomRoles(caller.roles, held ? [held] : []))}
      validate={required()}
    />
  )
}

/** Grants a role, with a reason kept on the moderation record; the API's 403 or 400 shows as is. */
export const RoomRoleCreate = () => (
  <Create redirect="list" title="spinroom.room_roles.grant" transform={transform}>
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
        <AutocompleteInput optionText="nickname" filterToQuery={(q) => ({ q })} validate={required()} />
      </ReferenceInput>
      <FormDataConsumer>{({ formData }) => <RoleInput room={formData.room} />}</FormDataConsumer>
      <DateTimeInput source="expirationTime" helperText="spinroom.room_roles.expiry_help" validate={future} />
      <TextInput source="reason" label="spinroom.moderation.reason_optional" multiline fullWidth />
    </SimpleForm>
  </Create>
)

import {
  AutocompleteInput,
  Create,
  DateTimeInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  required
} from 'react-admin'
import { roleChoices } from './RoomRoleList.tsx'

const future = (value: string | null | undefined) =>
  value && Date.parse(value) <= Date.now() ? 'spinroom.room_roles.expiry_past' : undefined

// The grant's path names the room: the form's `room` (id, uuid or slug) as `roomId`.
const transform = ({ room, ...data }: Record<string, unknown>) => ({ ...data, roomId: String(room).trim() })

/** Grants a role; the API decides who may grant what, and its 403 or 400 shows as is. */
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
      <SelectInput source="role" choices={roleChoices.filter((c) => c.id !== 'owner')} validate={required()} />
      <DateTimeInput source="expirationTime" helperText="spinroom.room_roles.expiry_help" validate={future} />
    </SimpleForm>
  </Create>
)

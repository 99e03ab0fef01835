import { DateField, SearchInput, SimpleForm, TextField, TextInput } from 'react-admin'
import { CreatableList } from '../../shared/CreatableList.tsx'
import { routes } from '@spinroom/schemas'
import { schemaValidators } from '../../../data/validate.ts'
import { UserReferenceField } from '../../shared/UserReferenceField.tsx'

// The list and the form side by side: a plain field's column and input are added here together.

const none = '—'
const filters = [<SearchInput key="q" source="q" alwaysOn />]

/** Numbers that may sign in by phone even though validation would refuse them (test lines, VoIP numbers of staff). */
export const PhoneNumberList = () => (
  <CreatableList filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} rowClick={false} deletable>
    <TextField source="phone" sx={{ fontFamily: 'monospace' }} />
    <TextField source="note" emptyText={none} />
    <UserReferenceField source="createdBy" />
    <DateField source="createdAt" showTime />
  </CreatableList>
)

const v = schemaValidators(routes.accounts.createPhoneNumber.body)

/** The API normalises the number to E.164 and refuses one it cannot parse, naming the field. */
export const PhoneNumberForm = () => (
  <SimpleForm>
    <TextInput source="phone" validate={v.phone} helperText="spinroom.phones.phone_hint" autoFocus />
    <TextInput source="note" validate={v.note} fullWidth />
  </SimpleForm>
)
